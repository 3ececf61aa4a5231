package io.boardstate.match.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.boardstate.engine.Viewer;
import io.boardstate.match.model.LegalMoves;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A state's renders are made once per viewer (and legal list once per seat), never shared across viewers. */
class RenderMemoTest {
    private final RenderMemo renders = new RenderMemo();
    private final AtomicInteger made = new AtomicInteger();

    private JsonNode render(String what) {
        made.incrementAndGet();
        return JsonNodeFactory.instance.textNode(what);
    }

    @Test
    void eachViewerGetsItsOwnViewMadeOnce() {
        JsonNode seat0 = renders.view(Viewer.seat(0), () -> render("seat 0"));
        assertSame(seat0, renders.view(Viewer.seat(0), () -> render("again")));
        JsonNode seat1 = renders.view(Viewer.seat(1), () -> render("seat 1"));
        JsonNode spectator = renders.view(Viewer.spectator(), () -> render("spectator"));
        assertEquals("seat 1", seat1.asText());
        assertEquals("spectator", spectator.asText());
        assertNotSame(seat0, seat1);
        assertEquals(3, made.get());
    }

    @Test
    void legalListsAreKeptPerSeat() {
        LegalMoves zero = renders.legal(0, () -> new LegalMoves("tictactoe", 4, 0, List.of()));
        assertSame(zero, renders.legal(0, () -> new LegalMoves("tictactoe", 4, 0, List.of())));
        assertEquals(
                1,
                renders.legal(1, () -> new LegalMoves("tictactoe", 4, 1, List.of()))
                        .seat());
    }
}
