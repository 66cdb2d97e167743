/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What an x86 inline asm's text says about the memory it names: the
 * kernel's atomics and bitops are asm, and the text is all a compiler
 * pass has of them.  Pure C on the template string (tests/unit/test-infer.c).
 */
#ifndef CACHELINT_ASMTEXT_H
#define CACHELINT_ASMTEXT_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * An atomic RMW: a lock prefix, or xchg (implicitly locked; cmpxchg is
 * not, without its prefix).  "incq %0" (local_inc) and __set_bit's "bts"
 * are one owner's stores: no evidence of other CPUs.
 */
bool asm_text__is_atomic(const char *text);

/*
 * Does it write its "m" inputs?  x86 bitops with a variable bit number
 * pass the word as an input with a "memory" clobber and write it anyway;
 * "bt" alone only reads.
 */
bool asm_text__updates_inputs(const char *text);

/*
 * Does the RMW only set, clear or exchange (or, and, bts, btr, xchg: a
 * store on change would do), rather than add, count or compare?
 */
bool asm_text__sets_value(const char *text);

#ifdef __cplusplus
}
#endif

#endif
