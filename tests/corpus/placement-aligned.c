/* Assumed to start on a line boundary: hits (56-63) and cfg (64-71) do not share. */
struct placed {
	char head[56];
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: default placement: fields on both sides of byte 64 do not share
 *
 * check-error-start
 * check-error-end
 */
