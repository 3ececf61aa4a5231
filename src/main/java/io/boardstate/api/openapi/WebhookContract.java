package io.boardstate.api.openapi;

import io.boardstate.match.webhook.WebhookEvents;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.callbacks.Callback;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * What the service POSTs to a subscription's URL for each event kind, with the Standard Webhooks
 * headers: callbacks of createWebhook, one per kind (tag WebhookCallbacks). Not the 3.1 top-level
 * {@code webhooks}: openapi-generator 7 writes uncompilable typescript-fetch and python clients for
 * those, while every generator leaves callbacks to the receiver. Annotations cannot declare these.
 */
final class WebhookContract {
    private WebhookContract() {}

    static void apply(OpenAPI api, Components components) {
        Map<String, Schema> payloads = new LinkedHashMap<>();
        payloads.put(
                WebhookEvents.MATCH_CREATED,
                match("WebhookMatchCreated", "A match of the organizer was created")
                        .addProperty("seats", integer("int32").description("Seats of the match")));
        payloads.put(
                WebhookEvents.SEAT_TO_ACT,
                match("WebhookSeatToAct", "The seats to act changed: these seats are to act now (correspondence play)")
                        .addProperty(
                                "seats",
                                OASFactory.createSchema()
                                        .addType(SchemaType.ARRAY)
                                        .items(integer("int32")))
                        .addProperty("deadline", nullable(dateTime()).description("The earliest deadline, if timed")));
        Schema warning = match(
                        "WebhookSeatDeadlineWarning",
                        "A seat to act has one of the subscription's lead times or less left before its deadline"
                                + " (once per seat, deadline and lead time; not sent once the seat acted or its time"
                                + " ran out)")
                .addProperty("seat", integer("int32"))
                .addProperty(
                        "externalPlayerId",
                        nullable(string()).description("The organizer's player id of the seat, if it gave one"))
                .addProperty("deadline", dateTime().description("When the seat's time runs out"))
                .addProperty(
                        "lead",
                        string().format("duration")
                                .examples(List.of("PT5M"))
                                .description("The subscription's lead time this warning is for (ISO-8601)"))
                .addProperty("leadSeconds", integer("int32").description("The lead time in seconds"))
                .addProperty(
                        "remainingMs",
                        integer("int64")
                                .description("Milliseconds the seat had left when the warning was decided (at most"
                                        + " the lead time, more than 0)"));
        List<String> required = new ArrayList<>(warning.getRequired());
        required.addAll(List.of("seat", "deadline", "lead", "leadSeconds", "remainingMs"));
        warning.required(required);
        payloads.put(WebhookEvents.SEAT_DEADLINE_WARNING, warning);
        payloads.put(
                WebhookEvents.SEAT_TIMED_OUT,
                match("WebhookSeatTimedOut", "A seat's time ran out (its policy decides what follows)")
                        .addProperty("seat", integer("int32"))
                        .addProperty("deadline", dateTime())
                        .addProperty(
                                "policy",
                                string().addEnumeration("forfeit")
                                        .addEnumeration("pause")
                                        .addEnumeration("auto")
                                        .addEnumeration("zombie")));
        payloads.put(
                WebhookEvents.MATCH_PAUSED,
                match("WebhookMatchPaused", "The match was paused: by a timeout (policy pause) or an organizer")
                        .addProperty("seat", nullable(integer("int32")).description("The seat whose time ran out"))
                        .addProperty(
                                "reason", string().addEnumeration("timeout").addEnumeration("organizer"))
                        .addProperty("by", actor())
                        .addProperty("note", nullable(string()).description("The organizer's note")));
        payloads.put(
                WebhookEvents.MATCH_RESUMED,
                match("WebhookMatchResumed", "The match was resumed: the clocks of the seats to act run again")
                        .addProperty("by", actor())
                        .addProperty("note", nullable(string()).description("The organizer's note")));
        payloads.put(
                WebhookEvents.MATCH_ADJUDICATED,
                match("WebhookMatchAdjudicated", "An organizer decided the standings (match.finished follows)")
                        .addProperty("by", actor())
                        .addProperty("result", array(standing()))
                        .addProperty("note", nullable(string()).description("The organizer's note")));
        payloads.put(
                WebhookEvents.MATCH_ABORTED,
                match("WebhookMatchAborted", "The match was aborted: it ends without results")
                        .additionalPropertiesBoolean(Boolean.TRUE));
        payloads.put(
                WebhookEvents.MATCH_FINISHED,
                match(
                                "WebhookMatchFinished",
                                "The match is over (by the rules, a forfeit, a resignation or an adjudication), with"
                                        + " its final standings and each seat's facts")
                        .addProperty(
                                "results",
                                array(standing()
                                                .addProperty("name", nullable(string()))
                                                .addProperty(
                                                        "externalPlayerId",
                                                        nullable(string()).description("The organizer's player id"))
                                                .addProperty(
                                                        "timeouts",
                                                        integer("int32").description("Times the seat's clock ran out"))
                                                .addProperty(
                                                        "automaticMoves",
                                                        integer("int32")
                                                                .description("Moves the service played for the seat"))
                                                .addProperty(
                                                        "zombie",
                                                        OASFactory.createSchema()
                                                                .addType(SchemaType.BOOLEAN)
                                                                .description("The seat left under the zombie policy"
                                                                        + " (ranked last)"))
                                                .addProperty(
                                                        "bot",
                                                        OASFactory.createSchema()
                                                                .ref("#/components/schemas/Bot")
                                                                .description("The computer player that held the seat;"
                                                                        + " absent for a person")))
                                        .description("Best first; every seat"))
                        .addProperty(
                                "ending",
                                string().addEnumeration("completed")
                                        .addEnumeration("automatic")
                                        .addEnumeration("resigned")
                                        .addEnumeration("timeout")
                                        .addEnumeration("adjudicated")
                                        .description("How the match ended, as in its results"))
                        .addProperty("startedAt", dateTime())
                        .addProperty("endedAt", dateTime()));
        payloads.put(
                WebhookEvents.TEST,
                OASFactory.createSchema()
                        .addType(SchemaType.OBJECT)
                        .description("A test ping (POST /v1/webhooks/{webhookId}/test)")
                        .addProperty("webhookId", uuid())
                        .required(List.of("webhookId")));
        Operation subscribe = operation(api, "createWebhook");
        for (Map.Entry<String, Schema> kind : payloads.entrySet()) {
            String name = schemaName(kind.getKey());
            components.addSchema(name + "Data", kind.getValue());
            components.addSchema(name, envelope(kind.getKey(), name + "Data"));
            Callback delivery = OASFactory.createCallback()
                    .addPathItem(
                            "{$request.body#/url}",
                            delivery(kind.getKey(), name, kind.getValue().getDescription()));
            if (subscribe != null) subscribe.addCallback(kind.getKey(), delivery); // same URL, one per kind
        }
    }

    private static Operation operation(OpenAPI api, String operationId) {
        if (api.getPaths() == null || api.getPaths().getPathItems() == null) return null;
        for (PathItem path : api.getPaths().getPathItems().values())
            for (Operation operation : path.getOperations().values())
                if (operationId.equals(operation.getOperationId())) return operation;
        return null;
    }

    /** {@code match.finished} → WebhookMatchFinished, {@code seat.to_act} → WebhookSeatToAct. */
    private static String schemaName(String kind) {
        StringBuilder out = new StringBuilder("Webhook");
        for (String part : kind.split("[._]"))
            out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        return out.toString();
    }

    /** Every payload: Standard Webhooks' type, timestamp and data. */
    private static Schema envelope(String kind, String data) {
        return OASFactory.createSchema()
                .addType(SchemaType.OBJECT)
                .description("The body of a `" + kind + "` delivery")
                .addProperty("type", string().addEnumeration(kind))
                .addProperty("timestamp", dateTime().description("When the event happened (the same on every attempt)"))
                .addProperty("data", ref(data))
                .required(List.of("type", "timestamp", "data"));
    }

    /** The facts every match notification carries, and the kind's own. */
    private static Schema match(String name, String description) {
        Schema tags = OASFactory.createSchema()
                .addType(SchemaType.OBJECT)
                .description("The organizer's tags of the match")
                .addProperty("tournament", nullable(string()))
                .addProperty("round", nullable(string()))
                .addProperty("table", nullable(string()));
        return OASFactory.createSchema()
                .addType(SchemaType.OBJECT)
                .description(description)
                .addProperty("matchId", uuid())
                .addProperty("ruleset", string().examples(List.of("smallworld")))
                .addProperty("tags", tags)
                .addProperty("version", integer("int64").description("The match's version after the event"))
                .required(new ArrayList<>(List.of("matchId", "ruleset", "tags", "version")));
    }

    /** One seat's place in standings. */
    private static Schema standing() {
        return OASFactory.createSchema()
                .addType(SchemaType.OBJECT)
                .addProperty("seat", integer("int32"))
                .addProperty("rank", integer("int32"))
                .addProperty("score", integer("int32"))
                .addProperty(
                        "details",
                        OASFactory.createSchema().addType(SchemaType.OBJECT).description("Game-specific facts"))
                .required(new ArrayList<>(List.of("seat", "rank", "score")));
    }

    /** Who administered the match: an organizer (with its key's id) or the admin. */
    private static Schema actor() {
        return nullable(OASFactory.createSchema().addType(SchemaType.OBJECT))
                .description("Who acted (null for a timeout)")
                .addProperty("role", string().addEnumeration("organizer").addEnumeration("admin"))
                .addProperty("organizer", nullable(string()))
                .addProperty("keyId", nullable(string()));
    }

    private static Schema array(Schema items) {
        return OASFactory.createSchema().addType(SchemaType.ARRAY).items(items);
    }

    private static PathItem delivery(String kind, String payload, String description) {
        Operation post = OASFactory.createOperation()
                .operationId(schemaName(kind).replaceFirst("^Webhook", "on"))
                .summary(description)
                .description("POSTed to each subscription that wants `" + kind + "`, signed (Standard Webhooks):"
                        + " verify `webhook-signature` (HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed"
                        + " with the secret's base64-decoded bytes after `whsec_`), reject stale timestamps, and"
                        + " deduplicate on `webhook-id`: delivery is at least once, in order per match.")
                .tags(List.of("WebhookCallbacks"))
                .security(new ArrayList<>())
                .parameters(List.of(
                        header("webhook-id", "The delivery's id, the same on every attempt (deduplicate on it)"),
                        header("webhook-timestamp", "Seconds since the epoch when this attempt was signed"),
                        header(
                                "webhook-signature",
                                "`v1,<base64 signature>`; during a secret rotation two of them, space-separated")))
                .requestBody(OASFactory.createRequestBody()
                        .required(true)
                        .content(OASFactory.createContent()
                                .addMediaType(
                                        "application/json",
                                        OASFactory.createMediaType().schema(ref(payload)))))
                .responses(OASFactory.createAPIResponses()
                        .addAPIResponse(
                                "200", OASFactory.createAPIResponse().description("Any 2xx status acknowledges it"))
                        .addAPIResponse(
                                "400",
                                OASFactory.createAPIResponse()
                                        .description("Any other status, a timeout or a redirect: sent again later")));
        return OASFactory.createPathItem().POST(post);
    }

    private static Parameter header(String name, String description) {
        return OASFactory.createParameter()
                .name(name)
                .in(Parameter.In.HEADER)
                .required(true)
                .description(description)
                .schema(string());
    }

    private static Schema string() {
        return OASFactory.createSchema().addType(SchemaType.STRING);
    }

    private static Schema nullable(Schema schema) {
        return schema.addType(SchemaType.NULL);
    }

    private static Schema uuid() {
        return string().format("uuid");
    }

    private static Schema dateTime() {
        return string().format("date-time");
    }

    private static Schema integer(String format) {
        return OASFactory.createSchema().addType(SchemaType.INTEGER).format(format);
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref("#/components/schemas/" + name);
    }
}
