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
 * them in), and those defined in the main file's function bodies.
 * display_columns: columns as GCC counts them (tabs to multiples of 8),
 * else libclang's byte columns.  workdir (the compile command's directory,
 * or NULL): paths under it are named relative to it, as gcc run there names
 * them (libclang makes every path absolute once it has a working directory).
 * Returns the number of records added.
 */
size_t cx_model__build(CXTranslationUnit tu, struct cl_unit *unit, bool display_columns,
		       const char *workdir);

#endif
