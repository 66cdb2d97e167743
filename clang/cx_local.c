// SPDX-License-Identifier: GPL-2.0
/*
 * Skipping function bodies (CXTranslationUnit_SkipFunctionBodies) saves most
 * of a parse, but a struct defined inside a function body is then never
 * seen, and the plugin checks those too.  The main file's skipped bodies are
 * still text: their tokens say whether any defines a struct or union, and
 * only such a unit is parsed again with bodies.
 */
#include <string.h>

#include "cx_local.h"

/* Is there "struct|union [name] {" between the braces of a function body? */
static bool tokens_define_record(CXTranslationUnit tu, CXSourceRange range)
{
	CXToken *tokens = NULL;
	unsigned int nr = 0;
	bool found = false;
	int depth = 0;

	clang_tokenize(tu, range, &tokens, &nr);
	for (unsigned int i = 0; i < nr && !found; i++) {
		CXString s = clang_getTokenSpelling(tu, tokens[i]);
		const char *t = clang_getCString(s);

		if (!strcmp(t, "{")) {
			depth++;
		} else if (!strcmp(t, "}")) {
			depth--;
		} else if (depth > 0 && (!strcmp(t, "struct") || !strcmp(t, "union")) &&
			   clang_getTokenKind(tokens[i]) == CXToken_Keyword) {
			unsigned int j = i + 1;
			CXString n;

			if (j < nr && clang_getTokenKind(tokens[j]) == CXToken_Identifier)
				j++;
			if (j < nr) {
				n = clang_getTokenSpelling(tu, tokens[j]);
				found = !strcmp(clang_getCString(n), "{");
				clang_disposeString(n);
			}
		}
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, tokens, nr);
	return found;
}

/*
 * A skipped body leaves no definition behind, and the function's extent
 * ends at its declarator: the body is the text between that end and the
 * next top-level declaration of the main file.
 */
struct gap_scan {
	CXTranslationUnit tu;
	CXFile main_file;
	bool open;			/* a function's extent ended: its body may follow */
	unsigned int from;		/* file offset where it ended */
	bool found;
};

static bool scan_gap(struct gap_scan *g, unsigned int to)
{
	CXSourceRange range;

	if (!g->open || to <= g->from)
		return false;
	g->open = false;
	range = clang_getRange(clang_getLocationForOffset(g->tu, g->main_file, g->from),
			       clang_getLocationForOffset(g->tu, g->main_file, to));
	return tokens_define_record(g->tu, range);
}

static enum CXChildVisitResult visit_function(CXCursor c, CXCursor parent, CXClientData data)
{
	struct gap_scan *g = data;
	CXSourceRange extent = clang_getCursorExtent(c);
	CXFile file = NULL;
	unsigned int begin, end;

	clang_getSpellingLocation(clang_getRangeStart(extent), &file, NULL, NULL, &begin);
	if (!file || !clang_File_isEqual(file, g->main_file))
		return CXChildVisit_Continue;
	if (scan_gap(g, begin)) {
		g->found = true;
		return CXChildVisit_Break;
	}
	clang_getSpellingLocation(clang_getRangeEnd(extent), NULL, NULL, NULL, &end);
	if (clang_getCursorKind(c) == CXCursor_FunctionDecl) {
		g->open = true;
		g->from = end;
	}
	return CXChildVisit_Continue;
}

bool cx_local__main_file_has_records(CXTranslationUnit tu)
{
	CXString name = clang_getTranslationUnitSpelling(tu);
	struct gap_scan g = { .tu = tu };
	size_t size = 0;

	g.main_file = clang_getFile(tu, clang_getCString(name));
	clang_disposeString(name);
	if (!g.main_file || !clang_getFileContents(tu, g.main_file, &size))
		return false;
	clang_visitChildren(clang_getTranslationUnitCursor(tu), visit_function, &g);
	if (!g.found && scan_gap(&g, (unsigned int)size))
		g.found = true;
	return g.found;
}
