/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libclang -> layout model: one cl_record per complete struct/union of a
 * parsed translation unit, with libclang's own offsets and sizes.
 */
#ifndef CACHELINT_CX_MODEL_H
#define CACHELINT_CX_MODEL_H

#include <clang-c/Index.h>

#include "model.h"

/*
 * Adds every complete struct and union definition of tu to unit, inner
 * records before the records that contain them (the order GCC completes
 * them in).  Function bodies are not looked into.
 * Returns the number of records added.
 */
size_t cx_model__build(CXTranslationUnit tu, struct cl_unit *unit);

/* The position of a cursor where the user sees it: the macro's expansion site. */
struct cl_pos cx_model__pos(struct cl_unit *unit, CXCursor cursor);

#endif
