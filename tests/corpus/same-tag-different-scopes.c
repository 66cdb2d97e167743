/*
 * Two local structs with one tag in different functions: each container must
 * be expanded with its own member type, not the first one of that name.
 */
long f1(void);
long f1(void)
{
	struct inner { long a; long b; } v = { 1, 2 };
	struct outer1 { struct inner i[2]; } o = { { v, v } };
	return o.i[1].b;
}

long f2(void);
long f2(void)
{
	struct inner { long w __attribute__((cachelint_write_hot)); long r; } v = { 1, 2 };
	struct outer2 { struct inner x; long r2 __attribute__((cachelint_read_hot)); } o = { v, 3 };
	return o.x.w + o.r2;
}
/*
 * check-name: same tag in two functions: outer2 expands its own struct inner (x.w vs r2)
 *
 * Fixed (was KNOWN-ISSUES.md #2): the plugin keys the second struct inner
 * "struct inner (FILE:LINE)", so outer2 expands its own member type.
 *
 * check-error-start
same-tag-different-scopes.c:17:38: warning: write-hot field ‘x.w’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘r2’ (bytes 16-23) in ‘struct outer2’ [cachelint:false-sharing] [-Wattributes]
same-tag-different-scopes.c:17:46: note: read-hot field ‘r2’ declared here (bytes 16-23)
same-tag-different-scopes.c:16:29: note: write-hot field ‘x.w’ declared here
 * check-error-end
 */
