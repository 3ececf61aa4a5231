package io.boardstate.api.http;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** If-None-Match parsing: RFC 9110 §8.8.3 entity-tag lists, weak comparison (§8.8.3.2), {@code *}. */
class ConditionalTest {
    @Test
    void matchesTheTagWeaklyInAList() {
        assertTrue(Conditional.matches("\"7\"", "7"));
        assertTrue(Conditional.matches("W/\"7\"", "7"));
        assertTrue(Conditional.matches("\"1\",\"7\"", "7"));
        assertTrue(Conditional.matches("  \"1\" ,\tW/\"7\" , ", "7"));
        assertTrue(Conditional.matches("*", "7"));
        assertTrue(Conditional.matches(" * ", "7"));
        assertTrue(Conditional.matches("\"a,b\", \"7\"", "7"), "a comma inside a tag is part of it");
    }

    @Test
    void anythingElseIsNoMatch() {
        assertFalse(Conditional.matches(null, "7"));
        assertFalse(Conditional.matches("", "7"));
        assertFalse(Conditional.matches("\"77\"", "7"));
        assertFalse(Conditional.matches("7", "7"), "an unquoted tag is malformed: the header is ignored");
        assertFalse(Conditional.matches("w/\"7\"", "7"), "W/ is case-sensitive");
        assertFalse(Conditional.matches("\"7", "7"));
        assertFalse(Conditional.matches("\"7\" \"8\"", "7"), "tags are separated by commas");
        assertFalse(Conditional.matches("\"7\", *", "7"), "* stands alone");
        assertFalse(Conditional.matches("\"a,b\"", "a"));
    }
}
