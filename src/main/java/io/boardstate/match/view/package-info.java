/** What a viewer is shown of a state or an event, and what a delayed spectator may see yet. */
package io.boardstate.match.view;
