package io.boardstate.api.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** If-Match and If-None-Match values: RFC 9110 §8.8.3 entity tags, §13.1.1-2 lists and {@code *}. */
class EntityTagsTest {
    @Test
    void readsStarAndListsOfStrongAndWeakTags() {
        assertEquals(Optional.of(new EntityTags(true, List.of())), EntityTags.parse(" * "));
        assertEquals(
                Optional.of(
                        new EntityTags(false, List.of(new EntityTags.Tag("1", false), new EntityTags.Tag("7", true)))),
                EntityTags.parse("  \"1\" ,\tW/\"7\" , "));
        assertEquals(
                List.of(new EntityTags.Tag("a,b", false)),
                EntityTags.parse("\"a,b\"").orElseThrow().tags(),
                "a comma inside a tag is part of it");
        assertEquals(
                List.of(new EntityTags.Tag("", false)),
                EntityTags.parse("\"\"").orElseThrow().tags());
    }

    @Test
    void refusesWhatIsNoEntityTagList() {
        for (String malformed : List.of(
                "", " , ", "7", "w/\"7\"", "\"7", "\"7\" \"8\"", "\"7\", *", "\"a b\"", "\"a\u0001\"", "W/ \"7\""))
            assertEquals(Optional.empty(), EntityTags.parse(malformed), malformed);
        assertEquals(Optional.empty(), EntityTags.parse(null));
    }

    @Test
    void comparesWeaklyAndListsTheStrongTags() {
        assertTrue(EntityTags.parse("W/\"7\"").orElseThrow().matchesWeakly("7"));
        assertTrue(EntityTags.parse("*").orElseThrow().matchesWeakly("7"));
        assertEquals(List.of("12"), EntityTags.parse(" \"12\" ").orElseThrow().strongTags());
        assertEquals(
                List.of("12", "x"),
                EntityTags.parse("\"12\", W/\"13\", \"x\"").orElseThrow().strongTags());
        assertEquals(List.of(), EntityTags.parse("W/\"12\"").orElseThrow().strongTags());
        assertEquals(List.of(), EntityTags.parse("*").orElseThrow().strongTags());
    }
}
