package io.boardstate.match.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.games.smallworld.underground.SmallWorldUnderground;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * docs/adr/0004-stored-format-evolution.md: what the service stored itself (states, events) is
 * read past members it does not know, which a newer release may have added during a rolling
 * upgrade; what comes in through the API (a command) still refuses them.
 */
class StoredFormatToleranceTest {
    @SuppressWarnings("unchecked")
    private final EngineCodec<Object, Command, Event> codec =
            new EngineCodec<>((Ruleset<Object, Command, Event>) (Ruleset<?, ?, ?>) new SmallWorldUnderground());

    @Test
    void aStoredStateOrEventWithAMemberOfANewerReleaseIsRead() throws Exception {
        var opening = (Decision.Accepted<Event>) codec.ruleset().setup(new MatchSetup(3, Map.of()), Rng.of(7));
        Event first = opening.events().getFirst();
        Object state = codec.ruleset().apply(null, first);
        String json = codec.stateToJson(state);

        ObjectNode newer = (ObjectNode) EngineCodec.MAPPER.readTree(json);
        newer.put("memberOfANewerRelease", 3);
        ((ObjectNode) newer.get("edition")).putObject("anotherOne").put("x", true);
        assertEquals(json, codec.stateToJson(codec.stateFromJson(newer.toString())), "the rest read as it was");

        ObjectNode event = (ObjectNode) codec.eventPayload(first);
        event.put("memberOfANewerRelease", "x");
        assertEquals(first, codec.eventFromJson(codec.eventName(first), event));
    }

    @Test
    void aCommandWithAnUnknownMemberIsStillRefused() {
        ObjectNode command = EngineCodec.MAPPER.createObjectNode().put("type", "finishRedeploy");
        command.put("memberOfANewerRelease", 1);
        assertThrows(EngineCodec.MalformedCommandException.class, () -> codec.commandFromJson(command));
    }
}
