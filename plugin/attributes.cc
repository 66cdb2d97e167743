// SPDX-License-Identifier: GPL-2.0
/*
 * Attribute registration and validation.  The attributes have no effect on
 * code generation: the handlers only check where they are used, GCC stores
 * them in DECL_ATTRIBUTES / TYPE_ATTRIBUTES, and layout.cc reads them back.
 * They are registered even under -fplugin-arg-cachelint-disable, so that
 * annotated code always builds when the plugin is loaded.
 */
#include "gcc-compat.h"
#include "plugin.h"
#include "attributes.h"

#define CL_NS "cachelint"

enum attr_kind { ATTR_WRITE_HOT, ATTR_READ_HOT, ATTR_GROUP, ATTR_IGNORE, ATTR__COUNT };

/* The GNU spelling and the scoped (cachelint::) spelling of each kind. */
static const char *const gnu_names[ATTR__COUNT] = {
	"cachelint_write_hot", "cachelint_read_hot", "cachelint_group", "cachelint_ignore",
};
static const char *const scoped_names[ATTR__COUNT] = {
	"write_hot", "read_hot", "group", "ignore",
};

static enum attr_kind attr_kind_of(tree name)
{
	const char *s = IDENTIFIER_POINTER(name);

	for (int k = 0; k < ATTR__COUNT; k++)
		if (!strcmp(s, gnu_names[k]) || !strcmp(s, scoped_names[k]))
			return (enum attr_kind)k;
	return ATTR__COUNT;
}

/* The attribute as the user should look for it in messages. */
static const char *attr_display(enum attr_kind k)
{
	return gnu_names[k];
}

static tree field_attr(tree list, enum attr_kind k)
{
	tree a = compat__lookup_attribute("gnu", gnu_names[k], list);

	return a ? a : compat__lookup_attribute(CL_NS, scoped_names[k], list);
}

static location_t where(tree node)
{
	return DECL_P(node) ? DECL_SOURCE_LOCATION(node) : input_location;
}

static const char *string_arg(tree args)
{
	tree arg = args ? TREE_VALUE(args) : NULL_TREE;

	STRIP_NOPS(arg);
	if (!arg || TREE_CODE(arg) != STRING_CST)
		return NULL;
	/* Narrow strings only: a group name is compared as bytes. */
	if (TYPE_PRECISION(TREE_TYPE(TREE_TYPE(arg))) != TYPE_PRECISION(char_type_node))
		return NULL;
	return TREE_STRING_POINTER(arg);
}

static tree handle_field_attribute(tree *node, tree name, tree args, int flags,
				   bool *no_add_attrs)
{
	tree decl = *node;
	enum attr_kind k = attr_kind_of(name);

	if (TREE_CODE(decl) != FIELD_DECL) {
		warning_at(where(decl), OPT_Wattributes,
			   "%qs attribute applies only to fields of a struct or union; ignored",
			   attr_display(k));
		*no_add_attrs = true;
		return NULL_TREE;
	}
	if (k == ATTR_WRITE_HOT || k == ATTR_READ_HOT) {
		enum attr_kind other = k == ATTR_WRITE_HOT ? ATTR_READ_HOT : ATTR_WRITE_HOT;

		if (field_attr(DECL_ATTRIBUTES(decl), other)) {
			warning_at(DECL_SOURCE_LOCATION(decl), OPT_Wattributes,
				   "field %qD cannot be both %qs and %qs; %qs ignored", decl,
				   attr_display(other), attr_display(k), attr_display(k));
			*no_add_attrs = true;
			return NULL_TREE;
		}
		if (k == ATTR_READ_HOT && field_attr(DECL_ATTRIBUTES(decl), ATTR_GROUP)) {
			warning_at(DECL_SOURCE_LOCATION(decl), OPT_Wattributes,
				   "field %qD has %qs, which applies to write-hot fields, and %qs; %qs ignored",
				   decl, attr_display(ATTR_GROUP), attr_display(k), attr_display(k));
			*no_add_attrs = true;
		}
		return NULL_TREE;
	}
	/* cachelint_group("name") */
	const char *group = string_arg(args);

	if (!group) {
		warning_at(DECL_SOURCE_LOCATION(decl), OPT_Wattributes,
			   "%qs attribute needs a string literal argument naming the group; ignored",
			   attr_display(k));
		*no_add_attrs = true;
		return NULL_TREE;
	}
	if (!*group) {
		warning_at(DECL_SOURCE_LOCATION(decl), OPT_Wattributes,
			   "%qs attribute needs a non-empty group name; ignored", attr_display(k));
		*no_add_attrs = true;
		return NULL_TREE;
	}
	if (field_attr(DECL_ATTRIBUTES(decl), ATTR_READ_HOT)) {
		warning_at(DECL_SOURCE_LOCATION(decl), OPT_Wattributes,
			   "field %qD has %qs and %qs, which applies to write-hot fields; %qs ignored",
			   decl, attr_display(ATTR_READ_HOT), attr_display(k), attr_display(k));
		*no_add_attrs = true;
		return NULL_TREE;
	}
	tree old = field_attr(DECL_ATTRIBUTES(decl), ATTR_GROUP);
	const char *old_group = old ? string_arg(TREE_VALUE(old)) : NULL;

	if (old_group && strcmp(old_group, group)) {
		warning_at(DECL_SOURCE_LOCATION(decl), OPT_Wattributes,
			   "field %qD is in group %qs already; %<%s(\"%s\")%> ignored", decl,
			   old_group, attr_display(k), group);
		*no_add_attrs = true;
	}
	return NULL_TREE;
}

static tree handle_ignore_attribute(tree *node, tree name, tree args, int flags,
				    bool *no_add_attrs)
{
	if (!RECORD_OR_UNION_TYPE_P(*node) || !(flags & (int)ATTR_FLAG_TYPE_IN_PLACE)) {
		warning(OPT_Wattributes,
			"%qs attribute applies only to a struct or union definition; ignored",
			attr_display(ATTR_IGNORE));
		*no_add_attrs = true;
	}
	return NULL_TREE;
}

/*
 * The specs are filled field by field at registration, as the kernel's
 * plugins do: GCC reorders and extends struct attribute_spec between
 * releases (13 and 14 did), and a positional initializer would then put a
 * handler into a flag without a word from the compiler.
 */
static const struct {
	int nr_args;
	bool on_field;		/* else on a struct or union definition */
} attr_table[ATTR__COUNT] = {
	[ATTR_WRITE_HOT] = { 0, true },
	[ATTR_READ_HOT] = { 0, true },
	[ATTR_GROUP] = { 1, true },
	[ATTR_IGNORE] = { 0, false },
};

/* register_attribute keeps the pointer: static storage. */
static struct attribute_spec gnu_specs[ATTR__COUNT];
static struct attribute_spec scoped_specs[ATTR__COUNT];

static void spec__fill(struct attribute_spec *spec, const char *name, int k)
{
	memset(spec, 0, sizeof(*spec));
	spec->name = name;
	spec->min_length = attr_table[k].nr_args;
	spec->max_length = attr_table[k].nr_args;
	spec->decl_required = attr_table[k].on_field;
	spec->type_required = !attr_table[k].on_field;
	spec->handler = attr_table[k].on_field ? handle_field_attribute : handle_ignore_attribute;
}

/* register_scoped_attributes keeps pointers into the table: static storage. */
static struct attribute_spec scoped_missing[ATTR__COUNT + 1];

/*
 * -Wno-attributes=cachelint::write_hot (or gnu::cachelint_write_hot) makes
 * GCC register a placeholder spec (max_length -2) before plugins load, and
 * registering the same name again is an ICE in register_scoped_attribute.
 * So look each name up first and fill a placeholder in place.
 */
static bool claim_existing(tree probe, const struct attribute_spec *spec)
{
	const struct attribute_spec *old = lookup_attribute_spec(probe);

	if (!old)
		return false;
	if (old->max_length == -2)
		*const_cast<struct attribute_spec *>(old) = *spec;
	/* else: registered already (plugin loaded twice); keep it. */
	return true;
}

void attributes__register(void *gcc_data, void *user_data)
{
	size_t nr_missing = 0;

	for (int k = 0; k < ATTR__COUNT; k++) {
		spec__fill(&gnu_specs[k], gnu_names[k], k);
		spec__fill(&scoped_specs[k], scoped_names[k], k);
	}
	for (int k = 0; k < ATTR__COUNT; k++)
		if (!claim_existing(get_identifier(gnu_specs[k].name), &gnu_specs[k]))
			register_attribute(&gnu_specs[k]);

	for (int k = 0; k < ATTR__COUNT; k++) {
		tree probe = tree_cons(get_identifier(CL_NS),
				       get_identifier(scoped_specs[k].name), NULL_TREE);

		if (!claim_existing(probe, &scoped_specs[k]))
			scoped_missing[nr_missing++] = scoped_specs[k];
	}
	memset(&scoped_missing[nr_missing], 0, sizeof(scoped_missing[0]));
	if (nr_missing)
		register_scoped_attributes(scoped_missing, CL_NS);
	pl_verbose("registered attributes cachelint_* and cachelint::* (%zu scoped new)",
		   nr_missing);
}

enum cl_role attributes__field_role(tree field, const char **group)
{
	tree attrs = DECL_ATTRIBUTES(field);
	tree g;

	*group = NULL;
	if (!attrs)
		return CL_ROLE_NONE;
	g = field_attr(attrs, ATTR_GROUP);
	if (g)
		*group = string_arg(TREE_VALUE(g));
	if (field_attr(attrs, ATTR_WRITE_HOT))
		return CL_ROLE_WRITE_HOT;
	if (field_attr(attrs, ATTR_READ_HOT))
		return CL_ROLE_READ_HOT;
	return *group ? CL_ROLE_WRITE_HOT : CL_ROLE_NONE;
}

bool attributes__type_ignored(tree type)
{
	tree attrs = TYPE_ATTRIBUTES(TYPE_MAIN_VARIANT(type));

	return field_attr(attrs, ATTR_IGNORE) != NULL_TREE ||
	       field_attr(TYPE_ATTRIBUTES(type), ATTR_IGNORE) != NULL_TREE;
}
