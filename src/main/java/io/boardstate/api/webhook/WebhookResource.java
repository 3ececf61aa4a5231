package io.boardstate.api.webhook;

import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.http.Ids;
import io.boardstate.api.http.PageSize;
import io.boardstate.api.http.WholeNumber;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.api.webhook.WebhookDtos.DeliveryPage;
import io.boardstate.api.webhook.WebhookDtos.Webhook;
import io.boardstate.api.webhook.WebhookDtos.WebhookChange;
import io.boardstate.api.webhook.WebhookDtos.WebhookList;
import io.boardstate.api.webhook.WebhookDtos.WebhookRequest;
import io.boardstate.api.webhook.WebhookDtos.WebhookWithSecret;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.webhook.Webhooks;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * An organizer's webhook subscriptions (API key with webhooks:manage). Deliveries are signed per
 * Standard Webhooks; their payloads are the contract's {@code webhooks}.
 */
@Path("/v1/webhooks")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Webhooks")
@SecurityRequirement(name = "organizerKey")
// with a response declared here, SmallRye types a method's 200 from its return type only where the method declares it
@APIResponse(responseCode = "403", description = "The API key lacks the scope webhooks:manage (MISSING_SCOPE)")
public class WebhookResource {
    private static final Set<String> STATUSES = Set.of("pending", "delivered", "failed");
    private static final int DEFAULT_LIMIT = 50;
    private static final int MAX_LIMIT = 100;

    @Inject
    Webhooks webhooks;

    @Inject
    OrganizerAuth auth;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "createWebhook")
    @APIResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = WebhookWithSecret.class)))
    public Response create(WebhookRequest request, @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        String organizer = organizer(authorization);
        ApiProblem.requireBody(request);
        Webhooks.WithSecret created = refusing(() -> webhooks.subscribe(
                organizer,
                request.url(),
                request.description(),
                request.events(),
                request.tournament(),
                request.deadlineWarnings()));
        return Response.created(
                        URI.create("/v1/webhooks/" + created.subscription().id()))
                .entity(new WebhookWithSecret(created.secret(), WebhookDtos.dto(created.subscription())))
                .build();
    }

    @GET
    @Operation(operationId = "listWebhooks")
    @APIResponse(responseCode = "200")
    public WebhookList list(@HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        String organizer = organizer(authorization);
        return new WebhookList(
                webhooks.list(organizer).stream().map(WebhookDtos::dto).toList());
    }

    @GET
    @Path("/{webhookId}")
    @Operation(operationId = "getWebhook")
    @APIResponse(responseCode = "200")
    public Webhook get(@BeanParam Subscription call) {
        Named named = named(call);
        return WebhookDtos.dto(refusing(() -> webhooks.get(named.organizer(), named.id())));
    }

    @PATCH
    @Path("/{webhookId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "changeWebhook")
    @APIResponse(responseCode = "200")
    public Webhook change(@BeanParam Subscription call, WebhookChange change) {
        String organizer = organizer(call.authorization);
        ApiProblem.requireBody(change);
        UUID id = id(call.webhookId);
        return WebhookDtos.dto(refusing(() -> webhooks.change(
                organizer,
                id,
                new Webhooks.Changes(
                        change.url(),
                        change.description(),
                        change.events(),
                        change.tournament(),
                        change.active(),
                        change.deadlineWarnings()))));
    }

    @DELETE
    @Path("/{webhookId}")
    @Operation(operationId = "deleteWebhook")
    @APIResponse(responseCode = "204")
    public Response delete(@BeanParam Subscription call) {
        Named named = named(call);
        refusing(() -> {
            webhooks.delete(named.organizer(), named.id());
            return null;
        });
        return Response.noContent().build();
    }

    @POST
    @Path("/{webhookId}/rotate-secret")
    @Operation(operationId = "rotateWebhookSecret")
    @APIResponse(responseCode = "200")
    public WebhookWithSecret rotate(@BeanParam Subscription call) {
        Named named = named(call);
        Webhooks.WithSecret rotated = refusing(() -> webhooks.rotate(named.organizer(), named.id()));
        return new WebhookWithSecret(rotated.secret(), WebhookDtos.dto(rotated.subscription()));
    }

    @GET
    @Path("/{webhookId}/deliveries")
    @Operation(operationId = "listWebhookDeliveries")
    @APIResponse(responseCode = "200")
    public DeliveryPage deliveries(
            @BeanParam Subscription call,
            @Parameter(
                            description = "Only deliveries with this status",
                            schema = @Schema(enumeration = {"pending", "delivered", "failed"}))
                    @QueryParam("status")
                    String status,
            @Parameter(description = "`nextCursor` of the previous page") @QueryParam("cursor") String cursor,
            @Parameter(
                            description = "Deliveries per page, 1 to 100 (default 50)",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "100"))
                    @QueryParam("limit")
                    String limit) {
        Named named = named(call);
        if (status != null && !STATUSES.contains(status))
            throw ApiProblem.invalidParameter("status", "status is one of pending, delivered, failed.");
        Long before = cursor(cursor);
        int size = PageSize.of(limit, DEFAULT_LIMIT, MAX_LIMIT);
        List<Webhooks.Delivery> page =
                refusing(() -> webhooks.deliveries(named.organizer(), named.id(), status, before, size + 1));
        String next = page.size() > size ? Long.toString(page.get(size - 1).seq()) : null;
        return new DeliveryPage(page.stream().limit(size).map(WebhookDtos::dto).toList(), next);
    }

    @POST
    @Path("/{webhookId}/deliveries/{deliveryId}/redeliver")
    @Operation(operationId = "redeliverWebhookDelivery")
    @APIResponse(
            responseCode = "202",
            content = @Content(schema = @Schema(implementation = WebhookDtos.Delivery.class)))
    public Response redeliver(@BeanParam Subscription call, @PathParam("deliveryId") String deliveryId) {
        Named named = named(call);
        UUID delivery = Ids.canonical(deliveryId);
        if (delivery == null)
            throw new ApiProblem(404, "UNKNOWN_DELIVERY", "Unknown delivery", "No delivery '" + deliveryId + "'.");
        return Response.accepted(
                        WebhookDtos.dto(refusing(() -> webhooks.redeliver(named.organizer(), named.id(), delivery))))
                .build();
    }

    @POST
    @Path("/{webhookId}/test")
    @Operation(operationId = "testWebhook")
    @APIResponse(responseCode = "200")
    public WebhookDtos.PingResult test(@BeanParam Subscription call) throws InterruptedException {
        Named named = named(call);
        Webhooks.Ping ping = refusing(() -> webhooks.ping(named.organizer(), named.id()));
        return new WebhookDtos.PingResult(ping.id(), ping.error() == null, ping.status(), ping.error());
    }

    /** The subscription a request names and the organizer key it sends (a {@code @BeanParam}). */
    public static class Subscription {
        @PathParam("webhookId")
        String webhookId;

        @HeaderParam(HttpHeaders.AUTHORIZATION)
        String authorization;
    }

    /** The organizer whose key sent the request and the subscription it names. */
    private record Named(String organizer, UUID id) {}

    /** The key is checked before the id is read: a caller without webhooks:manage learns nothing of ids. */
    private Named named(Subscription call) {
        String organizer = organizer(call.authorization);
        return new Named(organizer, id(call.webhookId));
    }

    /** The organizer whose API key (with webhooks:manage) sent the request. */
    private String organizer(String authorization) {
        return auth.require(authorization, Organizer.WEBHOOKS_MANAGE).organizer();
    }

    /** A use case call; {@code X}: what it may throw besides its refusals (a ping's interruption). */
    private interface Call<T, X extends Exception> {
        T get() throws X;
    }

    /** The use case's refusals as problems: 400 (409 at the limit, 422 for a non-public URL), 404 for unknown ids. */
    private static <T, X extends Exception> T refusing(Call<T, X> call) throws X {
        try {
            return call.get();
        } catch (Webhooks.Invalid e) {
            if (e.code().equals(Webhooks.Invalid.DESTINATION_NOT_ALLOWED))
                throw new ApiProblem(422, "WEBHOOK_DESTINATION_NOT_ALLOWED", "Destination not allowed", e.getMessage())
                        .with("field", e.field())
                        .with("pointer", "/" + e.field());
            int status = e.code().equals("WEBHOOK_LIMIT_REACHED") ? 409 : 400;
            ApiProblem problem =
                    new ApiProblem(status, e.code(), status == 409 ? "Conflict" : "Bad request", e.getMessage());
            if (e.field() != null) problem.with("field", e.field()).with("pointer", "/" + e.field());
            throw problem;
        } catch (Webhooks.Unknown e) {
            throw new ApiProblem(404, e.code(), "Not found", e.getMessage());
        }
    }

    private static UUID id(String webhookId) {
        UUID id = Ids.canonical(webhookId);
        if (id == null)
            throw new ApiProblem(404, "UNKNOWN_WEBHOOK", "Not found", "No webhook subscription '" + webhookId + "'.");
        return id;
    }

    private static Long cursor(String cursor) {
        if (cursor == null) return null;
        long seq = WholeNumber.parse(cursor);
        if (seq > 0) return seq;
        throw ApiProblem.invalidParameter("cursor", "cursor is the `nextCursor` of a previous page.");
    }
}
