package io.boardstate.match.webhook;

import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.store.OutboxStore;
import io.boardstate.store.WebhookStore;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;

/**
 * Organizers' webhook subscriptions: subscribe a URL to event kinds (optionally one tournament's
 * matches), change, delete, rotate the signing secret (the previous one keeps signing for a grace
 * period), list deliveries and redeliver one, send a test ping (at once). Each organizer sees only its own.
 */
@ApplicationScoped
public class Webhooks {
    public static final int MAX_PER_ORGANIZER = 20;

    /** A subscription as its organizer sees it (never its secret). */
    public record Subscription(
            UUID id,
            String url,
            String description,
            List<String> events,
            String tournament,
            boolean active,
            Instant createdAt,
            Instant previousSecretExpiresAt,
            List<String> deadlineWarnings) {}

    /** One delivery as its organizer sees it; {@code seq} orders them (the listing's cursor). */
    public record Delivery(
            UUID id,
            String kind,
            UUID matchId,
            long matchVersion,
            String status,
            int attempts,
            Instant createdAt,
            Instant nextAttemptAt,
            Instant lastAttemptAt,
            Integer lastStatus,
            String lastError,
            Instant deliveredAt,
            long seq) {
        static Delivery of(OutboxStore.Delivery d) {
            return new Delivery(
                    d.id(),
                    d.kind(),
                    d.matchId(),
                    d.matchVersion(),
                    d.status(),
                    d.attempts(),
                    d.createdAt(),
                    d.nextAttemptAt(),
                    d.lastAttemptAt(),
                    d.lastStatus(),
                    d.lastError(),
                    d.deliveredAt(),
                    d.seq());
        }
    }

    /** A new subscription, or a rotation: the secret is shown this once. */
    public record WithSecret(Subscription subscription, String secret) {}

    /** What a change sets; null members stay as they are (an empty tournament removes the filter). */
    public record Changes(
            String url,
            String description,
            List<String> events,
            String tournament,
            Boolean active,
            List<String> deadlineWarnings) {
        public Changes(String url, String description, List<String> events, String tournament, Boolean active) {
            this(url, description, events, tournament, active, null);
        }
    }

    /** A request that cannot be honoured: its stable code and why. */
    public static final class Invalid extends RuntimeException {
        /** A URL whose host is no public address (and is not allowed by the operator). */
        public static final String DESTINATION_NOT_ALLOWED = "WEBHOOK_DESTINATION_NOT_ALLOWED";

        private final String code;
        private final String field;

        public Invalid(String code, String detail) {
            this(code, detail, null);
        }

        Invalid(String code, String detail, String field) {
            super(detail);
            this.code = code;
            this.field = field;
        }

        public String code() {
            return code;
        }

        /** The body member at fault, if one is named. */
        public String field() {
            return field;
        }
    }

    /** No live subscription of this organizer has the id (or no delivery of it has the delivery id). */
    public static final class Unknown extends RuntimeException {
        private final String code;

        public Unknown(String code, String detail) {
            super(detail);
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    private final WebhookStore store;
    private final OutboxStore outbox;
    private final WebhookDeliveries sender;
    private final Duration grace;
    private final WebhookDestinations destinations;

    public Webhooks(WebhookStore store, OutboxStore outbox, WebhookDeliveries sender, BoardstateConfig config) {
        this.store = store;
        this.outbox = outbox;
        this.sender = sender;
        this.grace = config.webhooks().rotationGrace();
        this.destinations = WebhookDeliveries.destinations(config);
    }

    public WithSecret subscribe(
            String organizer, String url, String description, List<String> events, String tournament) {
        return subscribe(organizer, url, description, events, tournament, null);
    }

    /** {@code deadlineWarnings}: lead times (ISO-8601 durations) of {@code seat.deadline_warning}; null: the default. */
    public WithSecret subscribe(
            String organizer,
            String url,
            String description,
            List<String> events,
            String tournament,
            List<String> deadlineWarnings) {
        WebhookStore.Subscription row = new WebhookStore.Subscription(
                UUID.randomUUID(),
                organizer,
                allowedUrl(url),
                validText("description", description == null ? "" : description, 200),
                events == null ? WebhookEvents.DEFAULT_KINDS : validEvents(events), // [] is no default: refused
                tournament == null || tournament.isEmpty() ? null : validText("tournament", tournament, 100),
                WebhookSignature.newSecret(),
                null,
                null,
                true,
                now(),
                deadlineWarnings == null ? null : validLeads(deadlineWarnings));
        if (store.list(organizer).size() >= MAX_PER_ORGANIZER)
            throw new Invalid(
                    "WEBHOOK_LIMIT_REACHED",
                    "An organizer has at most " + MAX_PER_ORGANIZER + " webhook subscriptions.");
        store.insert(row);
        return new WithSecret(view(row), row.secret());
    }

    public List<Subscription> list(String organizer) {
        return store.list(organizer).stream().map(Webhooks::view).toList();
    }

    public Subscription get(String organizer, UUID id) {
        return view(row(organizer, id));
    }

    public Subscription change(String organizer, UUID id, Changes changes) {
        WebhookStore.Subscription was = row(organizer, id);
        String tournament = changes.tournament() == null
                ? was.tournament()
                : changes.tournament().isEmpty() ? null : validText("tournament", changes.tournament(), 100);
        WebhookStore.Subscription now = new WebhookStore.Subscription(
                was.id(),
                was.organizer(),
                changes.url() == null ? was.url() : allowedUrl(changes.url()),
                changes.description() == null
                        ? was.description()
                        : validText("description", changes.description(), 200),
                changes.events() == null ? was.kinds() : validEvents(changes.events()),
                tournament,
                was.secret(),
                was.previousSecret(),
                was.previousUntil(),
                changes.active() == null ? was.active() : changes.active(),
                was.createdAt(),
                changes.deadlineWarnings() == null ? was.deadlineWarnings() : validLeads(changes.deadlineWarnings()));
        store.update(now);
        return view(now);
    }

    public void delete(String organizer, UUID id) {
        if (!store.delete(organizer, id, now())) throw unknown(id);
    }

    /** A new secret; the current one signs beside it until the grace period ends. */
    public WithSecret rotate(String organizer, UUID id) {
        WebhookStore.Subscription was = row(organizer, id);
        String secret = WebhookSignature.newSecret();
        Instant until = now().plus(grace);
        store.rotate(id, secret, was.secret(), until);
        WebhookStore.Subscription now = new WebhookStore.Subscription(
                was.id(),
                was.organizer(),
                was.url(),
                was.description(),
                was.kinds(),
                was.tournament(),
                secret,
                was.secret(),
                until,
                was.active(),
                was.createdAt(),
                was.deadlineWarnings());
        return new WithSecret(view(now), secret);
    }

    /** A page of deliveries, newest first; {@code before}: the previous page's last {@code seq}. */
    public List<Delivery> deliveries(String organizer, UUID id, String status, Long before, int limit) {
        row(organizer, id);
        return outbox.list(id, status, before, limit).stream().map(Delivery::of).toList();
    }

    /** Sends the delivery again (whatever its status) with fresh retries, in its match's order. */
    public Delivery redeliver(String organizer, UUID id, UUID deliveryId) {
        row(organizer, id);
        return outbox.redeliver(id, deliveryId, now())
                .map(Delivery::of)
                .orElseThrow(() ->
                        new Unknown("UNKNOWN_DELIVERY", "Webhook " + id + " has no delivery " + deliveryId + "."));
    }

    /** A test ping's id and what the URL answered. */
    public record Ping(UUID id, Integer status, String error) {}

    /**
     * A {@code webhook.test} ping, signed like any delivery and sent now (not queued, not retried):
     * the answer tells the organizer at once whether its endpoint verifies and acknowledges.
     */
    public Ping ping(String organizer, UUID id) throws InterruptedException {
        WebhookStore.Subscription row = row(organizer, id);
        UUID pingId = UUID.randomUUID();
        var body = EngineCodec.MAPPER.createObjectNode();
        body.put("type", WebhookEvents.TEST);
        body.put("timestamp", now().toString());
        body.putObject("data").put("webhookId", id.toString());
        WebhookDeliveries.Attempt attempt = sender.post(
                row.url(), pingId.toString(), body.toString(), row.secret(), row.previousSecret(), row.previousUntil());
        return new Ping(pingId, attempt.status(), attempt.error());
    }

    private WebhookStore.Subscription row(String organizer, UUID id) {
        return store.find(organizer, id).orElseThrow(() -> unknown(id));
    }

    private static Unknown unknown(UUID id) {
        return new Unknown("UNKNOWN_WEBHOOK", "No webhook subscription " + id + " of this organizer.");
    }

    private static Subscription view(WebhookStore.Subscription row) {
        Instant previous =
                row.previousUntil() != null && row.previousUntil().isAfter(Instant.now()) ? row.previousUntil() : null;
        return new Subscription(
                row.id(),
                row.url(),
                row.description(),
                row.kinds(),
                row.tournament(),
                row.active(),
                row.createdAt(),
                previous,
                row.kinds().contains(WebhookEvents.SEAT_DEADLINE_WARNING)
                        ? DeadlineWarnings.durations(DeadlineWarnings.leads(row.deadlineWarnings()))
                        : null);
    }

    private static List<Integer> validLeads(List<String> durations) {
        try {
            return DeadlineWarnings.parse(durations);
        } catch (IllegalArgumentException e) {
            throw new Invalid("INVALID_REQUEST", e.getMessage(), "deadlineWarnings");
        }
    }

    /** A valid URL (below) whose host is public or allowed by the operator (sending checks again). */
    String allowedUrl(String url) {
        validUrl(url);
        try {
            destinations.checkUrl(URI.create(url));
        } catch (WebhookDestinations.Forbidden e) {
            throw new Invalid(
                    Invalid.DESTINATION_NOT_ALLOWED,
                    "`url` must reach a public address: " + e.getMessage() + " (server-side request forgery).",
                    "url");
        }
        return url;
    }

    /** An absolute http(s) URL with a host, no credentials and no fragment, at most 2000 characters. */
    static String validUrl(String url) {
        if (url == null || url.isBlank()) throw invalidUrl("`url` is required.");
        if (url.length() > 2000) throw invalidUrl("`url` has at most 2000 characters.");
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw invalidUrl("`url` is not a valid URL: " + e.getReason() + ".");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) throw invalidUrl("`url` must be an http or https URL.");
        if (uri.getHost() == null || uri.getHost().isEmpty()) throw invalidUrl("`url` must name a host.");
        // RFC 3986 reads any digits as a port; a TCP port runs from 1 to 65535 (-1: none given)
        if (uri.getPort() == 0 || uri.getPort() > 65535) throw invalidUrl("`url` has a port from 1 to 65535.");
        if (uri.getRawUserInfo() != null) throw invalidUrl("`url` must not carry credentials (user:password@).");
        if (uri.getRawFragment() != null) throw invalidUrl("`url` must not have a fragment (#...).");
        return url;
    }

    private static Invalid invalidUrl(String detail) {
        return new Invalid("INVALID_WEBHOOK_URL", detail);
    }

    private static List<String> validEvents(List<String> events) {
        if (events.isEmpty())
            throw new Invalid("INVALID_REQUEST", "`events` lists at least one of " + WebhookEvents.KINDS + ".");
        Set<String> seen = new LinkedHashSet<>();
        for (String kind : events) {
            if (kind == null || !WebhookEvents.KINDS.contains(kind))
                throw new Invalid(
                        "INVALID_REQUEST", "Unknown event kind '" + kind + "'; kinds are " + WebhookEvents.KINDS + ".");
            if (!seen.add(kind))
                throw new Invalid("INVALID_REQUEST", "`events` names each kind once; '" + kind + "' is given twice.");
        }
        return List.copyOf(seen);
    }

    private static String validText(String name, String text, int max) {
        if (text.length() > max
                || text.codePoints().anyMatch(c -> Character.isISOControl(c) || (c >= 0xD800 && c <= 0xDFFF)))
            throw new Invalid("INVALID_REQUEST", "`" + name + "` has at most " + max + " printable characters.");
        return text;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
