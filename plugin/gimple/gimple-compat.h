/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The GCC headers of the infer-access pass, in the one order that builds:
 * every file of plugin/gimple/ includes this and no GCC header itself, so a
 * GCC release that moves a declaration between headers is fixed here once.
 * The version checks stay in gcc-compat.h.
 */
#ifndef CACHELINT_GIMPLE_COMPAT_H
#define CACHELINT_GIMPLE_COMPAT_H

#include "gcc-compat.h"
#include "backend.h"
#include "context.h"
#include "tree-pass.h"
#include "tree-ssa-alias.h"
#include "internal-fn.h"
#include "gimple-expr.h"
#include "is-a.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "gimple-ssa.h"
#include "cfganal.h"
#include "cfgloop.h"
#include "cgraph.h"
#include "dominance.h"
#include "function.h"
#include "real.h"
#include "sreal.h"
#include "tree-cfg.h"
#include "tree-dfa.h"
#include "ssa.h"

#endif
