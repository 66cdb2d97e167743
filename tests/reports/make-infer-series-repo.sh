#!/usr/bin/env bash
# Builds the synthetic project of the series tests with inferred roles: the
# same kind of program as make-series-repo.sh, without a single annotation.
#   base                                     the rx path reads the ring mask
#                                            in two functions (READ_ONCE)
#   1. "rx: count dropped packets"           an atomic drop counter next to
#                                            the mask: false sharing, which
#                                            only the code tells
#   2. "rx: give the drop counter its own cache line"
#                                            the fix, by alignment
# usage: make-infer-series-repo.sh DIR
set -eu
dir=$1
# shellcheck source=series-repo-lib.sh
. "$(dirname "$0")/series-repo-lib.sh"
series_repo_init "$dir" "queue.h" "-lpthread"

write_queue_h() {	# the members after the ring
	cat > queue.h <<H
#ifndef QUEUE_H
#define QUEUE_H
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))

struct rx_queue {
	unsigned int mask;	/* ring size - 1, read for every packet */
	unsigned int size;
	void **ring;
$1};

void queue_init(struct rx_queue *q, unsigned int size);
unsigned long queue_poll(struct rx_queue *q, unsigned long n);
void *queue_peek(struct rx_queue *q, unsigned long i);
void queue_drop(struct rx_queue *q);
#endif
H
}

write_queue_h ""
queue_c_init > queue.c
cat >> queue.c <<'C'

unsigned long queue_poll(struct rx_queue *q, unsigned long n)
{
	unsigned long seen = 0;

	for (unsigned long i = 0; i < n; i++)
		seen += q->ring[i & READ_ONCE(q->mask)] != NULL;
	return seen;
}

void *queue_peek(struct rx_queue *q, unsigned long i)
{
	return q->ring[i & READ_ONCE(q->mask)];
}

void queue_drop(struct rx_queue *q)
{
	(void)q;
}
C
cat > main.c <<'C'
#include <pthread.h>
#include <stdio.h>
#include "queue.h"

static struct rx_queue queue;

/* the receive path and the overload path run on different CPUs */
static void *rx(void *arg)
{
	(void)arg;
	printf("%lu %p\n", queue_poll(&queue, 1000), queue_peek(&queue, 3));
	return NULL;
}

static void *overload(void *arg)
{
	(void)arg;
	queue_drop(&queue);
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	queue_init(&queue, 256);
	pthread_create(&a, NULL, rx, NULL);
	pthread_create(&b, NULL, overload, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	return 0;
}
C
git add -A
git commit -q -m "demo: initial import"
git tag base

write_queue_h "	unsigned long dropped;	/* bumped by every CPU on overload */
"
cat > drop.sed <<'SED'
/^void queue_drop/,/^}/c\
void queue_drop(struct rx_queue *q)\
{\
	__atomic_fetch_add(&q->dropped, 1, __ATOMIC_RELAXED);\
}
SED
sed -i -f drop.sed queue.c
rm drop.sed
git commit -q -am "rx: count dropped packets"

write_queue_h "	/* written by every CPU: keep it off the line of the ring mask */
	unsigned long dropped __attribute__((aligned(64)));
"
git commit -q -am "rx: give the drop counter its own cache line"
