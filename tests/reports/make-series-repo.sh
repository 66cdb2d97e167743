#!/usr/bin/env bash
# Builds the synthetic project of the series tests: a small C program with a
# Makefile that passes $CACHELINT_CFLAGS to gcc, a base commit, and a
# three-commit series on top of it:
#   1. "rx: add a queue index"               a cold field, no finding
#   2. "rx: count dropped packets"           a write-hot counter on the line of
#                                            the read-hot ring mask: false sharing
#   3. "rx: give the drop counter its own cache line"
#                                            the fix, by alignment: struct
#                                            rx_queue grows 32 -> 128 bytes and
#                                            struct port (8 queues) 264 -> 1088
# usage: make-series-repo.sh DIR CACHELINT_H
set -eu
dir=$1 header=$2
# shellcheck source=series-repo-lib.sh
. "$(dirname "$0")/series-repo-lib.sh"
header=$(cd "$(dirname "$header")" && pwd)/$(basename "$header")
series_repo_init "$dir" "queue.h cachelint.h" ""
cp "$header" cachelint.h

write_queue_h() {	# the body of struct rx_queue
	cat > queue.h <<H
#ifndef QUEUE_H
#define QUEUE_H
#include "cachelint.h"

struct rx_queue {
	unsigned int mask __read_hot;	/* ring size - 1, read for every packet */
	unsigned int size __read_hot;
	void *ring;
$1};

struct port {
	struct rx_queue queues[8];
	int id;
};

void queue_init(struct rx_queue *q, unsigned int size);
unsigned long queue_poll(struct rx_queue *q);
#endif
H
}

write_queue_h ""
queue_c_init > queue.c
cat >> queue.c <<'C'

unsigned long queue_poll(struct rx_queue *q)
{
	return q->mask;
}
C
cat > main.c <<'C'
#include <stdio.h>
#include "queue.h"

static struct port port;

int main(void)
{
	for (int i = 0; i < 8; i++)
		queue_init(&port.queues[i], 256);
	printf("%lu %zu\n", queue_poll(&port.queues[0]), sizeof(port));
	return 0;
}
C
git add -A
git commit -q -m "demo: initial import"
git tag base

write_queue_h "	unsigned int index;	/* which queue of the port */
"
git commit -q -am "rx: add a queue index"

write_queue_h "	unsigned int index;	/* which queue of the port */
	unsigned long dropped __write_hot;	/* bumped by every CPU on overload */
"
git commit -q -am "rx: count dropped packets"

write_queue_h "	unsigned int index;	/* which queue of the port */
	/* written by every CPU: keep it off the line of the read-mostly fields */
	unsigned long dropped __write_hot __attribute__((aligned(64)));
"
git commit -q -am "rx: give the drop counter its own cache line"
