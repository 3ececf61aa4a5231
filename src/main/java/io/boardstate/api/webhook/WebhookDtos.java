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

    @Schema(name = "WebhookRequest")
    public record WebhookRequest(
            String url, List<String> events, String tournament, String description, List<String> deadlineWarnings) {}

    @Schema(name = "WebhookChange")
    public record WebhookChange(
            String url,
            List<String> events,
            String tournament,
            String description,
            Boolean active,
            List<String> deadlineWarnings) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Webhook")
    public record Webhook(
            UUID id,
            String url,
            List<String> events,
            String tournament,
            String description,
            boolean active,
            // required in code too: SmallRye then writes the type beside the reference, as published
            @Schema(required = true) Instant createdAt,
            Instant previousSecretExpiresAt,
            List<String> deadlineWarnings) {}

    @Schema(name = "WebhookWithSecret")
    public record WebhookWithSecret(String secret, Webhook webhook) {}

    @Schema(name = "WebhookList")
    public record WebhookList(List<Webhook> items) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "WebhookDelivery")
    public record Delivery(
            UUID id,
            String type,
            UUID matchId,
            Long matchVersion,

            @Schema(enumeration = {"pending", "delivered", "failed"})
            String status,

            int attempts,
            // required in code too: SmallRye then writes the type beside the reference, as published
            @Schema(required = true) Instant createdAt,
            Instant nextAttemptAt,
            Instant lastAttemptAt,
            Integer lastStatus,
            String lastError,
            Instant deliveredAt) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "WebhookDeliveryPage")
    public record DeliveryPage(List<Delivery> items, String nextCursor) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "WebhookPing")
    public record PingResult(UUID id, boolean delivered, Integer status, String error) {}

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
