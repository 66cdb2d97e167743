// SPDX-License-Identifier: GPL-2.0
/*
 * build/cachelint-check: the libclang front end as a program of its own.
 * `cachelint check` execs it, so the other subcommands never pay for
 * loading libclang (about 30 ms and 100 MB of mappings at every start).
 */
#include "cmd.h"

int main(int argc, char **argv)
{
	return cmd_check(argc, argv);
}
