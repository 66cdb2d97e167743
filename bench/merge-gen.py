#!/usr/bin/env python3
# Generates N per-unit JSON reports shaped like a kernel build's: a pool of
# struct layouts from shared headers, each unit including a popular core
# (task_struct-like structs every unit sees) plus a random tail, a few
# config-dependent layout variants, and findings on structs that have them.
# usage: merge-gen.py OUTDIR N_UNITS [STRUCTS_PER_UNIT] [POOL] [SEED]
import json, os, random, sys

out, n_units = sys.argv[1], int(sys.argv[2])
per_unit = int(sys.argv[3]) if len(sys.argv) > 3 else 40
pool_size = int(sys.argv[4]) if len(sys.argv) > 4 else 3000
rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 1)
os.makedirs(out, exist_ok=True)
roles = ["none"] * 6 + ["write_hot", "read_hot"]


def make_struct(i, variant=0):
    nf = rng.randint(4, 32)
    off, fields = 0, []
    for k in range(nf + variant):
        size = rng.choice([1, 2, 4, 8, 8, 8, 16, 64])
        off = (off + min(size, 8) - 1) // min(size, 8) * min(size, 8)
        role = rng.choice(roles)
        fields.append({"name": "f%d" % k, "offset": off, "size": size, "type": "u%d" % (size * 8),
                       "role": role, "origin": "attribute" if role != "none" else "none",
                       "file": "include/linux/h%d.h" % (i % 400), "line": 10 + k, "column": 9})
        off += size
    size = (off + 7) // 8 * 8
    s = {"name": "struct s%d" % i, "kind": "struct", "size": size, "align": 8,
         "cachelines": (size + 63) // 64, "file": "include/linux/h%d.h" % (i % 400), "line": 5, "column": 8,
         "fields": fields}
    finds = []
    w = [f for f in fields if f["role"] == "write_hot"]
    r = [f for f in fields if f["role"] == "read_hot"]
    for a in w[:1]:
        for b in r[:2]:
            if a["offset"] // 64 == b["offset"] // 64:
                finds.append({"rule": "false-sharing", "struct": s["name"], "fields": [a["name"], b["name"]],
                              "roles": ["write_hot", "read_hot"], "origins": ["attribute", "attribute"],
                              "offsets": [a["offset"], b["offset"]], "sizes": [a["size"], b["size"]],
                              "cacheline": a["offset"] // 64, "start_offset": 0, "file": a["file"],
                              "line": a["line"], "column": 9,
                              "message": "write-hot field '%s' shares cache line %d with read-hot field '%s' in '%s'"
                                         % (a["name"], a["offset"] // 64, b["name"], s["name"])})
    return s, finds


pool = [make_struct(i) for i in range(pool_size)]
variants = {i: make_struct(i, variant=1) for i in rng.sample(range(pool_size), pool_size // 50)}
core = list(range(per_unit // 4))		# seen by every unit
for u in range(n_units):
    picked = set(core)
    while len(picked) < per_unit:
        picked.add(min(int(rng.paretovariate(0.8)) - 1 + len(core), pool_size - 1))
    structs, findings = [], []
    for i in sorted(picked):
        s, f = variants[i] if i in variants and u % 7 == 0 else pool[i]
        structs.append(s)
        findings.extend(f)
    rep = {"version": 1, "tool": "gcc-plugin", "source": "drivers/u%d.c" % u, "line_size": 64,
           "placement": "aligned", "structs": structs, "findings": findings}
    with open(os.path.join(out, "u%05d.cachelint.json" % u), "w") as fp:
        json.dump(rep, fp, indent=1)
