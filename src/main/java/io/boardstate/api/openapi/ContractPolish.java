package io.boardstate.api.openapi;

import io.boardstate.api.http.Conditional;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * What annotations cannot say, so that the contract passes Redocly's recommended rules and
 * openapi-generator's validation: a server, the license's identifier, security declared on every
 * operation (public ones with none), a 4xx on every operation, the members a problem document may
 * carry, and the game unions referenced where game payloads travel (command bodies, legal
 * commands).
 */
final class ContractPolish {
    private ContractPolish() {}

    static void apply(OpenAPI api, Map<String, String> games) {
        api.servers(List.of(OASFactory.createServer().url("/").description("This service (any replica)")));
        if (api.getInfo() != null && api.getInfo().getLicense() != null)
            api.getInfo().getLicense().identifier("LicenseRef-Proprietary");
        OperationDocs.apply(api, OperationDocs.load());
        OperationTraits.apply(api);
        if (api.getPaths() != null && api.getPaths().getPathItems() != null)
            for (Map.Entry<String, PathItem> path :
                    api.getPaths().getPathItems().entrySet())
                for (Operation operation : path.getValue().getOperations().values()) {
                    Conditional.describe(operation);
                    StandardProblems.add(path.getKey(), operation, problemContent());
                    operation(operation);
                }
        Components components = api.getComponents();
        if (components == null || components.getSchemas() == null) return;
        problem(components.getSchemas().get("Problem"));
        components.addSchema("ProblemCode", knownProblemCodes());

        typedPayloads(api, components, games);
        SubmitAnswers.apply(api, components, games.values());
        WebhookContract.apply(api, components);
    }

    private static void operation(Operation operation) {
        if (operation.getSecurity() == null) operation.setSecurity(new ArrayList<>()); // public: no credentials
        withoutAuthorization(operation);
        if (operation.getParameters() != null) operation.getParameters().forEach(ContractPolish::parameter);
        textHeaders(operation);
        boolean has4xx = operation.getResponses() != null
                && operation.getResponses().getAPIResponses().keySet().stream().anyMatch(code -> code.startsWith("4"));
        if (!has4xx)
            operation
                    .getResponses()
                    .addAPIResponse(
                            "406",
                            OASFactory.createAPIResponse()
                                    .description("The Accept header allows neither application/json nor problem+json")
                                    .content(problemContent()));
        ordered(operation);
    }

    /**
     * The Authorization header a resource method reads is described by the operation's security
     * schemes, not as a parameter (generators would ask for the credential twice).
     */
    private static void withoutAuthorization(Operation operation) {
        if (operation.getParameters() == null) return;
        List<Parameter> kept = operation.getParameters().stream()
                .filter(p -> p.getIn() != Parameter.In.HEADER || !"Authorization".equalsIgnoreCase(p.getName()))
                .toList();
        if (kept.size() < operation.getParameters().size())
            operation.setParameters(kept.isEmpty() ? null : new ArrayList<>(kept));
    }

    /** A response header declared without a schema is text, so resources name only the headers that are not. */
    private static void textHeaders(Operation operation) {
        if (operation.getResponses() == null || operation.getResponses().getAPIResponses() == null) return;
        for (APIResponse response : operation.getResponses().getAPIResponses().values())
            if (response.getHeaders() != null)
                response.getHeaders().values().stream()
                        .filter(header -> header.getSchema() == null && header.getRef() == null)
                        .forEach(header ->
                                header.schema(OASFactory.createSchema().addType(SchemaType.STRING)));
    }

    /**
     * Responses in status order, success first: generators build a request's Accept header from the
     * media types in the order they meet them (the Python SDK sends only the first JSON one), so a
     * problem+json error listed first would make it ask for problem+json alone (406).
     */
    private static void ordered(Operation operation) {
        if (operation.getResponses() == null || operation.getResponses().getAPIResponses() == null) return;
        java.util.TreeMap<String, org.eclipse.microprofile.openapi.models.responses.APIResponse> byCode =
                new java.util.TreeMap<>(java.util.Comparator.comparing((String code) -> code.equals("default"))
                        .thenComparing(java.util.Comparator.naturalOrder()));
        byCode.putAll(operation.getResponses().getAPIResponses());
        operation.getResponses().setAPIResponses(new java.util.LinkedHashMap<>(byCode));
    }

    /** A match id is a UUID (any other id names no match: 404); versions are 64-bit counts from 0. */
    private static void parameter(Parameter parameter) {
        String name = parameter.getName();
        if (parameter.getIn() == Parameter.In.PATH && "matchId".equals(name))
            parameter.schema(
                    OASFactory.createSchema().addType(SchemaType.STRING).format("uuid"));
        if ((parameter.getIn() == Parameter.In.PATH && "version".equals(name))
                || (parameter.getIn() == Parameter.In.QUERY && "after".equals(name)))
            parameter.schema(integer("int64").minimum(java.math.BigDecimal.ZERO));
    }

    private static Content problemContent() {
        return OASFactory.createContent()
                .addMediaType(
                        "application/problem+json",
                        OASFactory.createMediaType()
                                .schema(OASFactory.createSchema().ref("#/components/schemas/Problem")));
    }

    /** Members every problem has, and the extension members some problems add (RFC 9457 section 3.2). */
    private static void problem(Schema problem) {
        if (problem == null) return;
        problem.required(List.of("type", "title", "status", "code"));
        problem.addProperty("code", problemCode());
        problem.addProperty(
                "currentVersion",
                integer("int64").description("VERSION_CONFLICT: the match's current version (use it in If-Match)"));
        problem.addProperty(
                "rule",
                OASFactory.createSchema().addType(SchemaType.STRING).description("ILLEGAL_MOVE: the rule broken"));
        problem.addProperty(
                "minSeats", integer("int32").description("INVALID_SEATS: the fewest seats the ruleset allows"));
        problem.addProperty(
                "maxSeats", integer("int32").description("INVALID_SEATS: the most seats the ruleset allows"));
        problem.addProperty(
                "option",
                OASFactory.createSchema()
                        .addType(SchemaType.STRING)
                        .description("INVALID_OPTION: the option at fault"));
        problem.addProperty(
                "details",
                OASFactory.createSchema()
                        .addType(SchemaType.OBJECT)
                        .description("Facts about a rejected move, by name (ruleset-specific)"));
    }

    /**
     * A plain string, not an enum: every generator types it as a string, and a client generated today
     * still reads a code added later (pydantic and Java enums would refuse it). The known codes are
     * documented in the `ProblemCode` component (an enum with x-enum-varnames, which generators turn
     * into constants to compare with) and listed as examples.
     */
    private static Schema problemCode() {
        return OASFactory.createSchema()
                .addType(SchemaType.STRING)
                .pattern(CODE_PATTERN)
                .description("Stable machine-readable code: one of ProblemCode's values, `ILLEGAL_MOVE/<RULE>` for a"
                        + " broken game rule (e.g. ILLEGAL_MOVE/NOT_ADJACENT), or a code added later (same shape):"
                        + " compare with the known codes, and treat any other as the HTTP status says")
                .examples(new ArrayList<>(List.of("VERSION_CONFLICT", "ILLEGAL_MOVE/NOT_ADJACENT")));
    }

    /** The codes a client may compare `Problem.code` with, as named constants. */
    private static Schema knownProblemCodes() {
        Schema known = OASFactory.createSchema()
                .addType(SchemaType.STRING)
                .description("The stable codes the service sends today (Problem.code is a plain string, so codes added"
                        + " later stay readable; ILLEGAL_MOVE/<RULE> codes are not listed). See docs/guide/errors.md.");
        STABLE_CODES.forEach(known::addEnumeration);
        known.addExtension("x-enum-varnames", STABLE_CODES);
        return known;
    }

    /** Every code a problem document carries besides ILLEGAL_MOVE/<RULE> (ContractPrecisionTest keeps it complete). */
    static final List<String> STABLE_CODES = List.of(
            "BAD_REQUEST",
            "BOTS_BUSY",
            "BOT_SEAT",
            "DUPLICATE_TABLE",
            "DUPLICATE_EXTERNAL_PLAYER_ID",
            "GAME_OVER",
            "HEADERS_TOO_LARGE",
            "HINTS_OFF",
            "IDEMPOTENCY_KEY_IN_FLIGHT",
            "IDEMPOTENCY_KEY_REUSED",
            "INTERNAL_ERROR",
            "INVALID_BOT",
            "INVALID_CLOCK",
            "INVALID_EXTERNAL_PLAYER_ID",
            "INVALID_IDEMPOTENCY_KEY",
            "INVALID_IF_MATCH",
            "INVALID_OPTION",
            "INVALID_PARAMETER",
            "INVALID_PLAYER_NAME",
            "INVALID_REQUEST",
            "INVALID_SEATS",
            "INVALID_WEBHOOK_URL",
            "MALFORMED_COMMAND",
            "MALFORMED_JSON",
            "MATCH_ABORTED",
            "MATCH_PAUSED",
            "METHOD_NOT_ALLOWED",
            "MISSING_SCOPE",
            "NOT_ACCEPTABLE",
            "NOT_FOUND",
            "NOT_MATCH_ORGANIZER",
            "NOT_PAUSED",
            "NOT_STARTED",
            "NOT_YOUR_TURN",
            "ORGANIZER_KEY_REQUIRED",
            "PAYLOAD_TOO_LARGE",
            "PRECONDITION_REQUIRED",
            "RATE_LIMITED",
            "STORE_UNAVAILABLE",
            "TABLE_TAKEN",
            "TIME_EXPIRED",
            "TOO_MANY_STREAMS",
            "UNAUTHORIZED",
            "UNKNOWN_BOARD",
            "UNKNOWN_DELIVERY",
            "UNKNOWN_KEY",
            "UNKNOWN_MATCH",
            "UNKNOWN_RULESET",
            "UNKNOWN_VERSION",
            "UNKNOWN_WEBHOOK",
            "UNSUPPORTED_MEDIA_TYPE",
            "URI_TOO_LONG",
            "VERSION_CONFLICT",
            "WEBHOOK_DESTINATION_NOT_ALLOWED",
            "WEBHOOK_LIMIT_REACHED");

    /** ILLEGAL_MOVE/<RULE> and every listed code match it. */
    static final String CODE_PATTERN = "^[A-Z][A-Z0-9_]*(/[A-Z0-9_]+)?$";

    private static Schema integer(String format) {
        return OASFactory.createSchema().addType(SchemaType.INTEGER).format(format);
    }

    /**
     * A command body is any command of the hosted games: one flat oneOf of every game's command
     * variants. It carries no discriminator, as a `type` names the same command in several editions
     * of a family; each game's own union keeps one. Flat, because a oneOf of those unions makes
     * openapi-generator's typescript-fetch import instanceOf functions it never writes for them.
     * A command a legal list holds is a valid body as it is, in every generated SDK.
     * A legal list says its `ruleset`, which selects the game's own union of commands, so that an
     * SDK decodes each command as the right game's. An event names the command that caused it with
     * the same type. A hint's command is one of the seat's legal list, submitted as it is: a
     * GameCommand too. Events and states are typed by GameSchemasFilter before this runs.
     */
    private static void typedPayloads(OpenAPI api, Components components, Map<String, String> games) {
        legalByGame(components, games);
        Schema hint = components.getSchemas().get("Hint");
        if (hint != null && hint.getProperties() != null && hint.getProperties().get("command") != null)
            hint.addProperty(
                    "command",
                    ref("GameCommand")
                            .description(hint.getProperties().get("command").getDescription()));
        PathItem commands = api.getPaths().getPathItems().get("/v1/matches/{matchId}/commands");
        if (commands == null || commands.getPOST() == null || commands.getPOST().getRequestBody() == null) return;
        MediaType json = commands.getPOST().getRequestBody().getContent().getMediaType("application/json");
        if (json != null) json.schema(ref("GameCommand"));
    }

    /** LegalCommands becomes a union of one schema per game, discriminated by `ruleset`. */
    private static void legalByGame(Components components, Map<String, String> games) {
        if (components.getSchemas().get("LegalCommands") == null) return;
        GameUnions.byRuleset(components, "LegalCommands", games, (ruleset, prefix) -> OASFactory.createSchema()
                .addType(SchemaType.OBJECT)
                .description("Legal commands of a " + ruleset + " match")
                .addProperty("ruleset", GameUnions.only(ruleset))
                .addProperty("version", integer("int64"))
                .addProperty("seat", integer("int32"))
                .addProperty(
                        "commands",
                        OASFactory.createSchema().addType(SchemaType.ARRAY).items(ref(prefix + "Command")))
                .required(List.of("ruleset", "version", "seat", "commands")));
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref("#/components/schemas/" + name);
    }
}
