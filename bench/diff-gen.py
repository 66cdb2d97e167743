#!/usr/bin/env python3
# Two build reports of N structs each for timing cachelint diff: NEW is OLD
# with every tenth struct changed (a field added in front, so the rest move),
# every twentieth gaining a finding, and the odd struct embedded in another.
# usage: diff-gen.py OLD.json NEW.json N [SEED]
import json, random, sys

old_path, new_path, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)


def struct(i, changed):
    fields, off = [], 0
    if changed:
        fields.append({"name": "pad", "offset": 0, "size": 8, "role": "none", "origin": "none"})
        off = 8
    for k in range(rng.randint(4, 24)):
        role = ("write_hot", "read_hot", "none", "none")[k % 4]
        fields.append({"name": "f%d" % k, "offset": off, "size": 8, "role": role,
                       "origin": "attribute" if role != "none" else "none",
                       "file": "include/h%d.h" % (i % 300), "line": 10 + k, "column": 9})
        off += 8
    if i % 2 and i > 0:
        fields.append({"name": "inner", "offset": off, "size": 64, "role": "none", "origin": "none",
                       "record": "struct s%d" % (i - 1), "count": 1})
        off += 64
    return {"name": "struct s%d" % i, "kind": "struct", "size": off, "align": 8,
            "file": "include/h%d.h" % (i % 300), "line": 5, "column": 8, "fields": fields}


def finding(i):
    return {"rule": "false-sharing", "struct": "struct s%d" % i, "fields": ["f0", "f1"],
            "roles": ["write_hot", "read_hot"], "origins": ["attribute", "attribute"],
            "offsets": [0, 8], "sizes": [8, 8], "cacheline": 0, "file": "include/h.h", "line": 10,
            "column": 9, "message": "write-hot field 'f0' shares cache line 0 with read-hot field 'f1'"}


state = rng.getstate()
old = {"version": 1, "tool": "gcc-plugin", "source": "merged", "line_size": 64,
       "structs": [struct(i, False) for i in range(n)], "findings": [finding(i) for i in range(0, n, 40)]}
rng.setstate(state)
new = {"version": 1, "tool": "gcc-plugin", "source": "merged", "line_size": 64,
       "structs": [struct(i, i % 10 == 0) for i in range(n)], "findings": [finding(i) for i in range(0, n, 20)]}
for path, rep in ((old_path, old), (new_path, new)):
    with open(path, "w") as fp:
        json.dump(rep, fp)
