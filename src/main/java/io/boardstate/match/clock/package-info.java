/** Clocks: deadlines found by the timeout poller, resignations, absent turns, the clock options of a new match. */
package io.boardstate.match.clock;
