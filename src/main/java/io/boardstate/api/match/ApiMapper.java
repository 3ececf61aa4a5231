package io.boardstate.api.match;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.api.dto.Dtos;
import io.boardstate.api.dto.Dtos.ClockView;
import io.boardstate.api.dto.Dtos.CoinChangeView;
import io.boardstate.api.dto.Dtos.CommandAck;
import io.boardstate.api.dto.Dtos.CommandResult;
import io.boardstate.api.dto.Dtos.CreatedMatch;
import io.boardstate.api.dto.Dtos.EventPage;
import io.boardstate.api.dto.Dtos.EventView;
import io.boardstate.api.dto.Dtos.LegalCommands;
import io.boardstate.api.dto.Dtos.MatchView;
import io.boardstate.api.dto.Dtos.SeatClockView;
import io.boardstate.api.dto.Dtos.SeatCredential;
import io.boardstate.api.dto.Dtos.SeatInfo;
import io.boardstate.match.command.SubmitOutcome;
import io.boardstate.match.model.ClockSight;
import io.boardstate.match.model.EventSlice;
import io.boardstate.match.model.LegalMoves;
import io.boardstate.match.model.LoggedEvent;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Sight;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The match layer's values as the API's response records. */
final class ApiMapper {
    private ApiMapper() {}

    static MatchView view(Sight s) {
        return new MatchView(
                s.id(),
                s.ruleset(),
                options(s.options()),
                s.version(),
                s.finished(),
                s.seats().stream()
                        .map(seat -> new SeatInfo(seat.seat(), seat.name(), bot(s.bots(), seat.seat())))
                        .toList(),
                s.toAct(),
                s.seat() == null ? "spectator" : "seat",
                s.seat(),
                s.state(),
                s.result(),
                s.createdAt(),
                s.updatedAt(),
                s.boardId(),
                s.commitment(),
                s.seed(),
                s.salt(),
                s.paused(),
                clock(s.clock()),
                s.spectatorDelay() == null
                        ? null
                        : new Dtos.SpectatorDelayBody(
                                s.spectatorDelay().versions(),
                                s.spectatorDelay().seconds()),
                s.allowsHints());
    }

    /** The seat's bot, or null when a person holds it. */
    /** The seat's bot from a match's levels by seat (none, or a null level: a person). */
    static Dtos.BotRequest bot(List<String> bots, int seat) {
        return bots == null || seat >= bots.size() ? null : Dtos.BotRequest.of(bots.get(seat));
    }

    static ClockView clock(ClockSight c) {
        if (c == null) return null;
        return new ClockView(
                c.type(),
                c.initialSeconds(),
                c.incrementSeconds(),
                c.secondsPerTurn(),
                c.absentPolicy(),
                Dtos.BotRequest.of(c.absentBot()),
                c.seats().stream()
                        .map(s -> new SeatClockView(s.seat(), s.remainingMs(), s.deadline(), s.running()))
                        .toList(),
                c.deadline(),
                c.at(),
                c.pausedSeat(),
                c.pausedBy(),
                c.aborted() ? true : null,
                c.startsAt());
    }

    private static Map<String, JsonNode> options(JsonNode options) {
        if (options == null) return null;
        Map<String, JsonNode> out = new LinkedHashMap<>();
        options.fields().forEachRemaining(f -> out.put(f.getKey(), f.getValue()));
        return out;
    }

    static CreatedMatch created(NewMatch created) {
        return new CreatedMatch(
                view(created.match()),
                created.seats().stream()
                        .map(t -> new SeatCredential(
                                t.seat(),
                                t.name(),
                                t.token(),
                                bot(created.match().bots(), t.seat())))
                        .toList());
    }

    static EventView event(LoggedEvent e) {
        return event(e, null);
    }

    static EventView event(LoggedEvent e, ClockSight clock) {
        return new EventView(
                e.version(),
                e.type(),
                e.seat(),
                e.at(),
                e.data(),
                e.command(),
                clock(clock),
                e.coins().isEmpty()
                        ? null
                        : e.coins().stream()
                                .map(c -> new CoinChangeView(c.seat(), c.amount(), c.reason(), c.source()))
                                .toList());
    }

    static EventPage page(EventSlice slice) {
        return new EventPage(
                slice.items().stream().map(ApiMapper::event).toList(),
                slice.nextAfter(),
                slice.hasMore(),
                slice.version());
    }

    static LegalCommands legal(LegalMoves legal) {
        return legal == null
                ? null
                : new LegalCommands(legal.ruleset(), legal.version(), legal.seat(), legal.commands());
    }

    /** The full result, or the minimal acknowledgement when the caller's view was not asked for. */
    static Object accepted(SubmitOutcome.Accepted a) {
        if (a.match() == null) return new CommandAck(a.version(), a.finished(), a.toAct(), legal(a.legal()));
        return new CommandResult(
                a.version(), a.events().stream().map(ApiMapper::event).toList(), view(a.match()), legal(a.legal()));
    }
}
