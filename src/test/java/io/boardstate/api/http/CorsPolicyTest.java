package io.boardstate.api.http;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The configured origins: none by default, exact origins, or any; a typo stops the service. */
class CorsPolicyTest {
    @Test
    void byDefaultNoOriginIsAllowed() {
        CorsPolicy none = CorsPolicy.of(List.of());
        assertFalse(none.enabled());
        assertFalse(none.allows("https://app.example"));
        assertFalse(none.allows(null));
    }

    @Test
    void listedOriginsAreAllowedExactly() {
        CorsPolicy some = CorsPolicy.of(List.of(" https://app.example", "http://localhost:3000", "http://[::1]:8081"));
        assertTrue(some.allows("https://app.example"));
        assertTrue(some.allows("https://APP.example"));
        assertTrue(some.allows("http://localhost:3000"));
        assertTrue(some.allows("http://[::1]:8081"));
        assertFalse(some.allows("http://app.example"));
        assertFalse(some.allows("https://app.example:443x"));
        assertFalse(some.allows("https://sub.app.example"));
        assertFalse(some.allows("http://localhost:30000"));
        assertFalse(some.allows("null"));
    }

    @Test
    void aStarAllowsAny() {
        CorsPolicy any = CorsPolicy.of(List.of("*"));
        assertTrue(any.enabled());
        assertTrue(any.allows("https://anything.example"));
    }

    @Test
    void entriesThatAreNoOriginAreRefused() {
        for (String bad :
                List.of("app.example", "https://app.example/", "https://app.example/path", "ftp://x", "*.example"))
            assertThrows(IllegalStateException.class, () -> CorsPolicy.of(List.of(bad)), bad);
    }
}
