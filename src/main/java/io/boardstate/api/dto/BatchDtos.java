package io.boardstate.api.dto;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.api.dto.Dtos.ClockRequest;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Bodies of bulk creation (POST /v1/match-batches). */
public final class BatchDtos {
    private BatchDtos() {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "MatchTags", description = "An organizer's tags of a match (each at most 100 characters).")
    public record MatchTags(
            @Schema(examples = "spring-open-2026") String tournament,
            @Schema(examples = "3") String round,
            @Schema(examples = "12") String table) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BatchPlayer", description = "A player of a batch's match, with the organizer's id for them.")
    public record BatchPlayer(
            @Schema(description = "Display name (at most 100 characters)", examples = "Ada")
            String name,

            @Schema(
                    description = "The organizer's id of the player (at most 100 characters)",
                    examples = "fide-4100018")
            String externalPlayerId,

            @Schema(description = "Makes the seat a computer player, as in POST /v1/matches. Omit for a person.")
            Dtos.BotRequest bot) {}

    @Schema(name = "BatchMatchRequest", description = "One match of a batch: what POST /v1/matches takes, and tags.")
    public record BatchMatchRequest(
            @Schema(required = true, examples = "smallworld")
            String ruleset,

            @Schema(required = true, description = "The players, one per seat, in turn order")
            List<BatchPlayer> players,

            @Schema(description = "Ruleset options by name; omitted options take their defaults")
            Map<String, JsonNode> options,

            @Schema(description = "Seed for every random outcome of the match; random when omitted")
            Long seed,

            @Schema(description = "The match's time control; no clock when omitted")
            ClockRequest clock,

            @Schema(
                    description = "`forfeit` (default), `pause`, `auto` or `zombie`: see POST /v1/matches",
                    enumeration = {"forfeit", "pause", "auto", "zombie"})
            String absentPolicy,

            MatchTags tags,

            @Schema(description = "Spectators see the match this far behind: see POST /v1/matches")
            Dtos.SpectatorDelayBody spectatorDelay,

            @Schema(description = "The zombie policy's settings: see POST /v1/matches")
            Dtos.ZombieRequest zombie,

            @Schema(description = "As in POST /v1/matches: the bot that plays absent seats' turns")
            Dtos.BotRequest absentBot,

            @Schema(description = "As in POST /v1/matches: whether seats may ask for hints (default false)")
            Boolean allowHints) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "MatchBatchRequest", description = "1 to 500 matches, created together or not at all.")
    public record MatchBatchRequest(
            @Schema(required = true, minItems = 1, maxItems = 500)
            List<BatchMatchRequest> matches,

            @Schema(
                    description = "true: no two matches of the organizer share a (tournament, round, table); a"
                            + " batch that would repeat one is refused whole (409 TABLE_TAKEN with the match that"
                            + " holds it, or 422 DUPLICATE_TABLE within the batch). Matches without all three tags"
                            + " are not checked. Default false.")
            Boolean uniqueTables,

            @Schema(
                    description = "A scheduled start of every match of the batch (RFC 3339, after now, at most 366"
                            + " days ahead): until then no clock runs and commands get 409 NOT_STARTED. Omitted: the"
                            + " matches start at once",
                    type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING,
                    format = "date-time",
                    examples = "2026-05-01T09:00:00Z")
            String startClocksAt) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BatchSeat", description = "A seat of a batch's match and its secret token.")
    public record BatchSeat(
            @Schema(required = true) int seat,
            String name,
            String externalPlayerId,

            @Schema(
                    description = "Send as `Authorization: Bearer <token>` to act as this seat. Always present, except"
                            + " on a replay (Idempotency-Key) by another API key of the organizer than the one that"
                            + " created the batch: tokens are derived from that key's secret, which is never stored")
            String token) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BatchMatch", description = "A match of the batch.")
    public record BatchMatch(
            @Schema(required = true) UUID id,
            @Schema(required = true) String ruleset,

            @Schema(required = true, description = "The match's version when this answer was made (its ETag)")
            long version,

            MatchTags tags,
            @Schema(required = true) List<BatchSeat> seats,

            @Schema(
                    description = "The commitment to the match's seed (see GET /v1/matches/{matchId}); absent for"
                            + " matches stored before commitments were kept",
                    examples = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")
            String commitment,

            @Schema(required = true, description = "The seats to act now (empty once the match is over)")
            List<Integer> toAct,

            @Schema(description = "The earliest deadline of a running clock; absent when none runs")
            Instant deadline) {}

    @Schema(name = "MatchBatch", description = "The batch's matches in request order, with every seat token.")
    public record MatchBatch(
            @Schema(required = true) List<BatchMatch> matches,
            @Schema(required = true) Instant createdAt) {}
}
