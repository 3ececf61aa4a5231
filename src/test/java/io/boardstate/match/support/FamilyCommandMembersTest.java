package io.boardstate.match.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.match.model.RulesetRegistry;
import org.junit.jupiter.api.Test;

/**
 * The contract has one endTurn for Small World's editions (base's stoutDecline, Underground's
 * altarRegion): each edition reads the other's member sent as null as absent (generated SDKs such as
 * Python's write every declared member), and still refuses a value in it or any other member.
 */
class FamilyCommandMembersTest {
    private static final RulesetRegistry REGISTRY = new RulesetRegistry();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Object read(String ruleset, String body) throws Exception {
        return REGISTRY.require(ruleset).commandFromJson(JSON.readTree(body));
    }

    @Test
    void anotherEditionsMemberSentAsNullIsAbsent() throws Exception {
        assertEquals(
                read("smallworld", "{\"type\":\"endTurn\",\"stoutDecline\":false}"),
                read("smallworld", "{\"type\":\"endTurn\",\"stoutDecline\":false,\"altarRegion\":null}"));
        assertEquals(
                read("smallworld-underground", "{\"type\":\"endTurn\"}"),
                read("smallworld-underground", "{\"type\":\"endTurn\",\"stoutDecline\":null}"));
    }

    @Test
    void aValueInItOrAnUnknownMemberIsStillRefused() {
        assertThrows(
                EngineCodec.MalformedCommandException.class,
                () -> read("smallworld", "{\"type\":\"endTurn\",\"stoutDecline\":false,\"altarRegion\":3}"));
        assertThrows(
                EngineCodec.MalformedCommandException.class,
                () -> read("smallworld-underground", "{\"type\":\"endTurn\",\"stoutDecline\":true}"));
        assertThrows(
                EngineCodec.MalformedCommandException.class,
                () -> read("smallworld", "{\"type\":\"endTurn\",\"stoutDecline\":false,\"nonsense\":null}"));
        assertThrows(
                EngineCodec.MalformedCommandException.class,
                () -> read("great-fire-of-london-1666", "{\"type\":\"endActions\",\"altarRegion\":null}"));
    }
}
