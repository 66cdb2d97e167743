/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Roles from the source, as libclang sees them: annotate("cachelint:...")
 * attributes (what include/cachelint.h expands to under clang), and the GNU
 * and C2x spellings __attribute__((cachelint_write_hot)) / [[cachelint::...]]
 * that clang drops as unknown attributes, read back from the record's tokens.
 */
#ifndef CACHELINT_CX_ATTRS_H
#define CACHELINT_CX_ATTRS_H

#include <clang-c/Index.h>

#include "model.h"

struct cx_attrs;

struct cx_attrs *cx_attrs__new(CXTranslationUnit tu);
void cx_attrs__delete(struct cx_attrs *a);

/*
 * Reads the tokens of a record definition when its file spells "cachelint"
 * at all (most headers do not, and are never tokenized).  Valid until the
 * next call.  Returns true when the record carries cachelint_ignore.
 */
bool cx_attrs__begin_record(struct cx_attrs *a, CXCursor record);

/* Sets f's role, origin and group from the field's attributes. */
void cx_attrs__field(struct cx_attrs *a, CXCursor field, struct cl_field *f);

/*
 * One annotate("cachelint:...") string applied to a field (role, group) or,
 * with f NULL, checked for "ignore".  Returns true when it was cachelint's.
 */
bool cx_attrs__annotation(const char *text, struct cl_field *f, bool *ignore);

#endif
