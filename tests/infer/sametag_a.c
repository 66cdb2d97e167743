/*
 * One tag, two types (tests/suites/71-sametag.sh): this unit's own
 * struct entry, whose hits every CPU bumps.  sametag_b.c defines another
 * struct entry with other members at other offsets and reads its mode hot;
 * merged by tag alone, the two would make a false-sharing pair on this
 * layout that no code has.  sametag_c.c has this very layout.
 */
struct entry {
	long hits;
	long mode;
	char pad[48];
};

void a_hit(struct entry *e)
{
	__atomic_fetch_add(&e->hits, 1, __ATOMIC_RELAXED);
}

void a_hit_twice(struct entry *e)
{
	__atomic_fetch_add(&e->hits, 2, __ATOMIC_RELAXED);
}
/*
 * check-name: one tag, several layouts (71-sametag's fixtures), merged
 *
 * a and b: two layouts of struct entry; a, b and c; each finding names its
 * layout and cites only the code compiled against it.
 * check-command: unit -O2 sametag_a.c sametag_b.c && cachelint infer --candidates --stats $dir
 * check-output-start
cachelint infer: 2 reports, 2 accessed fields, 2 records (0 local-only skipped)
cachelint infer: 1 struct tag with several layouts, kept apart as 2 records: 'struct entry' (2)
cachelint infer: code roles: 1 write-hot, 1 read-hot, 0 cold
cachelint infer: 0 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 4 functions, 0 calls, 0 function-pointer targets, 1 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 sametag_a.c sametag_c.c && cachelint infer --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/sametag_a.c:9:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 8-15, role inferred from code) in 'struct entry' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer a_hit (tests/infer/sametag_a.c:16:2), top reader none, 2/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader c_mode (tests/infer/sametag_c.c:14:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top a_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top c_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
cachelint infer: 2 reports, 2 accessed fields, 1 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 1 write-hot, 1 read-hot, 0 cold
cachelint infer: 1 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 4 functions, 0 calls, 0 function-pointer targets, 1 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 sametag_a.c sametag_b.c sametag_c.c && cachelint infer --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/sametag_a.c:9:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 8-15, role inferred from code) in 'struct entry [tests/infer/sametag_a.c:8]' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer a_hit (tests/infer/sametag_a.c:16:2), top reader none, 2/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader c_mode (tests/infer/sametag_c.c:14:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top a_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top c_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 */
