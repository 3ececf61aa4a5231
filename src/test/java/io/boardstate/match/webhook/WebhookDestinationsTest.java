package io.boardstate.match.webhook;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which destinations a webhook may reach: public addresses, and what the operator lists. */
class WebhookDestinationsTest {
    private static InetAddress at(String literal) throws Exception {
        return InetAddress.getByName(literal);
    }

    @Test
    void nonPublicAddressesAreRecognisedInEveryForm() throws Exception {
        for (String address : List.of(
                "127.0.0.1",
                "127.255.0.9",
                "10.1.2.3",
                "172.16.0.1",
                "172.31.255.255",
                "192.168.1.1",
                "169.254.169.254",
                "100.64.0.1",
                "100.127.255.254",
                "0.0.0.0",
                "224.0.0.251",
                "255.255.255.255",
                "::",
                "::1",
                "fe80::1",
                "fc00::1",
                "fd12:3456::1",
                "ff02::1",
                "::ffff:127.0.0.1",
                "::ffff:169.254.169.254",
                "::ffff:7f00:1",
                "64:ff9b::a9fe:a9fe",
                "2002:a00:1::1",
                "::10.0.0.1")) assertFalse(WebhookDestinations.isPublic(at(address)), address);
        for (String address :
                List.of("93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "64:ff9b::808:808"))
            assertTrue(WebhookDestinations.isPublic(at(address)), address);
    }

    @Test
    void subscriptionsToNonPublicHostsAreRefusedUnlessAllowed() {
        WebhookDestinations none = new WebhookDestinations(List.of());
        for (String url : List.of(
                "http://127.0.0.1:8080/x",
                "http://10.0.0.5/x",
                "http://169.254.169.254/latest/meta-data/",
                "http://[::1]:9000/x",
                "http://[::ffff:10.0.0.1]/x",
                "http://localhost:8080/x"))
            assertThrows(WebhookDestinations.Forbidden.class, () -> none.checkUrl(URI.create(url)), url);
        assertDoesNotThrow(() -> none.checkUrl(URI.create("https://93.184.216.34/x")));
        // a name that does not resolve now is checked again when sending
        assertDoesNotThrow(() -> none.checkUrl(URI.create("https://league.example/x")));

        WebhookDestinations some =
                new WebhookDestinations(List.of("10.0.0.0/8", "127.0.0.1", "Hooks.Internal", "*.svc.cluster.local"));
        assertDoesNotThrow(() -> some.checkUrl(URI.create("http://10.9.8.7/x")));
        assertDoesNotThrow(() -> some.checkUrl(URI.create("http://127.0.0.1:8080/x")));
        assertDoesNotThrow(() -> some.checkUrl(URI.create("http://hooks.internal/x")));
        assertDoesNotThrow(() -> some.checkUrl(URI.create("http://receiver.league.svc.cluster.local/x")));
        assertThrows(WebhookDestinations.Forbidden.class, () -> some.checkUrl(URI.create("http://127.0.0.2/x")));
        assertThrows(WebhookDestinations.Forbidden.class, () -> some.checkUrl(URI.create("http://169.254.169.254/x")));
    }

    @Test
    void connectionTimeResolutionChecksEveryAddressAndHidesThem() throws Exception {
        WebhookDestinations none = new WebhookDestinations(List.of());
        var refused = assertThrows(WebhookDestinations.Forbidden.class, () -> none.resolve("localhost"));
        assertFalse(refused.getMessage().contains("127."), refused.getMessage());
        assertThrows(WebhookDestinations.Forbidden.class, () -> none.resolve("no-such-host.invalid"));
        assertEquals(List.of(at("127.0.0.1")), new WebhookDestinations(List.of("127.0.0.0/8")).resolve("127.0.0.1"));
    }

    @Test
    void anAllowedRangeThatIsNoneStopsTheStart() {
        assertThrows(IllegalArgumentException.class, () -> new WebhookDestinations(List.of("10.0.0.0/33")));
        assertThrows(IllegalArgumentException.class, () -> new WebhookDestinations(List.of("300.1.1.1")));
        assertThrows(IllegalArgumentException.class, () -> new WebhookDestinations(List.of("hooks/8")));
    }
}
