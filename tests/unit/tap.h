/* SPDX-License-Identifier: GPL-2.0 */
/* The unit tests' output: "ok - what" / "not ok - what" lines for tests/run-all.sh. */
#ifndef CACHELINT_TESTS_TAP_H
#define CACHELINT_TESTS_TAP_H

#include <stdio.h>

static int failures;

#define EXPECT(cond, ...)							\
	do {									\
		if (cond) {							\
			printf("ok - ");					\
		} else {							\
			printf("not ok - ");					\
			failures++;						\
		}								\
		printf(__VA_ARGS__);						\
		printf("\n");							\
	} while (0)

#endif
