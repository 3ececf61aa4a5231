package io.boardstate.api.dto;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.SeatResult;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The request and response bodies of the public API. */
public final class Dtos {
    private Dtos() {}

    @Schema(name = "Player")
    public record PlayerRequest(String name, String externalPlayerId, BotRequest bot) {

        /** A person's seat. */
        public PlayerRequest(String name, String externalPlayerId) {
            this(name, externalPlayerId, null);
        }
    }

    @Schema(name = "Bot")
    public record BotRequest(
            @Schema(enumeration = {"easy", "medium", "hard"})
            String level) {
        /** The bot of that level, or null (no member in the answer) for a person's null level. */
        public static BotRequest of(String level) {
            return level == null ? null : new BotRequest(level);
        }
    }

    @Schema(name = "CreateMatchRequest")
    public record CreateMatchRequest(
            String ruleset,
            List<PlayerRequest> players,
            Map<String, JsonNode> options,
            Long seed,
            ClockRequest clock,

            @Schema(enumeration = {"forfeit", "pause", "auto", "zombie"})
            String absentPolicy,

            BatchDtos.MatchTags tags,
            SpectatorDelayBody spectatorDelay,
            ZombieRequest zombie,

            @Schema(type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING, format = "date-time")
            String startClocksAt,

            BotRequest absentBot,
            Boolean allowHints) {}

    @Schema(name = "ZombieSettings")
    public record ZombieRequest(Integer afterTimeouts, Boolean onResign) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "SpectatorDelay")
    public record SpectatorDelayBody(Integer versions, Integer seconds) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "ClockRequest")
    public record ClockRequest(
            @Schema(enumeration = {"none", "fischer", "deadline"})
            String type,

            Integer initialSeconds,
            Integer incrementSeconds,
            Integer secondsPerTurn) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Clock")
    public record ClockView(
            @Schema(enumeration = {"none", "fischer", "deadline"})
            String type,

            Integer initialSeconds,
            Integer incrementSeconds,
            Integer secondsPerTurn,

            @Schema(enumeration = {"forfeit", "pause", "auto", "zombie"})
            String absentPolicy,

            BotRequest absentBot,
            List<SeatClockView> seats,
            Instant deadline,
            Instant at,
            Integer pausedSeat,
            @Schema(enumeration = {"organizer", "admin"}) String pausedBy,
            Boolean aborted,
            Instant startsAt) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "SeatClock")
    public record SeatClockView(int seat, Long remainingMs, Instant deadline, boolean running) {}

    @Schema(name = "SeatCredential")
    public record SeatCredential(
            int seat,
            String name,
            String token,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @Schema(description = "The computer player that holds the seat; absent for a person")
            BotRequest bot) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "SeatInfo")
    public record SeatInfo(int seat, String name, BotRequest bot) {}

    @Schema(name = "CreatedMatch")
    public record CreatedMatch(MatchView match, List<SeatCredential> seats) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Match")
    public record MatchView(
            UUID id,
            String ruleset,
            Map<String, JsonNode> options,
            long version,
            boolean finished,
            List<SeatInfo> seats,
            List<Integer> toAct,
            @Schema(enumeration = {"seat", "spectator"}) String viewer,
            Integer seat,
            JsonNode state,
            List<SeatResult> result,
            Instant createdAt,
            Instant updatedAt,
            String boardId,
            String commitment,
            Long seed,
            String salt,
            boolean paused,
            ClockView clock,
            SpectatorDelayBody spectatorDelay,
            boolean allowHints) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Event")
    public record EventView(
            long version,
            String type,
            Integer seat,
            Instant at,
            JsonNode data,
            JsonNode command,
            ClockView clock,
            List<CoinChangeView> coins) {}

    @Schema(name = "CoinChange")
    public record CoinChangeView(
            int seat,
            @Schema(nullable = true) Integer amount,
            String reason,
            @JsonInclude(JsonInclude.Include.NON_NULL) String source) {}

    @Schema(name = "EventPage")
    public record EventPage(List<EventView> items, long nextAfter, boolean hasMore, long version) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "CommandResult")
    public record CommandResult(long version, List<EventView> events, MatchView match, LegalCommands legal) {

        public static final String ANSWER = "representation";

        /** Tells this answer from a CommandAck (Prefer: return=minimal) in a generated client. */
        @com.fasterxml.jackson.annotation.JsonProperty("answer")
        public String answer() {
            return ANSWER;
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "CommandAck")
    public record CommandAck(long version, boolean finished, List<Integer> toAct, LegalCommands legal) {

        public static final String ANSWER = "minimal";

        /** Tells this answer from a CommandResult in a generated client. */
        @com.fasterxml.jackson.annotation.JsonProperty("answer")
        public String answer() {
            return ANSWER;
        }
    }

    @Schema(name = "LegalCommands")
    public record LegalCommands(String ruleset, long version, int seat, List<JsonNode> commands) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "OptionSpec")
    public record OptionView(
            String name,

            @Schema(enumeration = {"boolean", "integer", "string"})
            String type,

            Object defaultValue,
            List<String> allowed,
            String description,
            Integer minimum,
            Integer maximum) {
        public static OptionView of(OptionSpec o) {
            return new OptionView(
                    o.name(), o.type(), o.defaultValue(), o.allowed(), o.description(), o.minimum(), o.maximum());
        }
    }

    @Schema(name = "Ruleset")
    public record RulesetView(
            String id,
            String name,
            int minSeats,
            int maxSeats,
            String description,
            List<OptionView> options,
            List<String> commandTypes,
            List<String> eventTypes) {}

    @Schema(name = "Hint")
    public record HintView(
            long version,
            int seat,

            @Schema(enumeration = {"easy", "medium", "hard"})
            String level,

            JsonNode command) {}
}
