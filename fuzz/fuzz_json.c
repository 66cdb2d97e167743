// SPDX-License-Identifier: GPL-2.0
/* libFuzzer target: the JSON reader and the report reader on top of it. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#include "json.h"
#include "report_read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[64];
	char err[512];
	struct cl_json *j = json__parse((const char *)data, size, err, sizeof(err));
	struct cl_report *report;
	FILE *fp;

	json__delete(j);
	/* report__read takes a path: the input through a file */
	if (!path[0])
		snprintf(path, sizeof(path), "/tmp/cachelint-fuzz-json.%ld", (long)getpid());
	fp = fopen(path, "wb");
	if (!fp)
		return 0;
	fwrite(data, 1, size, fp);
	fclose(fp);
	report = report__read(path, err, sizeof(err));
	report__delete(report);
	return 0;
}
