package io.boardstate.match.view;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Board;
import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.ClockSight;
import io.boardstate.match.model.LegalMoves;
import io.boardstate.match.model.LoggedEvent;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.match.support.Tokens;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** What a viewer sees of a state or an event, as domain values (engine JSON inside). */
public final class Renderer {
    private Renderer() {}

    /** The caller's sight of {@code at}, the head: seed and salt shown if it is over. */
    @SuppressWarnings("unchecked")
    public static <S, C extends Command, E extends Event> Sight sight(
            Access access, EngineCodec<S, C, E> codec, LoadedState at, Instant updatedAt, MatchControl control) {
        boolean ended = codec.ruleset().isOver((S) at.state()) || control != null && control.over();
        return sight(access, codec, at, updatedAt, ended, control);
    }

    /**
     * The caller's sight of {@code at}; {@code ended}: the match has ended (at
     * this version or later), so its seed and salt are revealed. {@code control}: the match's control
     * at this version when it is the head (null for a past version): its clock, and a forfeit's end.
     */
    @SuppressWarnings("unchecked")
    public static <S, C extends Command, E extends Event> Sight sight(
            Access access,
            EngineCodec<S, C, E> codec,
            LoadedState at,
            Instant updatedAt,
            boolean ended,
            MatchControl control) {
        Ruleset<S, C, E> ruleset = codec.ruleset();
        S state = (S) at.state();
        long version = at.version();
        MatchMeta match = access.match();
        boolean forfeited = control != null && control.over();
        boolean paused = control != null && control.paused();
        return new Sight(
                match.id(),
                match.ruleset(),
                match.options(),
                version,
                ruleset.isOver(state) || forfeited,
                match.seats().stream()
                        .map(s -> new Sight.SeatName(s.seat(), s.name()))
                        .toList(),
                forfeited || paused ? List.of() : toAct(ruleset, state),
                access.seat(),
                at.renders().view(access.viewer(), () -> codec.toRawJson(ruleset.view(state, access.viewer()))),
                forfeited ? control.ended() : zombiesLast(ruleset.result(state).orElse(null), control),
                match.createdAt(),
                updatedAt,
                ruleset.board(state).map(Board::id).orElse(null),
                match.salt() == null ? null : Tokens.commitment(match.seed(), match.salt()),
                ended ? match.seed() : null,
                ended ? match.salt() : null,
                paused,
                control == null ? null : ClockSight.of(control, Instant.now()),
                match.delay(),
                control == null ? null : control.bots(),
                control != null && control.allowsHints());
    }

    /** The game's result with the seats that left under the zombie policy ranked last. */
    private static List<SeatResult> zombiesLast(List<SeatResult> result, MatchControl control) {
        return control == null ? result : SystemEvents.zombiesLast(result, control.zombieSeats());
    }

    public static <S> List<Integer> toAct(Ruleset<S, ?, ?> ruleset, S state) {
        return sorted(ruleset.seatsToAct(state));
    }

    public static List<Integer> sorted(Set<Integer> seats) {
        return seats.stream().sorted().toList();
    }

    /** The seat's legal commands at {@code at} (listed once per state and seat). */
    @SuppressWarnings("unchecked")
    public static <S, C extends Command, E extends Event> LegalMoves legal(
            EngineCodec<S, C, E> codec, LoadedState at, int seat) {
        return at.renders().legal(seat, () -> {
            List<JsonNode> commands = codec.ruleset().legalCommands((S) at.state(), seat).stream()
                    .map(codec::commandToJson)
                    .toList();
            return new LegalMoves(codec.ruleset().info().id(), at.version(), seat, commands);
        });
    }

    /**
     * An event as {@code viewer} may see it, given the match's current state; {@code command} (the
     * command that caused it, or null) is shown only once the match has ended, for every viewer;
     * {@code coins}: the coin changes folding it made (the ledger), redacted like the coins.
     */
    public static <S, C extends Command, E extends Event> LoggedEvent event(
            EngineCodec<S, C, E> codec,
            long version,
            Integer seat,
            Instant at,
            E event,
            List<CoinChange> coins,
            JsonNode command,
            Viewer viewer,
            S current,
            boolean ended) {
        Ruleset<S, C, E> ruleset = codec.ruleset();
        E visible = ruleset.redact(event, viewer, current);
        List<CoinChange> seen = new ArrayList<>(coins.size());
        for (CoinChange c : coins) seen.add(ruleset.redactCoins(c, viewer, current));
        return new LoggedEvent(
                version, codec.eventName(visible), seat, at, codec.eventPayload(visible), ended ? command : null, seen);
    }

    /** An event the service appended itself (a timeout, a resignation, a forfeit): public, as stored. */
    public static LoggedEvent systemEvent(long version, String type, Integer seat, Instant at, JsonNode data) {
        return new LoggedEvent(version, type, seat, at, data, null, List.of());
    }

    public static <S, C extends Command, E extends Event> List<LoggedEvent> events(
            EngineCodec<S, C, E> codec,
            long fromVersion,
            Integer seat,
            Instant at,
            List<E> events,
            List<List<CoinChange>> coins,
            JsonNode command,
            Viewer viewer,
            S current) {
        List<LoggedEvent> out = new ArrayList<>(events.size());
        for (int i = 0; i < events.size(); i++)
            out.add(event(
                    codec,
                    fromVersion + i + 1,
                    seat,
                    at,
                    events.get(i),
                    coins.get(i),
                    i == 0 ? command : null,
                    viewer,
                    current,
                    codec.ruleset().isOver(current)));
        return out;
    }
}
