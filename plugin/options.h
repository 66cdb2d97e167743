/* SPDX-License-Identifier: GPL-2.0 */
/* -fplugin-arg-cachelint-KEY[=VALUE]: parsing, validation and help text. */
#ifndef CACHELINT_PLUGIN_OPTIONS_H
#define CACHELINT_PLUGIN_OPTIONS_H

#include "plugin.h"

/* The plugin_info help: one "key\tdescription\n" line per option. */
extern const char options__help_text[];
/* The version make wrote into cachelint-version.h (git describe, or VERSION). */
extern const char options__version[];

/*
 * Fills pl_opts from the plugin's arguments.  Reports every unknown key or
 * bad value with error() naming the full option; returns false if any.
 */
bool options__parse(const struct plugin_name_args *info);

#endif
