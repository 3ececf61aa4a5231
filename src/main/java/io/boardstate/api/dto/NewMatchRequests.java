package io.boardstate.api.dto;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.api.dto.BatchDtos.BatchMatchRequest;
import io.boardstate.api.dto.Dtos.CreateMatchRequest;
import io.boardstate.api.dto.Dtos.PlayerRequest;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.SpectatorDelay;
import io.boardstate.match.support.EngineCodec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A create-match body as the match layer takes it: one set of checks for {@code POST /v1/matches}
 * and for each match of a batch, which differ only in how a refusal names the match.
 */
public final class NewMatchRequests {
    private NewMatchRequests() {}

    /** {@code invalid} turns a refusal's detail into the problem to throw. */
    public static NewMatch.Request from(CreateMatchRequest request, Function<String, ApiProblem> invalid) {
        return from(request, invalid, UnaryOperator.identity());
    }

    /**
     * {@code invalid} turns a malformed request's detail into the problem to throw; {@code mark}
     * adds to a 422 refusal what names the match (a batch's {@code index}).
     */
    public static NewMatch.Request from(
            CreateMatchRequest request, Function<String, ApiProblem> invalid, UnaryOperator<ApiProblem> mark) {
        List<String> names = null;
        List<String> externalIds = null;
        List<String> bots = null;
        if (request.players() != null) {
            bots = new ArrayList<>();
            names = new ArrayList<>();
            externalIds = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < request.players().size(); i++) {
                PlayerRequest player = request.players().get(i);
                if (player == null) throw invalid.apply("Each player must be an object.");
                text(invalid, "A player name", player.name());
                text(invalid, "An externalPlayerId", player.externalPlayerId());
                String seat = "players[" + i + "]";
                if (player.name() != null && player.name().isBlank())
                    throw mark.apply(unprocessable(
                            "INVALID_PLAYER_NAME",
                            "A player name has at least one visible character; omit it for the default name.",
                            seat + ".name"));
                if (player.externalPlayerId() != null
                        && player.externalPlayerId().isBlank())
                    throw mark.apply(unprocessable(
                            "INVALID_EXTERNAL_PLAYER_ID",
                            "An externalPlayerId has at least one visible character; omit it when there is none.",
                            seat + ".externalPlayerId"));
                if (player.externalPlayerId() != null && !seen.add(player.externalPlayerId()))
                    throw mark.apply(unprocessable(
                                    "DUPLICATE_EXTERNAL_PLAYER_ID",
                                    "The externalPlayerId '" + player.externalPlayerId()
                                            + "' holds two seats of this match; a player holds at most one.",
                                    seat + ".externalPlayerId")
                            .with("externalPlayerId", player.externalPlayerId()));
                names.add(player.name());
                externalIds.add(player.externalPlayerId());
                bots.add(botLevel(invalid, mark, player.bot(), seat + ".bot.level"));
            }
        }
        NewMatch.Tags tags = NewMatch.Tags.NONE;
        if (request.tags() != null) {
            text(invalid, "The tag tournament", request.tags().tournament());
            text(invalid, "The tag round", request.tags().round());
            text(invalid, "The tag table", request.tags().table());
            tags = new NewMatch.Tags(
                    request.tags().tournament(),
                    request.tags().round(),
                    request.tags().table());
        }
        JsonNode options = request.options() == null ? null : EngineCodec.MAPPER.valueToTree(request.options());
        MatchControl.Clock clock = request.clock() == null
                ? null
                : new MatchControl.Clock(
                        request.clock().type(),
                        request.clock().initialSeconds(),
                        request.clock().incrementSeconds(),
                        request.clock().secondsPerTurn());
        return new NewMatch.Request(
                request.ruleset(),
                names,
                options,
                request.seed(),
                clock,
                request.absentPolicy(),
                externalIds,
                tags,
                delay(invalid, request.spectatorDelay()),
                zombie(request.zombie()),
                startClocksAt(invalid, request.startClocksAt()),
                new NewMatch.Bots(
                        bots,
                        request.absentBot() == null
                                ? null
                                : botLevel(invalid, mark, request.absentBot(), "absentBot.level"),
                        Boolean.TRUE.equals(request.allowHints())));
    }

    /** A seat's bot level (its value is the match layer's to judge); null for a person. */
    private static String botLevel(
            Function<String, ApiProblem> invalid, UnaryOperator<ApiProblem> mark, Dtos.BotRequest bot, String field) {
        if (bot == null) return null;
        if (bot.level() == null)
            throw mark.apply(
                    new ApiProblem(422, "INVALID_BOT", "Invalid bot", "A bot needs a level: easy, medium or hard.")
                            .with("field", field));
        text(invalid, "A bot's level", bot.level());
        return bot.level();
    }

    /** An RFC 3339 time with its offset; whether it lies ahead is the match layer's to judge. */
    static java.time.Instant startClocksAt(Function<String, ApiProblem> invalid, String value) {
        return rfc3339(value, () -> invalid.apply("startClocksAt must be an RFC 3339 time, e.g. 2026-05-01T09:00:00Z.")
                .with("field", "startClocksAt"));
    }

    /**
     * A time as requests send it, RFC 3339 with its offset (e.g. 2026-05-01T09:00:00Z): null when
     * absent, {@code refused} for any other text.
     */
    public static java.time.Instant rfc3339(String value, Supplier<ApiProblem> refused) {
        if (value == null) return null;
        try {
            return java.time.OffsetDateTime.parse(value).toInstant();
        } catch (java.time.format.DateTimeParseException e) {
            throw refused.get();
        }
    }

    /** The zombie policy's settings, with their defaults (leave at the first timeout, and on resigning). */
    private static MatchControl.ZombieOptions zombie(Dtos.ZombieRequest body) {
        if (body == null) return null;
        return new MatchControl.ZombieOptions(
                body.afterTimeouts() == null ? 1 : body.afterTimeouts(), body.onResign() == null || body.onResign());
    }

    /** The spectator delay: whole numbers from 0 to sane maxima; null when it delays nothing. */
    private static SpectatorDelay delay(Function<String, ApiProblem> invalid, Dtos.SpectatorDelayBody body) {
        if (body == null) return null;
        Integer versions = body.versions();
        Integer seconds = body.seconds();
        if (versions != null && (versions < 0 || versions > SpectatorDelay.MAX_VERSIONS))
            throw invalid.apply("spectatorDelay.versions runs from 0 to " + SpectatorDelay.MAX_VERSIONS + ".");
        if (seconds != null && (seconds < 0 || seconds > SpectatorDelay.MAX_SECONDS))
            throw invalid.apply("spectatorDelay.seconds runs from 0 to " + SpectatorDelay.MAX_SECONDS + ".");
        return SpectatorDelay.of(versions, seconds);
    }

    /** A batch's match as the single body it stands for. */
    public static CreateMatchRequest single(BatchMatchRequest m, String startClocksAt) {
        List<PlayerRequest> players = m.players() == null
                ? null
                : m.players().stream()
                        .map(p -> p == null ? null : new PlayerRequest(p.name(), p.externalPlayerId(), p.bot()))
                        .toList();
        return new CreateMatchRequest(
                m.ruleset(),
                players,
                m.options(),
                m.seed(),
                m.clock(),
                m.absentPolicy(),
                m.tags(),
                m.spectatorDelay(),
                m.zombie(),
                startClocksAt,
                m.absentBot(),
                m.allowHints());
    }

    /** A player name, external id or tag: at most 100 characters, nothing Postgres cannot store. */
    private static void text(Function<String, ApiProblem> invalid, String what, String value) {
        if (value == null) return;
        if (value.length() > 100) throw invalid.apply(what + " has at most 100 characters.");
        if (!storable(value))
            throw invalid.apply(what + " may not contain control characters (such as NUL) or unpaired surrogates.");
    }

    /** Text Postgres stores as it is: no C0 control character, no DEL, no unpaired surrogate. */
    public static boolean storable(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7f) return false;
            if (Character.isHighSurrogate(c)) {
                if (i + 1 == text.length() || !Character.isLowSurrogate(text.charAt(i + 1))) return false;
                i++;
            } else if (Character.isLowSurrogate(c)) return false;
        }
        return true;
    }

    /** A player the match cannot be set up with (422), the member at fault named in {@code field}. */
    private static ApiProblem unprocessable(String code, String detail, String field) {
        return new ApiProblem(422, code, "Unprocessable request", detail).with("field", field);
    }
}
