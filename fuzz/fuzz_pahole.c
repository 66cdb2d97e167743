// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target: pahole's text output into the layout model, then what
 * cachelint pahole does with it (typedef resolution, sizes, flattening).
 */
#include <stddef.h>
#include <stdint.h>

#include "pahole/index.h"
#include "pahole/parse.h"
#include "rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cl_unit *unit = unit__new("fuzz");
	struct pahole_parser *pp = pahole_parser__new(unit, "fuzz");
	struct cl_settings settings;
	struct cl_check chk;
	size_t half = size / 2;

	/* two feeds: a line split across reads must parse like a whole one */
	pahole_parser__feed(pp, (const char *)data, half);
	pahole_parser__feed(pp, (const char *)data + half, size - half);
	pahole_parser__finish(pp);
	pahole_unit__resolve(unit, pp, NULL, NULL, NULL);
	pahole_unit__fix_sizes(unit, pp);
	settings__init(&settings);
	check__init(&chk, &settings);
	check__unit(&chk, unit);
	for (size_t i = 0; i < unit->nr_records && i < 64; i++)
		flat__delete(flat__new(unit, unit->records[i], &settings));
	check__exit(&chk);
	/* the same bytes as "pahole -s" output */
	pahole_parser__set_sizes_mode(pp, true);
	pahole_parser__feed(pp, (const char *)data, size);
	pahole_parser__finish(pp);
	pahole_unit__fix_sizes(unit, pp);
	pahole_parser__delete(pp);
	unit__delete(unit);

	/* the lazy path: index the text, parse what has markers and what they embed */
	{
		struct pahole_index *idx = pahole_index__new();

		unit = unit__new("fuzz");
		pp = pahole_parser__new(unit, "fuzz");
		pahole_index__append(idx, (const char *)data, half);
		pahole_index__append(idx, (const char *)data + half, size - half);
		pahole_index__build(idx);
		pahole_index__parse_needed(idx, pp, unit, NULL, NULL);
		pahole_index__delete(idx);
		pahole_parser__delete(pp);
		unit__delete(unit);
	}
	return 0;
}
