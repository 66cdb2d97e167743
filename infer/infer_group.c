// SPDX-License-Identifier: GPL-2.0
/*
 * Findings by cache line (infer_group.h).  Groups keep the order of their
 * first pair, fields the order they first appear in, so the output is as
 * deterministic as the findings.
 */
#include <stdlib.h>
#include <string.h>

#include "infer_group.h"
#include "infer_rank.h"
#include "report.h"
#include "xalloc.h"

struct line_group {
	size_t first;			/* index of its first finding */
	size_t nr_pairs, nr_high;
	/* indices of the findings whose side k is a new field of the group */
	size_t *sides[2];
	size_t nr_sides[2];
};

static bool same_line(const struct cl_finding *a, const struct cl_finding *b)
{
	return a->rule == CL_RULE_FALSE_SHARING && b->rule == CL_RULE_FALSE_SHARING &&
	       a->cacheline == b->cacheline && !strcmp(a->record, b->record);
}

static bool high_confidence(const struct cl_finding *f)
{
	return f->extra && !strncmp(f->extra, "confidence high", 15);
}

static void add_side(const struct cl_infer *inf, struct line_group *g, size_t idx, int k)
{
	const struct cl_finding *f = &inf->chk.findings[idx];

	for (size_t i = 0; i < g->nr_sides[k]; i++)
		if (!strcmp(inf->chk.findings[g->sides[k][i]].names[k], f->names[k]))
			return;
	g->sides[k] = xrealloc(g->sides[k], (g->nr_sides[k] + 1) * sizeof(size_t));
	g->sides[k][g->nr_sides[k]++] = idx;
}

static void print_names(const struct cl_printer *p, const struct cl_infer *inf,
			const struct line_group *g, int k)
{
	for (size_t i = 0; i < g->nr_sides[k]; i++)
		printer__printf(p, "%s'%s'", i ? ", " : "", inf->chk.findings[g->sides[k][i]].names[k]);
}

static void print_field(const struct cl_printer *p, const struct cl_infer *inf,
			const struct cl_finding *f, int k)
{
	const struct cl_evidence *ev = infer__evidence(inf, f->record, f->names[k], NULL);
	char *why = ev && f->origins[k] == CL_ORIGIN_CODE ? evidence__describe(ev) : NULL;

	printer__printf(p, "    %s '%s' (bytes %llu-%llu, %s): %s\n", role__words(f->roles[k]),
			f->names[k], (unsigned long long)f->byte_offsets[k],
			(unsigned long long)(f->byte_offsets[k] + f->byte_sizes[k] - 1),
			f->origins[k] == CL_ORIGIN_CODE ? "from the code" : origin__name(f->origins[k]),
			why ? why : "declared");
	free(why);
}

static void print_group(const struct cl_printer *p, const struct cl_infer *inf,
			const struct line_group *g)
{
	const struct cl_finding *f = &inf->chk.findings[g->first];
	unsigned int line_size = inf->settings->line_size;

	if (f->pos[0].file)
		printer__printf(p, "%s:%u:%u: ", f->pos[0].file, f->pos[0].line, f->pos[0].column);
	printer__printf(p, "warning: cache line %llu of '%s' (bytes %llu-%llu of %u-byte lines): "
			"write-hot ", (unsigned long long)f->cacheline, f->record,
			(unsigned long long)(f->cacheline * line_size),
			(unsigned long long)((f->cacheline + 1) * line_size - 1), line_size);
	print_names(p, inf, g, 0);
	printer__puts(p, g->nr_sides[0] == 1 ? " shares it with read-hot " :
		      " share it with read-hot ");
	print_names(p, inf, g, 1);
	printer__printf(p, " (%zu pair%s, %zu of high confidence) [cachelint:%s]\n", g->nr_pairs,
			g->nr_pairs == 1 ? "" : "s", g->nr_high, rule__name(f->rule));
	for (int k = 0; k < 2; k++)
		for (size_t i = 0; i < g->nr_sides[k]; i++)
			print_field(p, inf, &inf->chk.findings[g->sides[k][i]], k);
	for (size_t i = g->first; i < inf->chk.nr_findings; i++) {
		const struct cl_finding *h = &inf->chk.findings[i];

		if (same_line(f, h) && high_confidence(h))
			printer__printf(p, "    confidence high: '%s' / '%s'\n", h->names[0],
					h->names[1]);
	}
	/* ranked, the group's first pair is its costliest: the line's rank */
	if (infer__rank_factors(inf, g->first)) {
		double sum = 0;

		for (size_t i = g->first; i < inf->chk.nr_findings; i++)
			if (same_line(f, &inf->chk.findings[i]))
				sum += infer__rank_factors(inf, i)->score;
		printer__printf(p, "    line score %.3g (its pairs' sum); costliest pair '%s' / '%s', ",
				sum, f->names[0], f->names[1]);
		rank__print_text(p, infer__rank_factors(inf, g->first));
		printer__puts(p, "\n");
	}
}

static void print_finding(const struct cl_printer *p, const struct cl_report_conf *conf,
			  const struct cl_finding *f)
{
	char *message = finding__message(f, conf);

	if (f->pos[0].file)
		printer__printf(p, "%s:%u:%u: ", f->pos[0].file, f->pos[0].line, f->pos[0].column);
	printer__printf(p, "warning: %s [cachelint:%s]\n", message, rule__name(f->rule));
	free(message);
	if (f->extra)
		printer__printf(p, "    %s\n", f->extra);
}

void infer__print_by_line(const struct cl_printer *p, const struct cl_infer *inf)
{
	size_t n = inf->chk.nr_findings;
	bool *done = xzalloc((n + 1) * sizeof(bool));
	struct cl_report_conf conf;

	report_conf__init(&conf, inf->chk.settings);

	for (size_t i = 0; i < n; i++) {
		const struct cl_finding *f = &inf->chk.findings[i];
		struct line_group g = { .first = i };

		if (done[i])
			continue;
		if (f->rule != CL_RULE_FALSE_SHARING || !f->names[1]) {
			print_finding(p, &conf, f);
			continue;
		}
		for (size_t j = i; j < n; j++) {
			const struct cl_finding *h = &inf->chk.findings[j];

			if (done[j] || !same_line(f, h) || !h->names[1])
				continue;
			done[j] = true;
			g.nr_pairs++;
			g.nr_high += high_confidence(h);
			add_side(inf, &g, j, 0);
			add_side(inf, &g, j, 1);
		}
		print_group(p, inf, &g);
		free(g.sides[0]);
		free(g.sides[1]);
	}
	free(done);
}
