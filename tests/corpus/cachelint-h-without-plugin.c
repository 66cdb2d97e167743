/* Annotated code builds warning-free without the plugin (the macros are empty). */
#include "cachelint.h"

struct __cachelint_ignore quiet { long a __write_hot; };

struct net_stats {
	long rx_packets __hot_group(rx);
	long tx_packets __hot_group(tx);
	const void *ops __read_hot;
};
/*
 * check-name: include/cachelint.h without the plugin: no warning under -Wall -Wextra -Werror
 * check-frontends: gcc
 * check-command: $cc -I../../include -std=gnu11 -Wall -Wextra -Werror -pedantic -fsyntax-only $file
 */
