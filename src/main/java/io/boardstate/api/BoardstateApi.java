package io.boardstate.api;

import io.boardstate.api.match.MatchAdminResource.NoteRequest;
import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Components;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The OpenAPI document's top level: tags, the security schemes and the request bodies several operations share. */
@OpenAPIDefinition(
        info = @Info(title = "boardstate: board-game state service", version = "1.0.0"),
        components =
                @Components(
                        requestBodies =
                                @RequestBody(
                                        name = NoteRequest.BODY,
                                        required = false,
                                        content =
                                                @Content(
                                                        mediaType = MediaType.APPLICATION_JSON,
                                                        schema = @Schema(implementation = NoteRequest.class)))),
        tags = {
            @Tag(name = "Rulesets", description = "The games this service hosts and their options"),
            @Tag(name = "Matches", description = "Create matches, read views, submit commands, read the event log"),
            @Tag(name = "Organizers", description = "Tournament organizers: bulk creation, listings and results"),
            @Tag(
                    name = "Webhooks",
                    description = "Signed notifications of an organizer's matches (Standard Webhooks), with retries"),
            @Tag(
                    name = "WebhookCallbacks",
                    description = "What the service POSTs to a subscription's URL: implement these on your receiver"
                            + " (an own tag, so SDK generators never merge them into the Webhooks client)"),
            @Tag(name = "Admin", description = "Organizer API keys, managed with the bootstrap admin key")
        })
@SecurityScheme(
        securitySchemeName = "seatToken",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        description =
                "The secret token of one seat, returned once when the match is created. Without it you are a spectator.")
@SecurityScheme(
        securitySchemeName = "organizerKey",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        description = "An organizer API key (`bso_...`), issued by an admin with scopes; only its hash is stored.")
@SecurityScheme(
        securitySchemeName = "adminKey",
        type = SecuritySchemeType.HTTP,
        scheme = "bearer",
        description = "The bootstrap admin key from configuration (BOARDSTATE_ADMIN_KEY).")
public class BoardstateApi extends Application {}
