# shellcheck shell=bash
# The scaffolding both synthetic series projects share: a git repository in
# DIR (the current folder afterwards) and a Makefile that passes
# $CACHELINT_CFLAGS to gcc.
# series_repo_init DIR "HEADERS" "LIBS": objects depend on HEADERS, the
# program links LIBS.
series_repo_init() {
	mkdir -p "$1"
	cd "$1"
	git init -q -b main .
	git config user.name "Series Author"
	git config user.email "author@example.org"
	cat > Makefile <<MK
CC ?= gcc
CFLAGS ?= -O2 -Wall
# cachelint-series puts the plugin's flags here; empty in a normal build
CACHELINT_CFLAGS ?=

demo: main.o queue.o
	\$(CC) -o \$@ main.o queue.o${3:+ $3}

%.o: %.c $2
	\$(CC) \$(CFLAGS) \$(CACHELINT_CFLAGS) -c \$< -o \$@

clean:
	rm -f demo *.o
MK
	printf 'demo\n*.o\n' > .gitignore
}

# The start of queue.c: struct rx_queue's mask, size and ring set up once.
queue_c_init() {
	cat <<'C'
#include <stdlib.h>
#include "queue.h"

void queue_init(struct rx_queue *q, unsigned int size)
{
	q->size = size;
	q->mask = size - 1;
	q->ring = calloc(size, sizeof(void *));
}
C
}
