package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Every command a seat may submit at a version (ruleset JSON), with the ruleset that reads them. */
public record LegalMoves(String ruleset, long version, int seat, List<JsonNode> commands) {}
