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

    @Schema(name = "Player", description = "One player taking a seat; seats are numbered in list order from 0.")
    public record PlayerRequest(
            @Schema(description = "Display name (at most 100 characters)", examples = "Ada")
            String name,

            @Schema(
                    description = "The organizer's id of the player (at most 100 characters), shown in results",
                    examples = "fide-4100018")
            String externalPlayerId,

            @Schema(
                    description = "Makes the seat a computer player that plays its turns by itself as soon as it is"
                            + " to act, on any replica (each bot turn is logged as a `botTurn` event followed by"
                            + " its commands). A bot sees only what its seat may see. Omit for a person.")
            BotRequest bot) {
        /** A person's seat. */
        public PlayerRequest(String name, String externalPlayerId) {
            this(name, externalPlayerId, null);
        }
    }

    @Schema(name = "Bot", description = "A computer player's settings.")
    public record BotRequest(
            @Schema(
                    required = true,
                    enumeration = {"easy", "medium", "hard"},
                    description = "easy: a legal move at random; medium: the best move one step ahead by the game's"
                            + " evaluation; hard: a determinized Monte Carlo search (a few hundred playouts per"
                            + " move, each in a world its seat cannot tell from the real one).",
                    examples = "medium")
            String level) {}

    @Schema(name = "CreateMatchRequest", description = "A new match of one ruleset.")
    public record CreateMatchRequest(
            @Schema(required = true, description = "Ruleset id from GET /v1/rulesets", examples = "smallworld")
            String ruleset,

            @Schema(required = true, description = "The players, one per seat, in turn order")
            List<PlayerRequest> players,

            @Schema(
                    description =
                            "Ruleset options by name; omitted options take their defaults (see the ruleset's options)",
                    examples = "{}")
            Map<String, JsonNode> options,

            @Schema(
                    description =
                            "Seed for every random outcome of the match; random when omitted. The same seed and commands"
                                    + " replay the same match. A seed chosen by one client proves nothing to the other"
                                    + " players (the match still publishes a commitment to it).",
                    examples = "42")
            Long seed,

            @Schema(description = "The match's time control; no clock when omitted")
            ClockRequest clock,

            @Schema(
                    description = "What happens when a seat's time runs out: `forfeit` (default: the seat is out,"
                            + " ranked last, and the match ends), `pause` (the match refuses commands until an organizer resumes"
                            + " it) or `auto` (the game plays the seat's default command for its turn, and it"
                            + " plays on) or `zombie` (like `auto` until the seat's `zombie.afterTimeouts`-th"
                            + " timeout, or at once when it resigns: then the seat has left for good, is ranked"
                            + " last, and the service plays its turns while the others play on)",
                    enumeration = {"forfeit", "pause", "auto", "zombie"})
            String absentPolicy,

            @Schema(description = "The organizer's tags (tournament, round, table), for listings and results")
            BatchDtos.MatchTags tags,

            @Schema(
                    description = "Spectators see the match this far behind until it ends (broadcasts); none when"
                            + " omitted")
            SpectatorDelayBody spectatorDelay,

            @Schema(description = "The zombie policy's settings (only with `absentPolicy` `zombie`)")
            ZombieRequest zombie,

            @Schema(
                    description = "A scheduled start (RFC 3339, after now, at most 366 days ahead): until then no clock"
                            + " runs and commands get 409 NOT_STARTED (the legal list already shows the first"
                            + " moves); the view's `clock.startsAt` tells when. Omitted: the match starts at once",
                    type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.STRING,
                    format = "date-time",
                    examples = "2026-05-01T09:00:00Z")
            String startClocksAt,

            @Schema(
                    description = "Under `absentPolicy` `auto` or `zombie`: a computer player of this level plays"
                            + " an absent seat's turns instead of the game's default commands")
            BotRequest absentBot,

            @Schema(
                    description = "true: each seat may ask GET /v1/matches/{matchId}/hint for a suggested command"
                            + " (default false: no hints, as in a rated game)")
            Boolean allowHints) {}

    @Schema(name = "ZombieSettings", description = "When a seat leaves for good under the zombie policy.")
    public record ZombieRequest(
            @Schema(
                    description = "The seat leaves at this timeout (1 to 100; default 1); each earlier one plays its"
                            + " turn like `auto`",
                    minimum = "1",
                    maximum = "100")
            Integer afterTimeouts,

            @Schema(
                    description = "Whether a seat that resigns leaves (true, the default) rather than forfeits, which"
                            + " ends the match")
            Boolean onResign) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "SpectatorDelay",
            description = "How far behind the head spectators (callers without a seat token) see the match until it"
                    + " ends: the newest version at least `versions` versions behind the head and stored at least"
                    + " `seconds` ago (either or both; never before the setup). Seats are never delayed; once the"
                    + " match has ended, nothing is.")
    public record SpectatorDelayBody(
            @Schema(description = "Versions behind the head", minimum = "0", maximum = "10000", examples = "10")
            Integer versions,

            @Schema(description = "Seconds behind the head", minimum = "0", maximum = "86400", examples = "120")
            Integer seconds) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "ClockRequest",
            description = "A time control: `{\"type\":\"none\"}`; `{\"type\":\"fischer\",\"initialSeconds\":300,"
                    + "\"incrementSeconds\":5}` (time per seat, plus an increment after each of its commands);"
                    + " `{\"type\":\"deadline\",\"secondsPerTurn\":86400}` (correspondence: a fresh allowance"
                    + " each time the seat comes to act). Seconds run from 1 (0 for the increment) to 2592000.")
    public record ClockRequest(
            @Schema(
                    required = true,
                    enumeration = {"none", "fischer", "deadline"})
            String type,

            @Schema(description = "fischer: each seat's time at the start", minimum = "1", maximum = "2592000")
            Integer initialSeconds,

            @Schema(
                    description = "fischer: added after each command of the seat (default 0)",
                    minimum = "0",
                    maximum = "2592000")
            Integer incrementSeconds,

            @Schema(
                    description = "deadline: time a seat has from the moment it is to act",
                    minimum = "1",
                    maximum = "2592000")
            Integer secondsPerTurn) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "Clock",
            description = "The match's clock as of `at`, computed by the server from stored timestamps: each seat's"
                    + " time left and deadline while its clock runs (it is to act), the earliest deadline, the"
                    + " absent-player policy, and the seat whose timeout (or the organizer who) paused the match.")
    public record ClockView(
            @Schema(enumeration = {"none", "fischer", "deadline"})
            String type,

            Integer initialSeconds,
            Integer incrementSeconds,
            Integer secondsPerTurn,

            @Schema(enumeration = {"forfeit", "pause", "auto", "zombie"})
            String absentPolicy,

            List<SeatClockView> seats,

            @Schema(description = "The earliest deadline of a running clock; absent when none runs")
            Instant deadline,

            @Schema(description = "When these times were computed (server time)")
            Instant at,

            @Schema(description = "The seat whose time ran out and paused the match")
            Integer pausedSeat,

            @Schema(
                    description = "Who paused the match when an organizer did: `organizer` (its API key) or `admin`",
                    enumeration = {"organizer", "admin"})
            String pausedBy,

            @Schema(description = "True when an organizer aborted the match (it ended without standings)")
            Boolean aborted,

            @Schema(
                    description = "A scheduled match's start (`startClocksAt`) while it lies ahead: no clock runs and"
                            + " commands get 409 NOT_STARTED until then; absent once started")
            Instant startsAt) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "SeatClock", description = "One seat's clock.")
    public record SeatClockView(
            int seat,

            @Schema(description = "Milliseconds left (absent without a clock; for a deadline clock only while it runs)")
            Long remainingMs,

            @Schema(description = "When its time runs out, while its clock runs")
            Instant deadline,

            @Schema(description = "true while the seat is to act and its clock runs")
            boolean running) {}

    @Schema(
            name = "SeatCredential",
            description =
                    "A seat and its secret bearer token. The token is shown only once; the service keeps only its hash.")
    public record SeatCredential(
            int seat,
            String name,

            @Schema(description = "Send as `Authorization: Bearer <token>` to act as this seat")
            String token) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "SeatInfo")
    public record SeatInfo(
            int seat,
            @Schema(required = true) String name,

            @Schema(description = "The seat's computer player; absent when a person holds the seat")
            BotRequest bot) {}

    @Schema(name = "CreatedMatch", description = "The new match as a spectator sees it, and each seat's secret token.")
    public record CreatedMatch(MatchView match, List<SeatCredential> seats) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "Match",
            description =
                    "A match as one viewer may see it. `version` is the number of events stored; it is also the strong ETag.")
    public record MatchView(
            UUID id,
            String ruleset,

            @Schema(description = "The match's options, every one resolved (defaults filled in)")
            Map<String, JsonNode> options,

            long version,

            @Schema(description = "true once the game has ended")
            boolean finished,

            List<SeatInfo> seats,

            @Schema(description = "Seats that may submit a command now")
            List<Integer> toAct,

            @Schema(
                    description = "`seat` with a seat token, `spectator` without one",
                    enumeration = {"seat", "spectator"})
            String viewer,

            @Schema(description = "The caller's seat, when it is one")
            Integer seat,

            @Schema(
                    description =
                            "The game state as this viewer may see it (ruleset-specific shape; secrets of other seats are removed)")
            JsonNode state,

            @Schema(description = "Final standings, once finished")
            List<SeatResult> result,

            Instant createdAt,
            Instant updatedAt,

            @Schema(
                    description = "The board the match is played on: GET /v1/matches/{matchId}/board, or"
                            + " GET /v1/rulesets/{ruleset}/boards/{boardId}; absent when the game publishes none",
                    examples = "2-players")
            String boardId,

            @Schema(
                    description = "Commitment to the match's random seed, published from creation: lowercase hex"
                            + " SHA-256 of the UTF-8 string `<seed>:<salt>` (see the README, Verifying randomness);"
                            + " absent for matches created before commitments were kept",
                    examples = "070621e4acda8aec60709ce932f23852bc8114b104406c3d4e1c4dfe948989f9")
            String commitment,

            @Schema(
                    description = "The seed of every random outcome (a signed 64-bit integer), revealed once the"
                            + " match has ended; absent before",
                    examples = "-4962768465676381896")
            Long seed,

            @Schema(
                    description = "The commitment's secret salt (64 lowercase hex digits), revealed once the match"
                            + " has ended; absent before",
                    examples = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")
            String salt,

            @Schema(
                    description = "true while the match is paused (a seat's time ran out under the pause policy):"
                            + " commands get 409 MATCH_PAUSED")
            boolean paused,

            @Schema(description = "The match's clock now; absent for a past version")
            ClockView clock,

            @Schema(
                    description = "How far behind spectators see the match (absent: not delayed). A spectator's"
                            + " `version` is then the delayed head while the match runs")
            SpectatorDelayBody spectatorDelay) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "Event",
            description = "One event of the log, redacted for the caller. Besides the game's events, the service"
                    + " appends its own, public ones: `seatTimedOut` (seat, deadline, policy), `seatResigned` (seat),"
                    + " `seatForfeited` (seat, reason: timeout or resign), `matchPaused` (seat, reason) and"
                    + " `matchEnded` (reason, result).")
    public record EventView(
            long version,

            @Schema(description = "Event type name of the ruleset", examples = "Conquered")
            String type,

            @Schema(description = "Seat whose command caused it; absent for setup events")
            Integer seat,

            Instant at,

            @Schema(description = "Event fields (ruleset-specific)")
            JsonNode data,

            @Schema(
                    description = "The command that caused this event (as submitted, with `type`), on the first event"
                            + " of each command; shown only once the match has ended, to replay it")
            JsonNode command,

            @Schema(
                    description = "Live stream only, on the message of the head version: the match's clock as that"
                            + " message was sent")
            ClockView clock,

            @Schema(
                    description = "The coin ledger (docs/games/coin-ledger.md): every change of a seat's coins this"
                            + " event caused, in order; absent when it moved no coin. Amounts of coins the caller"
                            + " may not see are null until the match ends")
            List<CoinChangeView> coins) {}

    @Schema(
            name = "CoinChange",
            description = "One change of a seat's coins, beside the event that caused it (the coin ledger).")
    public record CoinChangeView(
            @Schema(required = true) int seat,

            @Schema(
                    required = true,
                    nullable = true,
                    description = "Coins won (negative: paid); null while that seat's coins are secret from the caller")
            Integer amount,

            @Schema(
                    required = true,
                    description = "Why: START, COMBO_PRICE, COMBO_COINS, TURN_SCORE, TOLL, TAKEN, BONUS, PLACE, RACE,"
                            + " CONQUEST_MODE")
            String reason,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @Schema(description = "What caused it: a race, power, Place, Relic or conquest mode id; absent when none")
            String source) {}

    @Schema(
            name = "EventPage",
            description = "A page of the event log. Fetch the next page with `after=nextAfter` while `hasMore`.")
    public record EventPage(List<EventView> items, long nextAfter, boolean hasMore, long version) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "CommandResult",
            description =
                    "The events the command caused and the match after it; with ?include=legal also the caller's next legal commands.")
    public record CommandResult(
            long version,
            List<EventView> events,
            MatchView match,

            @Schema(description = "The caller's legal commands after this one (only with ?include=legal)")
            LegalCommands legal) {
        public static final String ANSWER = "representation";

        /** Tells this answer from a CommandAck (Prefer: return=minimal) in a generated client. */
        @com.fasterxml.jackson.annotation.JsonProperty("answer")
        public String answer() {
            return ANSWER;
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "CommandAck",
            description =
                    "The minimal answer to an accepted command (request header Prefer: return=minimal): the new version, whether the match ended, who acts next; with ?include=legal also the caller's next legal commands.")
    public record CommandAck(
            long version,
            boolean finished,

            @Schema(description = "Seats that may submit a command now")
            List<Integer> toAct,

            @Schema(description = "The caller's legal commands after this one (only with ?include=legal)")
            LegalCommands legal) {
        public static final String ANSWER = "minimal";

        /** Tells this answer from a CommandResult in a generated client. */
        @com.fasterxml.jackson.annotation.JsonProperty("answer")
        public String answer() {
            return ANSWER;
        }
    }

    @Schema(
            name = "LegalCommands",
            description =
                    "Every command the caller's seat may submit at this version; empty when it is not the seat's turn.")
    public record LegalCommands(
            @Schema(description = "The match's ruleset: it says which game's commands these are")
            String ruleset,

            long version,
            int seat,
            List<JsonNode> commands) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "OptionSpec", description = "A match option of a ruleset: see POST /v1/matches `options`.")
    public record OptionView(
            @Schema(required = true) String name,

            @Schema(
                    required = true,
                    enumeration = {"boolean", "integer", "string"})
            String type,

            @Schema(description = "Taken when the request leaves the option out")
            Object defaultValue,

            @Schema(description = "The values a string option takes")
            List<String> allowed,

            String description,

            @Schema(description = "An integer option's least value")
            Integer minimum,

            @Schema(description = "An integer option's greatest value")
            Integer maximum) {
        public static OptionView of(OptionSpec o) {
            return new OptionView(
                    o.name(), o.type(), o.defaultValue(), o.allowed(), o.description(), o.minimum(), o.maximum());
        }
    }

    @Schema(name = "Ruleset", description = "A game this service hosts.")
    public record RulesetView(
            String id,
            String name,
            int minSeats,
            int maxSeats,
            String description,
            List<OptionView> options,

            @Schema(description = "Command `type` names this ruleset accepts")
            List<String> commandTypes,

            @Schema(description = "Event type names this ruleset stores")
            List<String> eventTypes) {}
}
