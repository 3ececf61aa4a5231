package io.boardstate.match.model;

/** The newest version of a match and whether the match is over (what a live stream reports). */
public record Head(long version, boolean finished) {}
