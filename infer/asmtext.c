// SPDX-License-Identifier: GPL-2.0
/* Classes of x86 inline asm text (asmtext.h). */
#include <string.h>

#include "asmtext.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

bool asm_text__is_atomic(const char *text)
{
	if (!text)
		return false;
	if (strstr(text, "lock"))
		return true;
	for (const char *x = strstr(text, "xchg"); x; x = strstr(x + 1, "xchg"))
		if (x - text < 3 || strncmp(x - 3, "cmp", 3))
			return true;
	return false;
}

bool asm_text__updates_inputs(const char *text)
{
	static const char *const writers[] = { "lock", "bts", "btr", "btc", "xchg", "xadd" };

	for (size_t i = 0; text && i < ARRAY_SIZE(writers); i++)
		if (strstr(text, writers[i]))
			return true;
	return false;
}

/* Is word, as long as len, or, and, bts, btr or xchg, with or without a
 * size suffix? */
static bool setting_mnemonic(const char *word, size_t len)
{
	static const char *const stems[] = { "or", "and", "bts", "btr", "xchg" };

	for (size_t i = 0; i < ARRAY_SIZE(stems); i++) {
		size_t n = strlen(stems[i]);

		if (strncmp(word, stems[i], n))
			continue;
		if (len == n || (len == n + 1 && strchr("bwlq", word[n])))
			return true;
	}
	return false;
}

bool asm_text__sets_value(const char *text)
{
	bool sets = false;

	/* word by word: "cmpxchg", "xorb", "xadd" and "btc" are other words */
	for (const char *p = text; p && *p;) {
		size_t len = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789_");

		if (!len) {
			p++;
			continue;
		}
		if (setting_mnemonic(p, len))
			sets = true;
		else if (!strncmp(p, "xadd", 4) || !strncmp(p, "add", 3) ||
			 !strncmp(p, "sub", 3) || !strncmp(p, "inc", 3) ||
			 !strncmp(p, "dec", 3) || !strncmp(p, "btc", 3) ||
			 !strncmp(p, "xor", 3) || !strncmp(p, "cmpxchg", 7))
			return false;
		p += len;
	}
	return sets;
}
