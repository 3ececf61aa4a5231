package io.boardstate.api.openapi;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.api.dto.Dtos;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Discriminator;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * What generated clients need to tell answers apart and to trust the members they read: the two
 * answers to a submitted command (one per `Prefer`) are distinct schemas with a discriminating
 * `answer`; every member the service always sends is required; array elements are never null.
 */
final class SubmitAnswers {
    private SubmitAnswers() {}

    /** The response records of the API whose members SmallRye describes (schema name from @Schema, else the class). */
    private static final List<Class<?>> RESPONSES = List.of(
            Dtos.CreatedMatch.class,
            Dtos.SeatCredential.class,
            Dtos.SeatInfo.class,
            Dtos.MatchView.class,
            Dtos.EventPage.class,
            Dtos.CommandResult.class,
            Dtos.CommandAck.class,
            Dtos.RulesetView.class);

    /** Members of a match's view the service sends to every viewer at every version (NON_NULL omits none of them). */
    private static final List<String> ALWAYS_IN_A_MATCH = List.of("options", "seats", "toAct", "viewer");

    /** Reference members of NON_NULL records that the service nevertheless always sends. */
    private static final Map<String, List<String>> ALWAYS_SENT =
            Map.of("CommandAck", List.of("toAct"), "CommandResult", List.of("events", "match"));

    static void apply(OpenAPI api, Components components, java.util.Collection<String> games) {
        for (Class<?> response : RESPONSES) requireAlwaysSent(components, response, response);
        ALWAYS_SENT.forEach((name, members) -> {
            Schema schema = components.getSchemas().get(name);
            if (schema != null) members.forEach(member -> require(schema, member));
        });
        for (String game : games) { // the game's own Match (GameSchemasFilter): the view with its state typed
            requireAlwaysSent(components, Dtos.MatchView.class, game + "Match");
            Schema match = components.getSchemas().get(game + "Match");
            if (match != null) ALWAYS_IN_A_MATCH.forEach(member -> require(match, member));
        }
        answer(components, "CommandResult", Dtos.CommandResult.ANSWER, "the events and the match after the command");
        answer(components, "CommandAck", Dtos.CommandAck.ANSWER, "the minimal answer (Prefer: return=minimal)");
        PathItem commands = api.getPaths().getPathItems().get("/v1/matches/{matchId}/commands");
        if (commands == null || commands.getPOST() == null) return;
        APIResponse ok = commands.getPOST().getResponses().getAPIResponse("200");
        MediaType json = ok == null ? null : ok.getContent().getMediaType("application/json");
        if (json == null) return;
        Discriminator discriminator = OASFactory.createDiscriminator()
                .propertyName("answer")
                .addMapping(Dtos.CommandResult.ANSWER, "#/components/schemas/CommandResult")
                .addMapping(Dtos.CommandAck.ANSWER, "#/components/schemas/CommandAck");
        components.addSchema(
                "SubmitAnswer",
                OASFactory.createSchema()
                        .description("The answer to an accepted command: a CommandResult, or a CommandAck with"
                                + " Prefer: return=minimal; `answer` says which")
                        .addOneOf(ref("CommandResult"))
                        .addOneOf(ref("CommandAck"))
                        .discriminator(discriminator));
        json.schema(ref("SubmitAnswer"));
    }

    private static void answer(Components components, String name, String value, String what) {
        Schema schema = components.getSchemas().get(name);
        if (schema == null) return;
        schema.addProperty(
                "answer",
                OASFactory.createSchema()
                        .addType(SchemaType.STRING)
                        .addEnumeration(value)
                        .description("`" + value + "`: " + what));
        schema.addRequired("answer");
    }

    /**
     * Jackson writes every component of a record without NON_NULL inclusion, and the primitive ones
     * of any record: those are required. A reference member of a NON_NULL record, or one NON_NULL
     * itself, is required only where the record's schema says so.
     */
    private static void requireAlwaysSent(Components components, Class<?> record, Object schemaName) {
        org.eclipse.microprofile.openapi.annotations.media.Schema named =
                record.getAnnotation(org.eclipse.microprofile.openapi.annotations.media.Schema.class);
        String name = schemaName instanceof String given
                ? given
                : named != null && !named.name().isEmpty() ? named.name() : record.getSimpleName();
        Schema schema = components.getSchemas().get(name);
        if (schema == null || schema.getProperties() == null) return;
        JsonInclude include = record.getAnnotation(JsonInclude.class);
        boolean omitsNulls = include != null && include.value() == JsonInclude.Include.NON_NULL;
        for (RecordComponent component : record.getRecordComponents()) {
            Schema member = schema.getProperties().get(component.getName());
            if (member == null) continue;
            JsonInclude own = component.getAccessor().getAnnotation(JsonInclude.class);
            boolean omitted = omitsNulls || own != null && own.value() == JsonInclude.Include.NON_NULL;
            if (!omitted || component.getType().isPrimitive()) require(schema, component.getName());
            nonNullItems(member);
        }
    }

    private static void require(Schema schema, String member) {
        if (schema.getRequired() == null || !schema.getRequired().contains(member)) schema.addRequired(member);
    }

    /** The lists the API writes never hold null. */
    private static void nonNullItems(Schema schema) {
        if (schema == null) return;
        if (schema.getItems() != null) {
            Schema items = schema.getItems();
            if (items.getType() != null && items.getType().size() > 1) {
                List<SchemaType> types = new ArrayList<>(items.getType());
                types.remove(SchemaType.NULL);
                items.setType(types);
            }
        }
        if (schema.getProperties() != null
                && schema.getType() != null
                && schema.getType().contains(SchemaType.OBJECT))
            for (Map.Entry<String, Schema> member : schema.getProperties().entrySet())
                if (member.getValue().getItems() != null) nonNullItems(member.getValue());
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref("#/components/schemas/" + name);
    }
}
