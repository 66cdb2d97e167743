// SPDX-License-Identifier: GPL-2.0
/* The shared settings and their one parser (settings.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"
#include "xalloc.h"

void settings__init(struct cl_settings *s)
{
	memset(s, 0, sizeof(*s));
	s->line_size = CL_LINE_SIZE_DEFAULT;
	s->placement = CL_PLACEMENT_ALIGNED;
	s->infer_types = true;
}

bool line_size__valid(unsigned long long bytes)
{
	return bytes >= CL_LINE_SIZE_MIN && bytes <= CL_LINE_SIZE_MAX && !(bytes & (bytes - 1));
}

bool line_size__parse(const char *text, unsigned int *bytes, char *err, size_t errlen)
{
	unsigned long long n;
	char *end;

	if (!text || *text < '0' || *text > '9') {
		snprintf(err, errlen, "a number of bytes");
		return false;
	}
	errno = 0;
	n = strtoull(text, &end, 10);
	if (errno || *end) {
		snprintf(err, errlen, "a number of bytes");
		return false;
	}
	if (!line_size__valid(n)) {
		snprintf(err, errlen, "%s", CL_LINE_SIZE_WANTED);
		return false;
	}
	*bytes = (unsigned int)n;
	return true;
}

bool placement__parse(const char *text, enum cl_placement *placement)
{
	if (text && !strcmp(text, "aligned"))
		*placement = CL_PLACEMENT_ALIGNED;
	else if (text && !strcmp(text, "any"))
		*placement = CL_PLACEMENT_ANY;
	else
		return false;
	return true;
}

const char *placement__name(enum cl_placement placement)
{
	return placement == CL_PLACEMENT_ANY ? "any" : "aligned";
}

bool group_map__parse(const char *text, struct cl_group_map **maps, size_t *nr_maps)
{
	char *copy, *save = NULL;
	size_t nr = *nr_maps;
	struct cl_group_map *out = *maps;

	if (!text || !*text)
		return false;
	copy = xstrdup(text);
	for (char *item = strtok_r(copy, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
		char *colon = strrchr(item, ':');
		enum cl_role role;

		if (!colon || colon == item || !role__parse(colon + 1, &role) ||
		    role == CL_ROLE_NONE) {
			for (size_t i = *nr_maps; i < nr; i++)
				free((char *)out[i].pattern);
			free(copy);
			*maps = out;
			return false;
		}
		*colon = '\0';
		out = xrealloc(out, (nr + 1) * sizeof(*out));
		out[nr].pattern = xstrdup(item);
		out[nr].role = role;
		nr++;
	}
	free(copy);
	*maps = out;
	*nr_maps = nr;
	return true;
}
