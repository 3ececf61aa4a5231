/**
 * The games the service hosts, one package each, plus what they share: {@link
 * io.boardstate.games.DataFiles}, the strict Jackson reader of their data files, and {@link
 * io.boardstate.games.Copyable}, the start of their states' deep copies.
 */
package io.boardstate.games;
