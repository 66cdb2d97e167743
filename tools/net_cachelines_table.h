/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reader of the kernel's Documentation/networking/net_cachelines/ *.rst
 * tables.  Three spellings exist across kernel versions, all read here:
 *
 *  - whitespace-aligned columns under a "Type Name fastpath_tx_access
 *    fastpath_rx_access comment" header line (v6.8 .. v6.12);
 *  - RST simple tables, columns given by "====  ====" rule lines;
 *  - RST grid tables, "+----+----+" borders and "| cell | cell |" rows.
 *
 * The result is only cells: what the access words mean is the importer's
 * business (import_net_cachelines.c).
 */
#ifndef CACHELINT_NET_CACHELINES_TABLE_H
#define CACHELINT_NET_CACHELINES_TABLE_H

#include <stdbool.h>
#include <stddef.h>

enum nc_col { NC_TYPE, NC_NAME, NC_TX, NC_RX, NC_COMMENT, NC_NR_COLS };

struct nc_row {
	unsigned int line;		/* 1-based line of the row in the file */
	char *cell[NC_NR_COLS];		/* trimmed; "" when empty, never NULL */
};

struct nc_table {
	unsigned int line;		/* line of the header */
	size_t nr, alloc;
	struct nc_row *rows;
};

struct nc_doc {
	char *path;
	char *title_name;		/* "tcp_sock" of "tcp_sock struct fast path ...", or NULL */
	char *title_kind;		/* "struct" or "enum" with title_name */
	bool has_toctree;		/* an index page: no table is expected */
	size_t nr, alloc;
	struct nc_table *tables;
};

/*
 * Parses one file's text.  NULL with "FILE:LINE: what" in err when a table is
 * malformed (a header without Name or an access column, a grid row outside
 * its borders, an unterminated table).
 */
struct nc_doc *nc_doc__parse(const char *path, const char *text, size_t len, char *err,
			     size_t errlen);
void nc_doc__delete(struct nc_doc *doc);

#endif
