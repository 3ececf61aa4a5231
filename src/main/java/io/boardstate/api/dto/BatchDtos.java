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
    @Schema(name = "MatchTags")
    public record MatchTags(String tournament, String round, String table) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BatchPlayer")
    public record BatchPlayer(String name, String externalPlayerId, Dtos.BotRequest bot) {}

    @Schema(name = "BatchMatchRequest")
    public record BatchMatchRequest(
            String ruleset,
            List<BatchPlayer> players,
            Map<String, JsonNode> options,
            Long seed,
            ClockRequest clock,

            @Schema(enumeration = {"forfeit", "pause", "auto", "zombie"})
            String absentPolicy,

            MatchTags tags,
            Dtos.SpectatorDelayBody spectatorDelay,
            Dtos.ZombieRequest zombie,
            Dtos.BotRequest absentBot,
            Boolean allowHints) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "MatchBatchRequest")
    public record MatchBatchRequest(
            List<BatchMatchRequest> matches,
            Boolean uniqueTables,

            @Schema(type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING, format = "date-time")
            String startClocksAt) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BatchSeat")
    public record BatchSeat(
            int seat,
            String name,
            String externalPlayerId,
            String token,

            @Schema(description = "The computer player that holds the seat; absent for a person")
            Dtos.BotRequest bot) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BatchMatch")
    public record BatchMatch(
            UUID id,
            String ruleset,
            long version,
            MatchTags tags,
            List<BatchSeat> seats,
            String commitment,
            List<Integer> toAct,
            Instant deadline) {}

    @Schema(name = "MatchBatch")
    public record MatchBatch(
            List<BatchMatch> matches,
            // required in code too: SmallRye then writes the type beside the reference, as published
            @Schema(required = true) Instant createdAt) {}
}
