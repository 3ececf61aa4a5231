/**
 * The games the service hosts, one package each, plus what they share: {@link
 * io.boardstate.games.DataFiles}, the strict Jackson reader of their data files.
 */
package io.boardstate.games;
