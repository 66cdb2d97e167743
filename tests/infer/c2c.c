/*
 * cachelint infer --c2c: measured evidence for the ranking.  The file
 * tests/infer/c2c-seeds.txt is `perf c2c report --stdio` text written by
 * hand in perf 6.1's format (tools/perf/builtin-c2c.c: the statistics, the
 * Shared Data Cache Line Table, the Shared Cache Line Distribution Pareto)
 * for the two seeds of cpupri.c and mm.c: mm_struct's line holds 64% of the
 * HITMs (0x18 mm_sched_cpu written by account_mm_sched and task_cache_work,
 * 0x20 nr_running_avg read by migrate_degrades_cache and
 * select_task_rq_cache), cpupri's 15% (0x0 count written by cpupri_set,
 * read by the find loop, 0x8 mask read by cpupri_find_fitness), a lock
 * word's line that no record of the build explains, and a line whose 0x0
 * read by account_mm_sched fits three structs alike (rq's cpu,
 * task_struct's mm, pcpu_sched's occ: function and offset are all perf
 * 6.1's c2c gives).  This unit only carries the check block.
 */
typedef int c2c_fixture_only;
/*
 * check-name: perf c2c's measured HITMs sharpen the ranking
 *
 * Without --c2c the cpupri pair ranks first (its estimate, 0.0155, is
 * above the mm pair's 0.00491).
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --top 1 $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[0].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
 * check-output-end
 *
 * With --c2c the mm pair moves to the top: 4,890 HITMs measured on its read
 * side (nr_running_avg's offset 0x20, with mm_sched_cpu written at 0x18)
 * multiply its score by 4,891, cpupri's count/mask[0] by 865 (0x8 read by
 * cpupri_find_fitness; 0x0 read through __cpupri_find, inlined into the
 * function c2c names), and count/mask[1] stays x 1: nothing was measured
 * at its offset 0x18.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --c2c tests/infer/c2c-seeds.txt $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/mm.c:29:6: warning: write-hot field 'mm_sched_cpu' (bytes 24-27, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'nr_running_avg' (bytes 32-39, role inferred from code) in 'struct mm_struct' [cachelint:false-sharing]
    confidence low: 'mm_sched_cpu' (write_hot code): top writer task_cache_work (tests/infer/mm.c:64:19), top reader select_task_rq_cache (tests/infer/mm.c:74:11), 0/2/1 hot functions rmw/store/load; 'nr_running_avg' (read_hot code): top writer task_cache_work (tests/infer/mm.c:65:2), top reader migrate_degrades_cache (tests/infer/mm.c:82:10), 0/1/4 hot functions rmw/store/load
    rank: score 24 = write rate 0.179 (top task_cache_work 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top select_task_rq_cache 0.1) x read share 0.91 (reads 1.05; the write side's own 0.27) x c2c 4,891
    c2c: 5,140 HITM (64% of the total) on this line, offsets 0x18 written by account_mm_sched, 0x18 written by task_cache_work, 0x18 read by select_task_rq_cache, 0x20 read by migrate_degrades_cache, 0x20 read by select_task_rq_cache; x 4,891 (1 + 4,890 HITM on the read side)
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[0].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 13.4 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56) x c2c 865
    c2c: 1,234 HITM (15% of the total) on this line, offsets 0x0 written by cpupri_set, 0x0 read by cpupri_find_fitness, 0x8 read by cpupri_find_fitness; x 865 (1 + 864 HITM on the read side)
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[1].mask' (bytes 24-31, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[1].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56) x c2c 1
    c2c: 1,234 HITM (15% of the total) on this line, offsets 0x0 written by cpupri_set, 0x0 read by cpupri_find_fitness; no HITM measured on the read side, x 1
 * check-output-end
 *
 * The JSON ranking carries the factor and what it was measured on.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --c2c tests/infer/c2c-seeds.txt --format json $dir | \
 *	jq -c '.ranking[] | [.rank, .fields, .factors.c2c, .factors.c2c_measured]'
 * check-output-start
[1,["mm_sched_cpu","nr_running_avg"],4891.31,{"hitm":4890.31,"line_hitm":5140,"total_hitm":8000,"lines":1,"peer":false,"write_side_measured":true,"accesses":[{"offset":24,"function":"account_mm_sched","access":"write","hitm":0},{"offset":24,"function":"task_cache_work","access":"write","hitm":0},{"offset":24,"function":"select_task_rq_cache","access":"read","hitm":250.104},{"offset":32,"function":"migrate_degrades_cache","access":"read","hitm":3600.12},{"offset":32,"function":"select_task_rq_cache","access":"read","hitm":1290.19}]}]
[2,["pri_to_cpu[0].count.counter","pri_to_cpu[0].mask"],865.02,{"hitm":864.02,"line_hitm":1234,"total_hitm":8000,"lines":1,"peer":false,"write_side_measured":true,"accesses":[{"offset":0,"function":"cpupri_set","access":"write","hitm":0},{"offset":0,"function":"cpupri_find_fitness","access":"read","hitm":369.98},{"offset":8,"function":"cpupri_find_fitness","access":"read","hitm":864.02}]}]
[3,["pri_to_cpu[0].count.counter","pri_to_cpu[1].mask"],1,{"hitm":0,"line_hitm":1234,"total_hitm":8000,"lines":1,"peer":false,"write_side_measured":true,"accesses":[{"offset":0,"function":"cpupri_set","access":"write","hitm":0},{"offset":0,"function":"cpupri_find_fitness","access":"read","hitm":369.98}]}]
 * check-output-end
 *
 * --stats: the lines no finding covers, and what they resolve to (none,
 * or every struct line that fits).
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --c2c tests/infer/c2c-seeds.txt --stats $dir 2>&1 >/dev/null | \
 *	grep 'c2c:'
 * check-output-start
cachelint infer: c2c: 4 cache lines read from tests/infer/c2c-seeds.txt, 2 covered by no finding
cachelint infer: c2c: line 2 (0xffffffff83a1c0c0, 600 HITM, 7.5% of the total; 0x0 native_queued_spin_lock_slowpath, 0x8 _raw_spin_lock) covered by no finding: resolves to no struct line (its functions and offsets match no access record)
cachelint infer: c2c: line 3 (0xff110001079e4000, 400 HITM, 5.0% of the total; 0x0 account_mm_sched, 0x4 enqueue_task_fair) covered by no finding: resolves to 'struct task_struct' line 0, 'struct rq' line 0, 'struct pcpu_sched' line 0
 * check-output-end
 *
 * --c2c implies --rank: the default output (a declared side needed) shows
 * the same findings, ordered and with the measured factor.
 * check-command: unit -O2 cpupri.c mm.c && printf 'cpupri_vec.count write_hot\n' >$dir/one.ann && \
 *	cachelint infer --annotations $dir/one.ann --c2c tests/infer/c2c-seeds.txt $dir 2>/dev/null | grep -c 'x c2c 865$'
 * check-output-start
1
 * check-output-end
 *
 * `perf mem report --stdio` text reads the same way (tests/infer/c2c-mem.txt,
 * perf 6.1's default sort with -n: loads that snooped HitM and stores, by
 * data address; a data symbol's "+0x1c8" taken as line-aligned): the mm
 * pair first again, "perf mem:" on its evidence line, the static
 * def_root_domain line listed by --stats.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --c2c tests/infer/c2c-mem.txt --stats $dir 2>&1 | \
 *	grep -E '^(tests|    perf mem|cachelint infer: c2c)'
 * check-output-start
cachelint infer: c2c: 3 cache lines read from tests/infer/c2c-mem.txt, 1 covered by no finding
cachelint infer: c2c: line 2 (def_root_domain+0x1c0, 9 HITM, 4.5% of the total; 0x8 update_rq_clock) covered by no finding: resolves to no struct line (its functions and offsets match no access record)
tests/infer/mm.c:29:6: warning: write-hot field 'mm_sched_cpu' (bytes 24-27, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'nr_running_avg' (bytes 32-39, role inferred from code) in 'struct mm_struct' [cachelint:false-sharing]
    perf mem: 150 HITM (75% of the total) on this line, offsets 0x18 written by account_mm_sched, 0x18 written by task_cache_work, 0x18 read by select_task_rq_cache, 0x20 read by migrate_degrades_cache, 0x20 read by select_task_rq_cache; x 143 (1 + 142 HITM on the read side)
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    perf mem: 42 HITM (21% of the total) on this line, offsets 0x0 written by cpupri_set, 0x0 read by cpupri_find_fitness, 0x8 read by cpupri_find_fitness; x 31 (1 + 30 HITM on the read side)
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[1].mask' (bytes 24-31, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    perf mem: 42 HITM (21% of the total) on this line, offsets 0x0 written by cpupri_set, 0x0 read by cpupri_find_fitness; no HITM measured on the read side, x 1
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && sed '/select_task_rq_cache .*a820/s/   40  /  4O0  /' tests/infer/c2c-mem.txt >$dir/bad.txt && \
 *	cachelint infer --candidates --c2c $dir/bad.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.txt:14: a `perf mem report` row whose Samples is not a number
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && grep -v HitM tests/infer/c2c-mem.txt | sed '/mem-stores/,$d' >$dir/nohitm.txt && \
 *	cachelint infer --candidates --c2c $dir/nohitm.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/nohitm.txt: no HITM loads or stores with a data address: expected `perf mem report --stdio` of loads and stores
 * check-output-end
 *
 * Bad input, exit 2, the file and line named: a row that is not perf's;
 * a section perf does not print; text that is no c2c report (a perf
 * report profile); an empty file; a missing file; --no-rank with --c2c.
 * check-command: unit -O2 cpupri.c mm.c && sed 's/^      1  0xff1100010a5b6c00     1/      1  cpupri     1/' \
 *	tests/infer/c2c-seeds.txt >$dir/bad.txt && cachelint infer --candidates --c2c $dir/bad.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.txt:71: not a row of the Shared Data Cache Line Table (Index, Cacheline address, ...)
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && sed 's/Shared Cache Line Distribution Pareto/Shared Cache Line Histogram/' \
 *	tests/infer/c2c-seeds.txt >$dir/bad.txt && cachelint infer --candidates --c2c $dir/bad.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.txt:76: not a section of `perf c2c report --stdio`
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --c2c tests/infer/profile-self.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: tests/infer/profile-self.txt:12: not the output of `perf c2c report --stdio` (it starts with '=' banners)
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && : >$dir/empty.txt && cachelint infer --candidates --c2c $dir/empty.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/empty.txt: no Shared Data Cache Line Table: expected the output of `perf c2c report --stdio`
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --c2c $dir/nosuch.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/nosuch.txt: No such file or directory
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --no-rank --c2c tests/infer/c2c-seeds.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: --no-rank contradicts --rank, --top and --c2c
 * check-output-end
 *
 * Truncated files: cut after the table (no Pareto), inside a banner, in
 * the middle of a Pareto row, before a line's offset rows.
 * check-command: unit -O2 cpupri.c mm.c && for n in 74 76 94; do head -n $n tests/infer/c2c-seeds.txt >$dir/cut.txt; \
 *	cachelint infer --candidates --c2c $dir/cut.txt $dir >/dev/null; echo "exit $?"; done
 * check-output-start
exit 2
exit 2
exit 2
cachelint infer: $dir/cut.txt: no Shared Cache Line Distribution Pareto after the table: the offsets and functions are missing (cut short?)
cachelint infer: $dir/cut.txt:76: the file ends inside a banner (cut short?)
cachelint infer: $dir/cut.txt:71: a cache line with no offset rows in the Pareto (the file is cut short?)
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && head -c 5878 tests/infer/c2c-seeds.txt >$dir/cut.txt && \
 *	cachelint infer --candidates --c2c $dir/cut.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/cut.txt:87: not an offset row of the Pareto (HITM and store percentages, then the offset)
 * check-output-end
 *
 * Fuzz-style: both files cut after every line and at every 97th byte, and
 * with every line in turn replaced by garbage: never a crash, always exit
 * 1 (read, findings) or 2 (refused with a message naming the file).
 * check-command: unit -O2 cpupri.c mm.c && bad=0 && for f in tests/infer/c2c-seeds.txt tests/infer/c2c-mem.txt; do \
 *	n=$(wc -l <$f) && c=$(wc -c <$f) && \
 *	for i in $(seq 0 $n); do head -n $i $f >$dir/t.txt; cachelint infer --candidates --c2c $dir/t.txt $dir >/dev/null 2>$dir/err; \
 *		r=$?; { [ $r = 1 ] || { [ $r = 2 ] && grep -q "^cachelint infer: $dir/t.txt" $dir/err; }; } || bad=$((bad + 1)); done; \
 *	for i in $(seq 1 $n); do sed "${i}s/.*/ 0x%% [k] #=== ----/" $f >$dir/t.txt; cachelint infer --candidates --c2c $dir/t.txt $dir >/dev/null 2>$dir/err; \
 *		r=$?; { [ $r = 1 ] || { [ $r = 2 ] && grep -q "^cachelint infer: $dir/t.txt" $dir/err; }; } || bad=$((bad + 1)); done; \
 *	for b in $(seq 0 97 $c); do head -c $b $f >$dir/t.txt; cachelint infer --candidates --c2c $dir/t.txt $dir >/dev/null 2>$dir/err; \
 *		r=$?; { [ $r = 1 ] || { [ $r = 2 ] && grep -q "^cachelint infer: $dir/t.txt" $dir/err; }; } || bad=$((bad + 1)); done; \
 *	done; echo "$bad bad exits"
 * check-output-start
0 bad exits
 * check-output-end
 */
