package io.boardstate.match.webhook;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where webhooks may go: only to public addresses (no server-side request forgery), unless the
 * operator allows listed hosts or ranges ({@code boardstate.webhooks.allowed-destinations}). Checked
 * when a subscription is made and again, after DNS resolution, for every address before connecting.
 */
public final class WebhookDestinations {
    // Loopback, private, link-local (cloud metadata), CGNAT, unique-local, unspecified, multicast,
    // reserved and documentation ranges: none of them is a receiver on the internet.
    private static final List<Cidr> NOT_PUBLIC = List.of(
            Cidr.parse("0.0.0.0/8"),
            Cidr.parse("10.0.0.0/8"),
            Cidr.parse("100.64.0.0/10"),
            Cidr.parse("127.0.0.0/8"),
            Cidr.parse("169.254.0.0/16"),
            Cidr.parse("172.16.0.0/12"),
            Cidr.parse("192.0.0.0/24"),
            Cidr.parse("192.0.2.0/24"),
            Cidr.parse("192.168.0.0/16"),
            Cidr.parse("198.18.0.0/15"),
            Cidr.parse("198.51.100.0/24"),
            Cidr.parse("203.0.113.0/24"),
            Cidr.parse("224.0.0.0/4"),
            Cidr.parse("240.0.0.0/4"),
            Cidr.parse("::/128"),
            Cidr.parse("::1/128"),
            Cidr.parse("100::/64"),
            Cidr.parse("2001:db8::/32"),
            Cidr.parse("fc00::/7"),
            Cidr.parse("fe80::/10"),
            Cidr.parse("fec0::/10"),
            Cidr.parse("ff00::/8"));

    /** Why a destination is refused (the message names no address). */
    public static final class Forbidden extends Exception {
        public Forbidden(String reason) {
            super(reason, null, false, false);
        }
    }

    private final List<String> hosts = new ArrayList<>();
    private final List<String> domains = new ArrayList<>();
    private final List<Cidr> ranges = new ArrayList<>();

    /**
     * {@code allowed}: host names ({@code hooks.internal}), domains ({@code *.svc.cluster.local}), IP
     * addresses or CIDR ranges ({@code 10.0.0.0/8}, {@code fd00::/8}) allowed although not public.
     */
    public WebhookDestinations(List<String> allowed) {
        for (String entry : allowed) {
            String e = entry.trim().toLowerCase(Locale.ROOT);
            if (e.isEmpty()) continue;
            if (Cidr.looksLikeAddress(e)) ranges.add(Cidr.parse(e.contains("/") ? e : e + "/" + Cidr.bits(e)));
            else if (!e.matches("(\\*\\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?"))
                throw new IllegalArgumentException("not a host, domain, address or range: " + entry);
            else if (e.startsWith("*.")) domains.add(e.substring(1));
            else hosts.add(e);
        }
    }

    /**
     * At subscription time: the URL's host, if an address, must be allowed; a name that resolves now
     * must resolve only to allowed addresses (one that does not resolve yet is checked when sending).
     */
    public void checkUrl(URI url) throws Forbidden {
        String host = bare(url.getHost());
        if (hostAllowed(host)) return;
        InetAddress[] addresses;
        try {
            addresses = InetAddress.getAllByName(host);
        } catch (UnknownHostException | SecurityException e) {
            return;
        }
        for (InetAddress a : addresses) check(a);
    }

    /** At connection time: every address of the host, each allowed, in the resolver's order. */
    public List<InetAddress> resolve(String urlHost) throws Forbidden {
        String host = bare(urlHost);
        InetAddress[] addresses;
        try {
            addresses = InetAddress.getAllByName(host);
        } catch (UnknownHostException | SecurityException e) {
            throw new Forbidden("the host does not resolve");
        }
        if (!hostAllowed(host)) for (InetAddress a : addresses) check(a);
        return List.of(addresses);
    }

    private void check(InetAddress address) throws Forbidden {
        if (isPublic(address)) return;
        for (Cidr r : ranges) if (r.contains(address)) return;
        throw new Forbidden("the URL's host is a loopback, private, link-local or other non-public address");
    }

    private boolean hostAllowed(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (hosts.contains(h)) return true;
        for (String d : domains) if (h.endsWith(d)) return true;
        return false;
    }

    /** Whether an address is on the public internet (an IPv4 address inside IPv6 is judged as itself). */
    public static boolean isPublic(InetAddress address) {
        InetAddress a = Cidr.embeddedIpv4(address);
        for (Cidr r : NOT_PUBLIC) if (r.contains(a)) return false;
        return true;
    }

    private static String bare(String host) {
        if (host == null) return "";
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }
}
