/** Plumbing with no match concepts: engine types to and from JSON, tokens and hashes, the polling thread. */
package io.boardstate.match.support;
