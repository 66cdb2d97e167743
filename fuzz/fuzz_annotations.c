// SPDX-License-Identifier: GPL-2.0
/* libFuzzer target: the annotation file parser. */
#include <stddef.h>
#include <stdint.h>

#include "annotations.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char err[512];
	struct annotation_file *af = annotations__parse("fuzz", (const char *)data, size, err,
							sizeof(err));

	annotations__delete(af);
	return 0;
}
