package io.boardstate.api.webhook;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.match.webhook.Webhooks;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Bodies of the webhook endpoints. */
public final class WebhookDtos {
    private WebhookDtos() {}

    private static final String EVENTS = "Event kinds to receive: `match.created`, `seat.to_act`,"
            + " `seat.deadline_warning`, `seat.timed_out`, `match.paused`, `match.resumed`, `match.aborted`,"
            + " `match.adjudicated`, `match.finished`";
    private static final String LEADS = "Lead times of `seat.deadline_warning`: a warning is sent when a seat to"
            + " act has this much time or less left before its deadline, once per seat, deadline and lead time."
            + " ISO-8601 durations in whole seconds from PT10S to P7D, 1 to 5, distinct";

    @Schema(name = "WebhookRequest", description = "A new webhook subscription.")
    public record WebhookRequest(
            @Schema(
                    required = true,
                    description = "An http or https URL without credentials, at most 2000 characters",
                    examples = "https://league.example/hooks/boardstate")
            String url,

            @Schema(
                    description = EVENTS + " (default: all but `seat.deadline_warning`, which is asked for by name)",
                    examples = "[\"match.finished\",\"seat.to_act\"]")
            List<String> events,

            @Schema(description = "Only matches with this tournament tag (default: all the organizer's matches)")
            String tournament,

            @Schema(description = "A label (at most 200 characters)")
            String description,

            @Schema(description = LEADS + " (default: [\"PT5M\"])", examples = "[\"PT1H\",\"PT5M\"]")
            List<String> deadlineWarnings) {}

    @Schema(
            name = "WebhookChange",
            description = "Members to change; absent ones stay. An empty `tournament` removes the filter.")
    public record WebhookChange(
            @Schema(description = "An http or https URL without credentials")
            String url,

            @Schema(description = EVENTS) List<String> events,

            @Schema(description = "Only matches with this tournament tag; empty: all")
            String tournament,

            @Schema(description = "A label") String description,

            @Schema(description = "false: nothing is queued or sent for it until it is active again")
            Boolean active,

            @Schema(description = LEADS, examples = "[\"PT1H\",\"PT5M\"]")
            List<String> deadlineWarnings) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Webhook", description = "A webhook subscription (never its secret).")
    public record Webhook(
            @Schema(required = true) UUID id,
            @Schema(required = true) String url,
            @Schema(required = true) List<String> events,

            @Schema(description = "The tournament filter; absent: all the organizer's matches")
            String tournament,

            @Schema(required = true) String description,
            @Schema(required = true) boolean active,
            @Schema(required = true) Instant createdAt,

            @Schema(description = "After a rotation: until when the previous secret also signs")
            Instant previousSecretExpiresAt,

            @Schema(
                    description = "With `seat.deadline_warning`: its lead times in effect, ascending (absent"
                            + " without that kind)",
                    examples = "[\"PT5M\",\"PT1H\"]")
            List<String> deadlineWarnings) {}

    @Schema(name = "WebhookWithSecret", description = "A subscription and its signing secret, shown this once.")
    public record WebhookWithSecret(
            @Schema(
                    required = true,
                    description = "`whsec_` and the base64 of the HMAC-SHA256 key (Standard Webhooks)",
                    examples = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw3QbVzhTT3lY=")
            String secret,

            @Schema(required = true) Webhook webhook) {}

    @Schema(name = "WebhookList")
    public record WebhookList(@Schema(required = true) List<Webhook> items) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "WebhookDelivery", description = "One notification to one subscription and how sending it went.")
    public record Delivery(
            @Schema(required = true, description = "Sent as `webhook-id`, the same on every attempt")
            UUID id,

            @Schema(required = true, examples = "match.finished")
            String type,

            @Schema(required = true) UUID matchId,

            @Schema(description = "The match's version that caused it")
            Long matchVersion,

            @Schema(
                    required = true,
                    enumeration = {"pending", "delivered", "failed"})
            String status,

            @Schema(required = true, description = "Attempts made so far")
            int attempts,

            @Schema(required = true) Instant createdAt,

            @Schema(description = "Pending: when it is (next) sent")
            Instant nextAttemptAt,

            Instant lastAttemptAt,

            @Schema(description = "The HTTP status of the last attempt, if one came back")
            Integer lastStatus,

            @Schema(description = "Why the last attempt failed")
            String lastError,

            Instant deliveredAt) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "WebhookDeliveryPage")
    public record DeliveryPage(
            @Schema(required = true) List<Delivery> items,

            @Schema(description = "Pass as `cursor` for the next (older) page; absent on the last page")
            String nextCursor) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "WebhookPing", description = "What the subscription's URL answered to a test ping.")
    public record PingResult(
            @Schema(required = true, description = "The ping's `webhook-id`")
            UUID id,

            @Schema(required = true, description = "Whether the URL answered 2xx")
            boolean delivered,

            @Schema(description = "The HTTP status it answered, if it did")
            Integer status,

            @Schema(description = "Why it failed") String error) {}

    static Webhook dto(Webhooks.Subscription s) {
        return new Webhook(
                s.id(),
                s.url(),
                s.events(),
                s.tournament(),
                s.description(),
                s.active(),
                s.createdAt(),
                s.previousSecretExpiresAt(),
                s.deadlineWarnings());
    }

    static Delivery dto(Webhooks.Delivery d) {
        return new Delivery(
                d.id(),
                d.kind(),
                d.matchId(),
                d.matchVersion(),
                d.status(),
                d.attempts(),
                d.createdAt(),
                d.status().equals("pending") ? d.nextAttemptAt() : null,
                d.lastAttemptAt(),
                d.lastStatus(),
                d.lastError(),
                d.deliveredAt());
    }
}
