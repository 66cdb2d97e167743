/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one place that knows GCC's plugin headers: their include order, the
 * version checks, and the C-family symbols that only cc1/cc1plus export.
 * Every other plugin file includes this and nothing else from GCC.
 */
#ifndef CACHELINT_GCC_COMPAT_H
#define CACHELINT_GCC_COMPAT_H

#include "gcc-plugin.h"
/* plugin-version.h defines a static gcc_version that only plugin_init uses. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#include "plugin-version.h"
#pragma GCC diagnostic pop

#if GCCPLUGIN_VERSION_MAJOR < 12
#error "cachelint needs GCC 12 or newer (attribs.h API, -Wno-attributes=)"
#endif

#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "tree.h"
#include "stringpool.h"		/* before attribs.h: canonicalize_attr_name */
#include "attribs.h"
#include "c-family/c-common.h"	/* before diagnostic.h (format checking) */
#include "c-family/c-pragma.h"	/* parse_in */
#include "cpplib.h"
#include "diagnostic.h"
#include "diagnostic-core.h"
#include "gcc-rich-location.h"
#include "input.h"
#include "intl.h"		/* open_quote, close_quote */
#include "langhooks.h"
#include "ggc.h"
#include "toplev.h"
#include "options.h"		/* aux_base_name, flag_syntax_only */

/*
 * lto1 (and f951, gnat1) load the plugin too when -fplugin reaches the
 * link or another front end, but they do not export the C-family symbols.
 * Weak references let the .so load there; compat__c_family() tells the
 * plugin whether it runs in cc1/cc1plus.
 */
#pragma weak parse_in
#pragma weak pch_file

static inline bool compat__c_family(void)
{
	return &parse_in != NULL;
}

/* True when this cc1 run writes a precompiled header (gcc -x c-header). */
static inline bool compat__writing_pch(void)
{
	return &pch_file != NULL && pch_file != NULL;
}

/*
 * GCC 12 has only lookup_attribute(name, list), which matches the name in any
 * namespace; GCC 13 added lookup_attribute(ns, name, list).  Ours checks the
 * namespace by hand so both behave the same.
 */
static inline tree compat__lookup_attribute(const char *ns, const char *name, tree list)
{
	for (tree a = lookup_attribute(name, list); a; a = lookup_attribute(name, TREE_CHAIN(a))) {
		tree a_ns = get_attribute_namespace(a);

		if (a_ns && !strcmp(IDENTIFIER_POINTER(a_ns), ns))
			return a;
	}
	return NULL_TREE;
}

/* The GC marker of a tree: a macro over the language's node type in GCC 12. */
#define compat__gc_mark_tree gt_ggc_mx_tree_node
#define compat__pch_walk_tree gt_pch_nx_tree_node

#endif
