/**
 * Where a state comes from: this replica's near cache, Redis's sealed entries (version, checksum
 * and MAC on the first line), or the log in Postgres (snapshot plus events), which is the truth.
 */
package io.boardstate.match.state;
