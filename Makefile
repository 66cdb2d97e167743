# cachelint: a build-time false-sharing linter.  sparse/libbpf-style Makefile.
-include local.mk

CC       ?= gcc
CXX      ?= g++
HOSTCC   ?= $(CC)
# The plugin must be built by the g++ matching the gcc that loads it.
PLUGIN_CC ?= gcc
PLUGIN_CXX ?= g++
O        ?= build
LLVM_CONFIG ?= $(firstword $(wildcard /usr/bin/llvm-config-14 /usr/lib/llvm-14/bin/llvm-config) llvm-config)

CFLAGS   ?= -O2 -g
WARNINGS ?= -Wall -Wextra -Wno-unused-parameter -Wmissing-prototypes -Wshadow
ALL_CFLAGS = -std=gnu11 $(CFLAGS) $(WARNINGS) -fPIC -Iinclude -Irules -MMD -MP
GCCPLUGINS_DIR := $(shell $(PLUGIN_CC) -print-file-name=plugin)
PLUGIN_CXXFLAGS ?= -O2 -g
ALL_PLUGIN_CXXFLAGS = -std=gnu++14 $(PLUGIN_CXXFLAGS) -fPIC -fno-rtti -fno-exceptions \
	-Wall -Wno-unused-parameter -I$(GCCPLUGINS_DIR)/include -Irules -Iinfer -Iplugin -MMD -MP

CLANG_INC := $(shell $(LLVM_CONFIG) --includedir 2>/dev/null)
CLANG_LIB := $(shell $(LLVM_CONFIG) --libdir 2>/dev/null)

ifeq ($(V),1)
Q =
msg =
else
Q = @
msg = @printf '  %-8s %s\n' "$(1)" "$(2)";
endif

RULES_SRCS := $(sort $(wildcard rules/*.c))
INFER_SRCS := $(sort $(wildcard infer/*.c))
PLUGIN_SRCS := $(sort $(wildcard plugin/*.cc plugin/gimple/*.cc))
TOOLS_SRCS := $(sort $(wildcard tools/*.c pahole/*.c))
CLANG_SRCS := $(sort $(wildcard clang/*.c))

RULES_OBJS := $(RULES_SRCS:%.c=$(O)/%.o)
INFER_OBJS := $(INFER_SRCS:%.c=$(O)/%.o)
PLUGIN_OBJS := $(PLUGIN_SRCS:%.cc=$(O)/%.o)
TOOLS_OBJS := $(TOOLS_SRCS:%.c=$(O)/%.o)
CLANG_OBJS := $(CLANG_SRCS:%.c=$(O)/%.o)

all: $(O)/cachelint.so $(O)/cachelint $(O)/cachelint-check

$(O)/librules.a: $(RULES_OBJS)
	$(call msg,AR,$@)$(AR) rcs $@ $^

# The inference: pure C on the rules' model, no compiler in it.
$(O)/libinfer.a: $(INFER_OBJS)
	$(call msg,AR,$@)$(AR) rcs $@ $^

$(O)/rules/%.o: rules/%.c
	@mkdir -p $(dir $@)
	$(call msg,CC,$@)$(CC) $(ALL_CFLAGS) -c $< -o $@

$(O)/infer/%.o: infer/%.c
	@mkdir -p $(dir $@)
	$(call msg,CC,$@)$(CC) $(ALL_CFLAGS) -Iinfer -c $< -o $@

$(O)/tools/%.o: tools/%.c
	@mkdir -p $(dir $@)
	$(call msg,CC,$@)$(CC) $(ALL_CFLAGS) -I. -Iinfer -Itools -Iclang -c $< -o $@

$(O)/pahole/%.o: pahole/%.c
	@mkdir -p $(dir $@)
	$(call msg,CC,$@)$(CC) $(ALL_CFLAGS) -Itools -c $< -o $@

$(O)/clang/%.o: clang/%.c
	@mkdir -p $(dir $@)
	$(call msg,CC,$@)$(CC) $(ALL_CFLAGS) -Itools -Iclang -I$(CLANG_INC) -c $< -o $@

$(O)/plugin/%.o: plugin/%.cc
	@mkdir -p $(dir $@)
	$(call msg,CXX,$@)$(PLUGIN_CXX) $(ALL_PLUGIN_CXXFLAGS) -c $< -o $@

# Linked against the archive so only the rules the plugin uses come in, and
# to a temporary name first so a test running during a rebuild never loads
# half a file.
#
# Linked by the C driver: g++ would add libstdc++.so, which dlopen then maps,
# relocates and initialises in every compile (4 M instructions, +7% on a
# small unit).  The plugin needs nothing from it that cc1 does not export
# (operator new/delete).  plugin/exports.map exports plugin_init only.
$(O)/cachelint.so: $(PLUGIN_OBJS) $(O)/libinfer.a $(O)/librules.a plugin/exports.map
	$(call msg,LD,$@)$(PLUGIN_CC) -shared -fPIC -Wl,--version-script=plugin/exports.map -o $@.tmp $(PLUGIN_OBJS) $(O)/libinfer.a $(O)/librules.a && mv -f $@.tmp $@

$(O)/cachelint: $(TOOLS_OBJS) $(O)/libinfer.a $(O)/librules.a
	$(call msg,LD,$@)$(CC) -o $@.tmp $(TOOLS_OBJS) $(O)/libinfer.a $(O)/librules.a -ldw -lelf -lpthread -lm && mv -f $@.tmp $@

# The libclang front end, exec'd by `cachelint check`.
$(O)/cachelint-check: $(CLANG_OBJS) $(O)/librules.a
	$(call msg,LD,$@)$(CC) -o $@.tmp $(CLANG_OBJS) $(O)/librules.a -L$(CLANG_LIB) -Wl,-rpath,$(CLANG_LIB) -lclang -lpthread -lm && mv -f $@.tmp $@

deps:
	$(Q)bash scripts/deps.sh

# demo and check first install what is missing (Debian), then build in a
# fresh make, so that llvm-config and the plugin folder are looked up after
# the packages are there.
demo:
	$(Q)bash scripts/deps.sh
	$(Q)$(MAKE) --no-print-directory all
	$(Q)bash scripts/demo.sh

check:
	$(Q)bash scripts/deps.sh
	$(Q)$(MAKE) --no-print-directory all
	$(Q)bash tests/run-all.sh

# Every benchmark of bench/ (hours: each target is listed in BENCHMARKS.md)
bench: bench-plugin-overhead bench-merge bench-clang bench-infer bench-kernel-objects

clean:
	$(call msg,CLEAN,$(O))rm -rf $(O)

.PHONY: all deps demo check bench clean fuzz kernel-check
-include $(wildcard mk/*.mk)
-include $(RULES_OBJS:.o=.d) $(INFER_OBJS:.o=.d) $(PLUGIN_OBJS:.o=.d) $(TOOLS_OBJS:.o=.d) $(CLANG_OBJS:.o=.d)
