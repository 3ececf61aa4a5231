/**
 * Webhooks: subscriptions ({@code Webhooks}), the notifications a write causes ({@code
 * WebhookEvents}, stored in the outbox by the write itself), their delivery from the outbox ({@code
 * WebhookDeliveries}), signatures and meters.
 */
package io.boardstate.match.webhook;
