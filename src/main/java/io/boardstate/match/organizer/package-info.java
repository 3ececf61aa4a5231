/** An organizer's hand on its matches (pause, resume, abort, adjudicate) and its API keys. */
package io.boardstate.match.organizer;
