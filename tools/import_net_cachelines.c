// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint import-net-cachelines FILE.rst...: the net_cachelines tables as
 * "STRUCT.FIELD ROLE [GROUP]" lines.  The documentation was written by hand
 * against one kernel; the point of importing it is to check it against the
 * binary of another, so the output keeps every documented field, and pahole
 * reports the ones the struct no longer has as stale.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errmsg.h"
#include "cmd.h"
#include "file.h"
#include "import_net_cachelines.h"
#include "opts.h"
#include "xalloc.h"

enum access { ACC_NONE, ACC_DASH, ACC_READ, ACC_WRITE, ACC_BAD };

static enum access parse_access(const char *s)
{
	if (!*s)
		return ACC_NONE;
	if (!strcmp(s, "-"))
		return ACC_DASH;
	if (!strcmp(s, "read_mostly"))
		return ACC_READ;
	if (!strcmp(s, "read_write") || !strcmp(s, "write_mostly"))
		return ACC_WRITE;
	return ACC_BAD;
}

static bool is_ident(const char *s, size_t n)
{
	if (!n || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
		return false;
	for (size_t i = 1; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '_')
			return false;
	return true;
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* "name[16]" -> "name": a role belongs to the whole array. */
static size_t name_len(const char *name)
{
	const char *br = strchr(name, '[');

	return br && name[strlen(name) - 1] == ']' ? (size_t)(br - name) : strlen(name);
}

/*
 * "struct_icsk_ack_u8 pending": the docs spell a member of the named nested
 * struct icsk_ack as its container, an underscore and a scalar type.  The
 * path is then "icsk_ack.pending".  Only scalar suffixes count, so a field
 * whose type is a struct ("struct_inet_sock sk") stays a direct member.
 */
static char *nested_container(const char *type)
{
	static const char *const scalars[] = {	/* longest first */
		"unsigned_long", "unsigned_int", "__be16", "__be32", "__u16", "__u32", "__u64",
		"__u8", "bool", "long", "u16", "u32", "u64", "s16", "s32", "s64", "int", "u8", "s8",
	};
	size_t n = strcspn(type, ":");

	if (strncmp(type, "struct_", 7) || n <= 7)
		return NULL;
	for (size_t i = 0; i < sizeof(scalars) / sizeof(scalars[0]); i++) {
		size_t sn = strlen(scalars[i]);

		if (n > 7 + sn + 1 && type[n - sn - 1] == '_' && !strncmp(type + n - sn, scalars[i], sn) &&
		    is_ident(type + 7, n - sn - 1 - 7))
			return xasprintf("%.*s", (int)(n - sn - 1 - 7), type + 7);
	}
	return NULL;
}

static bool seen_before(struct nc_import *imp, const char *key)
{
	for (size_t i = 0; i < imp->nr_seen; i++)
		if (!strcmp(imp->seen[i], key))
			return true;
	XGROW(imp->seen, imp->nr_seen, imp->alloc_seen);
	imp->seen[imp->nr_seen++] = xstrdup(key);
	return false;
}

static bool emit_row(struct nc_import *imp, const struct nc_doc *doc, const char *record,
		     const struct nc_row *r, char *err, size_t errlen)
{
	const char *name = r->cell[NC_NAME];
	enum access tx = parse_access(r->cell[NC_TX]), rx = parse_access(r->cell[NC_RX]);
	size_t n = name_len(name);
	char *key, *why, *container;

	if (!*name)
		return errmsg__at(err, errlen, doc->path, r->line, "row without a field name");
	if (!is_ident(name, n))
		return errmsg__at(err, errlen, doc->path, r->line,
			       "field name '%.60s' is not a C identifier", name);
	if (tx == ACC_BAD || rx == ACC_BAD)
		return errmsg__at(err, errlen, doc->path, r->line,
			       "unknown access '%.40s' in the %s column (want read_mostly, read_write, write_mostly or -)",
			       tx == ACC_BAD ? r->cell[NC_TX] : r->cell[NC_RX], tx == ACC_BAD ? "tx" : "rx");
	container = nested_container(r->cell[NC_TYPE]);
	if (container)
		key = xasprintf("%s.%s.%.*s", record, container, (int)n, name);
	else
		key = xasprintf("%s.%.*s", record, (int)n, name);
	free(container);
	if (seen_before(imp, key)) {
		fprintf(stderr, "cachelint import-net-cachelines: %s:%u: '%s' listed again; the first row is kept\n",
			doc->path, r->line, key);
		free(key);
		return true;
	}
	/* Where each role came from, for the reviewer of a finding. */
	why = xasprintf("# tx %s, rx %s (%s:%u)", *r->cell[NC_TX] ? r->cell[NC_TX] : "blank",
			*r->cell[NC_RX] ? r->cell[NC_RX] : "blank", base_name(doc->path), r->line);
	if (tx == ACC_WRITE || rx == ACC_WRITE) {
		const char *group = tx != rx ? (tx == ACC_WRITE ? " tx" : " rx") : "";

		fprintf(imp->out, "%s write_hot%s %s\n", key, group, why);
		imp->nr_fields++;
	} else if (tx == ACC_READ || rx == ACC_READ) {
		fprintf(imp->out, "%s read_hot %s\n", key, why);
		imp->nr_fields++;
	} else if (tx == ACC_NONE && rx == ACC_NONE) {
		fprintf(imp->out, "# %s: not analysed\n", key);
	} else if (imp->cold) {
		fprintf(imp->out, "%s cold %s\n", key, why);
		imp->nr_fields++;
	} else {
		fprintf(imp->out, "# %s: not on the fast path\n", key);
	}
	free(why);
	free(key);
	return true;
}

/* The struct a table is about: its "..struct ..NAME" row, else the title, else the file. */
static char *default_record(const struct nc_doc *doc)
{
	const char *base = base_name(doc->path);
	size_t n;

	if (doc->title_name && !strcmp(doc->title_kind, "struct"))
		return xstrdup(doc->title_name);
	n = strcspn(base, ".");
	return xasprintf("%.*s", (int)n, base);
}

bool nc_import__doc(struct nc_import *imp, const struct nc_doc *doc, char *err, size_t errlen)
{
	for (size_t t = 0; t < doc->nr; t++) {
		const struct nc_table *tab = &doc->tables[t];
		char *record = default_record(doc);
		bool is_enum = doc->title_kind && !strcmp(doc->title_kind, "enum");
		size_t skipped = 0;

		fprintf(imp->out, "\n# %s:%u\n", doc->path, tab->line);
		for (size_t i = 0; i < tab->nr; i++) {
			const struct nc_row *r = &tab->rows[i];
			const char *type = r->cell[NC_TYPE];

			if (!strncmp(type, "..", 2)) {	/* "..struct ..tcp_sock" */
				const char *name = r->cell[NC_NAME];

				while (*name == '.')
					name++;
				is_enum = !strcmp(type + 2, "enum");
				if (!is_enum && *name) {
					if (!is_ident(name, strlen(name))) {
						free(record);
						return errmsg__at(err, errlen, doc->path, r->line,
							       "struct name '%.60s' is not a C identifier", name);
					}
					free(record);
					record = xstrdup(name);
				}
				continue;
			}
			if (is_enum) {
				skipped++;
				continue;
			}
			if (!is_ident(record, strlen(record))) {
				free(record);
				return errmsg__at(err, errlen, doc->path, r->line,
					       "no struct name: no '..struct ..NAME' row, title or file name gives one");
			}
			if (!emit_row(imp, doc, record, r, err, errlen)) {
				free(record);
				return false;
			}
		}
		if (skipped)
			fprintf(imp->out, "# an enum table (%zu entries): no struct fields, skipped\n", skipped);
		free(record);
	}
	return true;
}

void nc_import__release(struct nc_import *imp)
{
	for (size_t i = 0; i < imp->nr_seen; i++)
		free(imp->seen[i]);
	free(imp->seen);
	imp->seen = NULL;
	imp->nr_seen = imp->alloc_seen = 0;
}

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint import-net-cachelines [options] FILE.rst...\n"
		"  turns Documentation/networking/net_cachelines/*.rst into an annotation file\n"
		"  (STRUCT.FIELD ROLE [GROUP]) for cachelint pahole --annotations\n"
		"  -o FILE      write to FILE (default: standard output)\n"
		"  --cold       fields the tables mark '-' on both paths become cold\n"
		"  -h, --help   this text\n");
}

static int import_file(struct nc_import *imp, const char *path)
{
	char err[512];
	size_t len;
	char *text = file__read(path, &len);
	struct nc_doc *doc;
	bool ok;

	if (!text) {
		fprintf(stderr, "cachelint import-net-cachelines: %s: %s\n", path, strerror(errno ? errno : EIO));
		return CL_EXIT_USAGE;
	}
	if (memchr(text, '\0', len)) {
		fprintf(stderr, "cachelint import-net-cachelines: %s: a binary file, not RST\n", path);
		free(text);
		return CL_EXIT_USAGE;
	}
	doc = nc_doc__parse(path, text, len, err, sizeof(err));
	free(text);
	if (!doc) {
		fprintf(stderr, "cachelint import-net-cachelines: %s\n", err);
		return CL_EXIT_USAGE;
	}
	if (!doc->nr) {
		bool index = doc->has_toctree;

		if (index)
			fprintf(stderr, "cachelint import-net-cachelines: %s: an index page, no table: skipped\n", path);
		else
			fprintf(stderr, "cachelint import-net-cachelines: %s:1: no net_cachelines table (a \"Type Name fastpath_tx_access fastpath_rx_access\" header)\n",
				path);
		nc_doc__delete(doc);
		return index ? CL_EXIT_CLEAN : CL_EXIT_USAGE;
	}
	ok = nc_import__doc(imp, doc, err, sizeof(err));
	nc_doc__delete(doc);
	if (!ok) {
		fprintf(stderr, "cachelint import-net-cachelines: %s\n", err);
		return CL_EXIT_USAGE;
	}
	return CL_EXIT_CLEAN;
}

int cmd_import_net_cachelines(int argc, char **argv)
{
	struct nc_import imp = { .out = stdout };
	const char *out_path = NULL;
	struct file_replace out_file;
	int i, rc = CL_EXIT_CLEAN;

	static const struct option options[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "cold", no_argument, NULL, 'c' },
		{ "output", required_argument, NULL, 'o' },
		{ NULL, 0, NULL, 0 },
	};
	int code;

	opts__reset();
	while ((code = getopt_long(argc, argv, OPTS_SHORT_PREFIX "o:", options, NULL)) != -1) {
		switch (code) {
		case 'h':
			usage(stdout);
			return CL_EXIT_CLEAN;
		case 'c':
			imp.cold = true;
			break;
		case 'o':
			out_path = optarg;
			break;
		default:
			opts__refused("import-net-cachelines", options, argv, code);
			usage(stderr);
			return CL_EXIT_USAGE;
		}
	}
	i = optind;
	if (i >= argc) {
		usage(stderr);
		return CL_EXIT_USAGE;
	}
	if (out_path) {
		/* Written aside and renamed: a failed import leaves no half file. */
		imp.out = file__replace_open(&out_file, out_path);
		if (!imp.out) {
			fprintf(stderr, "cachelint import-net-cachelines: %s: %s\n", out_path, strerror(errno));
			return CL_EXIT_USAGE;
		}
	}
	fprintf(imp.out, "# cachelint annotations from the kernel's net_cachelines tables\n"
		"# (cachelint import-net-cachelines%s): read_write/write_mostly -> write_hot\n"
		"# (group tx or rx when one path writes), read_mostly -> read_hot\n",
		imp.cold ? " --cold" : "");
	for (; i < argc && rc == CL_EXIT_CLEAN; i++)
		rc = import_file(&imp, argv[i]);
	nc_import__release(&imp);
	if (out_path && rc != CL_EXIT_CLEAN) {
		file__replace_abort(&out_file);
	} else if (out_path && file__replace_commit(&out_file)) {
		fprintf(stderr, "cachelint import-net-cachelines: %s: %s\n", out_path, strerror(errno));
		rc = CL_EXIT_USAGE;
	}
	return rc;
}
