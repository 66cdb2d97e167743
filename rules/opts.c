// SPDX-License-Identifier: GPL-2.0
/* How every command refuses an option (opts.h). */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "opts.h"
#include "spell.h"

void opts__reset(void)
{
	optind = 1;
	opterr = 0;
}

void opts__refused(const char *cmd, const struct option *table, char **argv, int code)
{
	const char *a = argv[optind - 1], *near = NULL;
	size_t nr = 0;

	while (table[nr].name)
		nr++;

	if (code == ':') {
		fprintf(stderr, "cachelint %s: %s needs a value\n", cmd, a);
		return;
	}
	if (a[0] == '-' && a[1] == '-')
		near = spell__nearest_in(a + 2, strcspn(a + 2, "="), table, nr, sizeof(*table),
					 offsetof(struct option, name));
	if (near)
		fprintf(stderr, "cachelint %s: unknown option '%s'; did you mean '--%s'?\n",
			cmd, a, near);
	else
		fprintf(stderr, "cachelint %s: unknown option '%s'\n", cmd, a);
}
