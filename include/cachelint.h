/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * cachelint annotations: the access pattern of a struct field, in the source.
 *
 *   struct cpupri_vec {
 *           atomic_t      count __write_hot;    written by every CPU on hot paths
 *           cpumask_var_t mask  __read_hot;     read by every CPU, rarely written
 *   };
 *
 * __write_hot          written often, from many CPUs
 * __read_hot           read often from many CPUs, rarely written
 * __hot_group(name)    write-hot, and written together with the other fields
 *                      of group "name" (e.g. under one lock); write-hot
 *                      fields of different groups on one line contend
 * __cachelint_ignore   on a struct or union definition: do not lint it
 *                      (struct __cachelint_ignore foo { ... };)
 *
 * With the GCC plugin loaded (gcc -fplugin=cachelint.so) they are the
 * plugin's attributes; under clang they are annotate("cachelint:...") for
 * the libclang front end; with any other compiler they are empty.  They
 * never change code generation, so annotated code builds the same with or
 * without the plugin.  Define a macro yourself first to override it.
 */
#ifndef CACHELINT_ANNOTATIONS_H
#define CACHELINT_ANNOTATIONS_H

#if defined(__has_attribute)
# if __has_attribute(cachelint_write_hot)
#  define CACHELINT_HAVE_PLUGIN 1
# endif
#endif

#if defined(CACHELINT_HAVE_PLUGIN)
# define __cachelint_attr_write_hot	__attribute__((cachelint_write_hot))
# define __cachelint_attr_read_hot	__attribute__((cachelint_read_hot))
# define __cachelint_attr_group(name)	__attribute__((cachelint_group(#name), cachelint_write_hot))
# define __cachelint_attr_ignore	__attribute__((cachelint_ignore))
#elif defined(__clang__)
# define __cachelint_attr_write_hot	__attribute__((annotate("cachelint:write_hot")))
# define __cachelint_attr_read_hot	__attribute__((annotate("cachelint:read_hot")))
# define __cachelint_attr_group(name)	\
	__attribute__((annotate("cachelint:group:" #name), annotate("cachelint:write_hot")))
# define __cachelint_attr_ignore	__attribute__((annotate("cachelint:ignore")))
#else
# define __cachelint_attr_write_hot
# define __cachelint_attr_read_hot
# define __cachelint_attr_group(name)
# define __cachelint_attr_ignore
#endif

#ifndef __write_hot
# define __write_hot		__cachelint_attr_write_hot
#endif
#ifndef __read_hot
# define __read_hot		__cachelint_attr_read_hot
#endif
#ifndef __hot_group
# define __hot_group(name)	__cachelint_attr_group(name)
#endif
#ifndef __cachelint_ignore
# define __cachelint_ignore	__cachelint_attr_ignore
#endif

#endif
