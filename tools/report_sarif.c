// SPDX-License-Identifier: GPL-2.0
/*
 * SARIF 2.1.0 for code scanning (GitHub, GitLab): the rule ids of
 * rules/rules.h as tool.driver.rules, one result per finding at the first
 * field's declaration, the other field as a related location.  Against a
 * base build each result carries a baselineState (new or unchanged).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_fmt.h"
#include "report_json.h"
#include "report_index.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define VARIANT_RULE "layout-variant"

static const struct {
	const char *id;
	const char *name;
	const char *text;
} rule_texts[] = {
	{ "false-sharing", "FalseSharing",
	  "A write-hot field and a read-hot field share a cache line: every write invalidates "
	  "the line in the caches of the readers." },
	{ "write-contention", "WriteContention",
	  "Write-hot fields of different groups (written under different locks or by different "
	  "CPUs) share a cache line." },
	{ "straddle", "Straddle", "A hot field crosses a cache-line boundary." },
	{ "layout-mismatch", "LayoutMismatch",
	  "The compiler's layout of a struct and the built binary's (DWARF/BTF) differ." },
	{ "stale-annotation", "StaleAnnotation",
	  "An annotation names a struct or field that does not exist." },
	{ "role-contradiction", "RoleContradiction",
	  "A declared role contradicts the accesses the compiler sees." },
	{ "silent-store", "SilentStore", "A write-hot field is rarely or never written." },
	{ VARIANT_RULE, "LayoutVariant",
	  "One struct name has several layouts in one build (config- or unit-dependent)." },
};

static const char *rule_text(const char *id, const char **name)
{
	for (size_t i = 0; i < sizeof(rule_texts) / sizeof(rule_texts[0]); i++)
		if (!strcmp(rule_texts[i].id, id)) {
			*name = rule_texts[i].name;
			return rule_texts[i].text;
		}
	*name = id;
	return id;
}

static void print_rule(const struct cl_printer *p, const char *id, const char *level, bool first)
{
	const char *name;
	const char *text = rule_text(id, &name);

	printer__printf(p, "%s\n        {\"id\": ", first ? "" : ",");
	json__print_string(p, id);
	printer__printf(p, ", \"name\": ");
	json__print_string(p, name);
	printer__printf(p, ", \"shortDescription\": {\"text\": ");
	json__print_string(p, text);
	printer__printf(p, "}, \"fullDescription\": {\"text\": ");
	json__print_string(p, text);
	printer__printf(p, "}, \"defaultConfiguration\": {\"level\": \"%s\"}}", level);
}

/* A file name as a SARIF uri: relative to srcroot when under it, else file:// */
static void print_uri(const struct cl_printer *p, const struct cl_render_opts *o, const char *file)
{
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);
	size_t root_len = o->srcroot ? strlen(o->srcroot) : 0;
	bool relative = false;

	while (root_len > 1 && o->srcroot[root_len - 1] == '/')
		root_len--;
	if (root_len && !strncmp(file, o->srcroot, root_len) && file[root_len] == '/') {
		file += root_len + 1;
		relative = true;
	} else if (file[0] != '/') {
		relative = true;
	}
	if (!relative)
		printer__printf(&bp, "file://");
	/* percent-encode what a uri may not hold; '/' stays */
	for (const unsigned char *c = (const unsigned char *)file; *c; c++) {
		if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
		    strchr("/-._~+,", *c))
			printer__printf(&bp, "%c", *c);
		else
			printer__printf(&bp, "%%%02X", *c);
	}
	printer__printf(p, "{\"uri\": ");
	json__print_string(p, b.data ? b.data : "");
	if (relative && o->srcroot)
		printer__printf(p, ", \"uriBaseId\": \"%%SRCROOT%%\"");
	printer__printf(p, "}");
	buf__exit(&b);
}

static void print_physical(const struct cl_printer *p, const struct cl_render_opts *o,
			   const struct cl_pos *pos)
{
	printer__printf(p, "\"physicalLocation\": {\"artifactLocation\": ");
	print_uri(p, o, pos->file);
	if (pos->line) {
		printer__printf(p, ", \"region\": {\"startLine\": %u", pos->line);
		if (pos->column)
			printer__printf(p, ", \"startColumn\": %u", pos->column);
		printer__printf(p, "}");
	}
	printer__printf(p, "}");
}

static int rule_index(const char *id)
{
	enum cl_rule r;

	if (!strcmp(id, VARIANT_RULE))
		return CL_RULE__COUNT;
	return rule__parse(id, &r) ? (int)r : -1;
}

static void print_result(const struct cl_printer *p, const struct cl_render_opts *o,
			 const struct cl_finding *f, const char *state, bool first)
{
	char *key = finding__key(f);
	const char *rule = rule__name(f->rule);

	printer__printf(p, "%s\n        {\"ruleId\": \"%s\", \"ruleIndex\": %d, \"level\": \"warning\", "
			"\"message\": {\"text\": ", first ? "" : ",", rule, rule_index(rule));
	json__print_string(p, f->message ? f->message : rule);
	printer__printf(p, "},\n         \"locations\": [{");
	if (f->pos[0].file && *f->pos[0].file) {
		print_physical(p, o, &f->pos[0]);
		printer__printf(p, ", ");
	}
	printer__printf(p, "\"logicalLocations\": [{\"name\": ");
	json__print_string(p, f->names[0] ? f->names[0] : "");
	printer__printf(p, ", \"fullyQualifiedName\": ");
	{
		struct cl_buf b = { 0 };
		struct cl_printer bp = printer__buf(&b);

		printer__printf(&bp, "%s::%s", f->record ? f->record : "",
				f->names[0] ? f->names[0] : "");
		json__print_string(p, b.data);
		buf__exit(&b);
	}
	printer__printf(p, ", \"kind\": \"member\"}]}]");
	if (f->names[1] && f->pos[1].file && *f->pos[1].file) {
		printer__printf(p, ",\n         \"relatedLocations\": [{\"id\": 1, ");
		print_physical(p, o, &f->pos[1]);
		printer__printf(p, ", \"message\": {\"text\": ");
		{
			struct cl_buf b = { 0 };
			struct cl_printer bp = printer__buf(&b);

			printer__printf(&bp, "%s field '%s'", role__words(f->roles[1]), f->names[1]);
			json__print_string(p, b.data);
			buf__exit(&b);
		}
		printer__printf(p, "}}]");
	}
	/* stable across builds: no offsets, no line numbers, so a move keeps the alert */
	printer__printf(p, ",\n         \"partialFingerprints\": {\"cachelintFinding/v1\": \"%016llx\"}",
			(unsigned long long)index__hash(key, strlen(key)));
	if (state)
		printer__printf(p, ", \"baselineState\": \"%s\"", state);
	printer__printf(p, ",\n         \"properties\": {\"struct\": ");
	json__print_string(p, f->record ? f->record : "");
	printer__printf(p, ", \"cacheline\": %llu, \"fields\": [", (unsigned long long)f->cacheline);
	for (int i = 0; i < 2 && f->names[i]; i++) {
		printer__printf(p, i ? ", " : "");
		json__print_string(p, f->names[i]);
	}
	printer__printf(p, "]}}");
	free(key);
}

static void print_variant(const struct cl_printer *p, const struct cl_render_opts *o,
			  const struct cl_loaded *l, size_t i, bool first)
{
	const struct cl_record *rec = loaded__record(l, i);
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);

	printer__printf(p, "%s\n        {\"ruleId\": \"%s\", \"ruleIndex\": %d, \"level\": \"note\", "
			"\"message\": {\"text\": ", first ? "" : ",", VARIANT_RULE, CL_RULE__COUNT);
	printer__printf(&bp, "'%s' has %u layouts in this build; this one (%llu bytes) is variant %u",
			rec->key, l->info[i].variants, (unsigned long long)rec->byte_size,
			l->info[i].variant);
	json__print_string(p, b.data);
	printer__printf(p, "}, \"locations\": [{");
	if (rec->pos.file && *rec->pos.file) {
		print_physical(p, o, &rec->pos);
		printer__printf(p, ", ");
	}
	printer__printf(p, "\"logicalLocations\": [{\"fullyQualifiedName\": ");
	json__print_string(p, rec->key);
	printer__printf(p, ", \"kind\": \"type\"}]}]}");
	buf__exit(&b);
}

void sarif__write(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *head, const struct cl_step *vs_base)
{
	bool first = true;

	printer__printf(p, "{\n  \"$schema\": \"%s\",\n  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
			   "    \"tool\": {\"driver\": {\"name\": \"cachelint\", "
			   			   "\"semanticVersion\": \"0.1.0\",\n      \"rules\": [", SARIF_SCHEMA);
	for (int r = 0; r < CL_RULE__COUNT; r++)
		print_rule(p, rule__name((enum cl_rule)r), "warning", r == 0);
	print_rule(p, VARIANT_RULE, "note", false);
	printer__printf(p, "]}},\n    \"invocations\": [{\"executionSuccessful\": true}],\n");
	if (o->srcroot) {
		printer__printf(p, "    \"originalUriBaseIds\": {\"%%SRCROOT%%\": {\"uri\": ");
		{
			struct cl_buf b = { 0 };
			struct cl_printer bp = printer__buf(&b);
			size_t n = strlen(o->srcroot);

			printer__printf(&bp, "file://%s%s", o->srcroot,
					n && o->srcroot[n - 1] == '/' ? "" : "/");
			json__print_string(p, b.data);
			buf__exit(&b);
		}
		printer__printf(p, "}},\n");
	}
	printer__printf(p, "    \"columnKind\": \"utf16CodeUnits\",\n    \"results\": [");
	for (size_t i = 0; i < loaded__nr_findings(head); i++) {
		const struct cl_finding *f = loaded__finding(head, i);
		const char *state = NULL;

		if (vs_base) {
			state = "unchanged";
			for (size_t k = 0; k < vs_base->nr_introduced; k++)
				if (vs_base->introduced[k] == f)
					state = "new";
		}
		print_result(p, o, f, state, first);
		first = false;
	}
	for (size_t i = 0; i < loaded__nr_records(head); i++)
		if (head->info[i].variants > 1) {
			print_variant(p, o, head, i, first);
			first = false;
		}
	printer__printf(p, "]");
	if (vs_base)
		printer__printf(p, ",\n    \"properties\": {\"newFindings\": %zu, \"fixedFindings\": %zu}",
				vs_base->nr_introduced, vs_base->nr_fixed);
	printer__printf(p, "\n  }]\n}\n");
}
