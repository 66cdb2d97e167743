// SPDX-License-Identifier: GPL-2.0
/*
 * Spelling a type for the model's type_name.  Only what the rules and a
 * reader need: qualifiers, typedef names, tags, pointers and arrays.  Kept
 * free of the C pretty printer, which exists only in the C front ends.
 */
#include "gcc-compat.h"
#include "typename.h"

static const char *kind_word(tree type)
{
	switch (TREE_CODE(type)) {
	case UNION_TYPE:
		return "union";
	case ENUMERAL_TYPE:
		return "enum";
	default:
		return "struct";
	}
}

tree typename__identifier(tree type)
{
	tree name = TYPE_NAME(type);

	if (name && TREE_CODE(name) == TYPE_DECL)
		name = DECL_NAME(name);
	if (!name || TREE_CODE(name) != IDENTIFIER_NODE || IDENTIFIER_ANON_P(name))
		return NULL_TREE;
	/* C++ names anonymous types "._anon_N" / "<unnamed>" before a typedef. */
	if (IDENTIFIER_POINTER(name)[0] == '.' || IDENTIFIER_POINTER(name)[0] == '<')
		return NULL_TREE;
	return name;
}

bool typename__is_anonymous(tree type)
{
	return typename__identifier(TYPE_MAIN_VARIANT(type)) == NULL_TREE;
}

char *typename__tag(tree type)
{
	tree mv = TYPE_MAIN_VARIANT(type);
	tree id = typename__identifier(mv);
	tree name = TYPE_NAME(mv);

	if (!id)
		return NULL;
	/*
	 * C++ names a class by a TYPE_DECL: its printable name carries the
	 * scope and template arguments ("ns::ring<int, 4>"), so two
	 * instantiations or two namespaces' classes get different keys.
	 */
	if (name && TREE_CODE(name) == TYPE_DECL && !DECL_ORIGINAL_TYPE(name) &&
	    lang_hooks.decl_printable_name) {
		const char *full = lang_hooks.decl_printable_name(name, 2);

		if (full && *full)
			return concat(kind_word(type), " ", full, NULL);
	}
	return concat(kind_word(type), " ", IDENTIFIER_POINTER(id), NULL);
}

/* A typedef (C or C++), or a named builtin type such as "long unsigned int". */
static const char *typedef_name(tree type)
{
	tree name = TYPE_NAME(type);

	if (!name || TREE_CODE(name) != TYPE_DECL || !DECL_NAME(name))
		return NULL;
	if (RECORD_OR_UNION_TYPE_P(type) || TREE_CODE(type) == ENUMERAL_TYPE) {
		/* In C a tagged type's own name is an identifier, so a TYPE_DECL
		 * here is a typedef; in C++ it is the class itself: use the tag. */
		if (!DECL_ORIGINAL_TYPE(name))
			return NULL;
	}
	if (!typename__identifier(type))
		return NULL;
	return IDENTIFIER_POINTER(DECL_NAME(name));
}

/* "[N]" into buf; -1 when the length is not a constant (flexible, VLA). */
static int array_length(tree type, char *buf, size_t size)
{
	tree domain = TYPE_DOMAIN(type);
	HOST_WIDE_INT lo = 0;

	if (!domain || !TYPE_MAX_VALUE(domain) || !tree_fits_shwi_p(TYPE_MAX_VALUE(domain)))
		return -1;
	if (TYPE_MIN_VALUE(domain)) {
		if (!tree_fits_shwi_p(TYPE_MIN_VALUE(domain)))
			return -1;
		lo = tree_to_shwi(TYPE_MIN_VALUE(domain));
	}
	snprintf(buf, size, "[" HOST_WIDE_INT_PRINT_DEC "]",
		 tree_to_shwi(TYPE_MAX_VALUE(domain)) - lo + 1);
	return 0;
}

static char *spell_unqualified(tree type, const char *(*anon_key)(tree))
{
	const char *td = typedef_name(type);
	char *inner, *s;

	if (td)
		return xstrdup(td);
	switch (TREE_CODE(type)) {
	case RECORD_TYPE:
	case UNION_TYPE:
	case QUAL_UNION_TYPE:
	case ENUMERAL_TYPE: {
		char *tag = typename__tag(type);
		const char *key;

		if (tag)
			return tag;
		key = anon_key ? anon_key(TYPE_MAIN_VARIANT(type)) : NULL;
		return key ? xstrdup(key) : concat(kind_word(type), " <anonymous>", NULL);
	}
	case POINTER_TYPE:
	case REFERENCE_TYPE:
		if (TREE_CODE(TREE_TYPE(type)) == FUNCTION_TYPE ||
		    TREE_CODE(TREE_TYPE(type)) == METHOD_TYPE) {
			inner = typename__spell(TREE_TYPE(TREE_TYPE(type)), anon_key);
			s = concat(inner, " (*)()", NULL);
		} else {
			inner = typename__spell(TREE_TYPE(type), anon_key);
			s = concat(inner, TREE_CODE(type) == POINTER_TYPE ? " *" : " &", NULL);
		}
		free(inner);
		return s;
	case ARRAY_TYPE: {
		/* int m[2][3] is an array of 2 arrays of 3: dimensions outer first. */
		char *dims = xstrdup("");
		tree t = type;

		do {
			char dim[32] = "[]", *more;

			/* GCC gives int a[0] no upper bound, like a flexible array,
			 * but a zero size. */
			if (array_length(t, dim, sizeof(dim)) < 0)
				snprintf(dim, sizeof(dim), TYPE_SIZE(t) && integer_zerop(TYPE_SIZE(t)) ?
					 "[0]" : "[]");
			more = concat(dims, dim, NULL);
			free(dims);
			dims = more;
			t = TREE_TYPE(t);
		} while (TREE_CODE(t) == ARRAY_TYPE && !typedef_name(t));
		inner = typename__spell(t, anon_key);
		s = concat(inner, " ", dims, NULL);
		free(inner);
		free(dims);
		return s;
	}
	default:
		break;
	}
	if (TYPE_NAME(type) && TREE_CODE(TYPE_NAME(type)) == IDENTIFIER_NODE)
		return xstrdup(IDENTIFIER_POINTER(TYPE_NAME(type)));
	if (TYPE_NAME(type) && TREE_CODE(TYPE_NAME(type)) == TYPE_DECL &&
	    DECL_NAME(TYPE_NAME(type)))
		return xstrdup(IDENTIFIER_POINTER(DECL_NAME(TYPE_NAME(type))));
	return xstrdup(get_tree_code_name(TREE_CODE(type)));
}

char *typename__spell(tree type, const char *(*anon_key)(tree))
{
	const char *q1, *q2, *q3;
	char *base, *s;

	if (!type || type == error_mark_node)
		return xstrdup("<error>");
	q1 = TYPE_ATOMIC(type) ? "_Atomic " : "";
	q2 = TYPE_READONLY(type) ? "const " : "";
	q3 = TYPE_VOLATILE(type) ? "volatile " : "";
	base = spell_unqualified(type, anon_key);
	if (!*q1 && !*q2 && !*q3)
		return base;
	s = concat(q1, q2, q3, base, NULL);
	free(base);
	return s;
}
