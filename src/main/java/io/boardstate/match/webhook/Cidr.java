package io.boardstate.match.webhook;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/** An address range ({@code 10.0.0.0/8}, {@code fc00::/7}): a prefix of an IPv4 or IPv6 address. */
record Cidr(byte[] prefix, int bits) {
    /** Parses {@code address/bits}; an address or a prefix length that is none stops with an error. */
    static Cidr parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0 || !looksLikeAddress(text.substring(0, slash)))
            throw new IllegalArgumentException("not an address range: " + text);
        byte[] address = literal(text.substring(0, slash));
        int bits;
        try {
            bits = Integer.parseInt(text.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not an address range: " + text);
        }
        if (bits < 0 || bits > address.length * 8) throw new IllegalArgumentException("not an address range: " + text);
        return new Cidr(address, bits);
    }

    /** An IP literal (digits and dots, or hex and colons), never a host name to look up. */
    static boolean looksLikeAddress(String text) {
        String address = text.contains("/") ? text.substring(0, text.indexOf('/')) : text;
        return address.contains(":") ? address.matches("[0-9a-fA-F:.]+") : address.matches("[0-9]+(\\.[0-9]+){3}");
    }

    /** The bit length of an address literal: a single address as a range. */
    static int bits(String literal) {
        return literal.contains(":") ? 128 : 32;
    }

    boolean contains(InetAddress address) {
        byte[] a = address.getAddress();
        if (a.length != prefix.length) return false;
        int whole = bits / 8;
        if (!Arrays.equals(a, 0, whole, prefix, 0, whole)) return false;
        int rest = bits % 8;
        if (rest == 0) return true;
        int mask = 0xff << (8 - rest) & 0xff;
        return (a[whole] & mask) == (prefix[whole] & mask);
    }

    /**
     * The IPv4 address an IPv6 one carries (IPv4-mapped {@code ::ffff:0:0/96}, IPv4-compatible
     * {@code ::/96}, NAT64 {@code 64:ff9b::/96}, 6to4 {@code 2002::/16}); otherwise the address itself.
     */
    static InetAddress embeddedIpv4(InetAddress address) {
        if (!(address instanceof Inet6Address)) return address;
        byte[] a = address.getAddress();
        boolean zeros80 = allZero(a, 0, 10);
        boolean mapped = zeros80 && (a[10] & 0xff) == 0xff && (a[11] & 0xff) == 0xff;
        boolean compatible = zeros80 && a[10] == 0 && a[11] == 0 && !allZero(a, 12, 15);
        boolean nat64 =
                a[0] == 0 && a[1] == 0x64 && (a[2] & 0xff) == 0xff && (a[3] & 0xff) == 0x9b && allZero(a, 4, 12);
        if (mapped || compatible || nat64) return ipv4(Arrays.copyOfRange(a, 12, 16));
        if (a[0] == 0x20 && a[1] == 0x02) return ipv4(Arrays.copyOfRange(a, 2, 6));
        return address;
    }

    private static boolean allZero(byte[] a, int from, int to) {
        for (int i = from; i < to; i++) if (a[i] != 0) return false;
        return true;
    }

    private static InetAddress ipv4(byte[] four) {
        try {
            return Inet4Address.getByAddress(four);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] literal(String text) {
        try {
            return InetAddress.getByName(text).getAddress(); // a literal: no lookup
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not an address: " + text);
        }
    }
}
