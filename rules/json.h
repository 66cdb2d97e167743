/* SPDX-License-Identifier: GPL-2.0 */
/* A small JSON reader (DOM) and writer helpers; no dependencies. */
#ifndef CACHELINT_JSON_H
#define CACHELINT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum cl_json_type {
	CL_JSON_NULL, CL_JSON_BOOL, CL_JSON_NUMBER, CL_JSON_STRING,
	CL_JSON_ARRAY, CL_JSON_OBJECT,
};

struct cl_json {
	enum cl_json_type type;
	bool boolean;
	double number;
	char *string;			/* STRING; decoded UTF-8 */
	size_t nr;			/* ARRAY / OBJECT children */
	struct cl_json **items;
	char **keys;			/* OBJECT: key of items[i] */
	struct json_block *arena;	/* the root's: every node of the document */
};

/* Parses text (len bytes).  NULL on error, with "line N: what" in err. */
struct cl_json *json__parse(const char *text, size_t len, char *err, size_t errlen);
/* Frees a document; j must be the root json__parse returned. */
void json__delete(struct cl_json *j);
const struct cl_json *json__get(const struct cl_json *obj, const char *key);
const char *json__string(const struct cl_json *obj, const char *key);	/* NULL if absent */
/* number at key, or dflt if absent or not a number */
double json__number(const struct cl_json *obj, const char *key, double dflt);

struct cl_printer;
/* Writes s as a JSON string literal, quotes included. */
void json__print_string(const struct cl_printer *p, const char *s);

#ifdef __cplusplus
}
#endif

#endif
