package io.boardstate.match;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Every command a seat may submit at a version (ruleset JSON). */
public record LegalMoves(long version, int seat, List<JsonNode> commands) {}
