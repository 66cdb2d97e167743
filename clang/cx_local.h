/* SPDX-License-Identifier: GPL-2.0 */
/* Structs defined inside function bodies, which a body-skipping parse loses. */
#ifndef CACHELINT_CX_LOCAL_H
#define CACHELINT_CX_LOCAL_H

#include <stdbool.h>
#include <clang-c/Index.h>

/*
 * Whether a function of the main file defines a struct or union in its body
 * (read from the tokens: a body-skipping parse has no body to look into).
 * Then the unit must be parsed again with bodies to see that record.
 */
bool cx_local__main_file_has_records(CXTranslationUnit tu);

#endif
