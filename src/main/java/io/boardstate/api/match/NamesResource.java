package io.boardstate.api.match;

import io.boardstate.api.http.AcceptLanguage;
import io.boardstate.match.DisplayNames;
import io.boardstate.match.model.RulesetRegistry;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Display names for the ids a game's views, events and boards use, in the language the client asks for. */
@Path("/v1/rulesets")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Rulesets")
public class NamesResource {
    static final String ACCEPT_LANGUAGE_HELP = "Languages the client prefers (RFC 9110 12.5.4: quality values, `it-IT`"
            + " matches `it`, `*`). Small World: `en`, `it`, `is`; its other editions and Great Fire: `en`, `it`."
            + " Any other or none: English, never an error";

    @Schema(
            name = "Names",
            description = "Display names by kind, then by id: every id of every kind, in `language` where the"
                    + " game's rulebook in that language prints a name, else in English (listed in `fallback`)."
                    + " Ids never change with the language.")
    public record NamesView(
            @Schema(required = true, examples = "smallworld")
            String ruleset,

            @Schema(
                    required = true,
                    description = "The language of `names` (also in Content-Language)",
                    examples = "it")
            String language,

            @Schema(required = true, description = "The languages this ruleset's names come in, English first")
            List<String> languages,

            @Schema(
                    required = true,
                    description = "Kind (`races`, `powers`, `places`, `relics`, `artifacts`, `spaces`) -> id -> name")
            Map<String, Map<String, String>> names,

            @Schema(
                    required = true,
                    description = "Kind -> ids whose name is English because the rulebook in `language` prints none"
                            + " (empty lists in English)")
            Map<String, List<String>> fallback) {}

    @Inject
    RulesetRegistry registry;

    @Inject
    DisplayNames names;

    @GET
    @Path("/{ruleset}/names")
    @Operation(operationId = "getNames")
    @Parameter(
            in = ParameterIn.HEADER,
            name = "Accept-Language",
            description = ACCEPT_LANGUAGE_HELP,
            schema = @Schema(type = SchemaType.STRING, examples = "it-IT, it;q=0.9, en;q=0.5"))
    @APIResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = NamesView.class)))
    public Response get(@PathParam("ruleset") String ruleset, @Context HttpHeaders headers) {
        if (registry.find(ruleset) == null) throw RulesetResource.unknown(ruleset);
        List<String> languages = names.languages(ruleset);
        String language = AcceptLanguage.pick(headers.getHeaderString("Accept-Language"), languages);
        DisplayNames.Catalog catalog = names.catalog(ruleset, language).orElseThrow();
        return localized(
                        Response.ok(new NamesView(ruleset, language, languages, catalog.names(), catalog.fallback())),
                        language)
                .build();
    }

    /** Marks an answer as being in one language, chosen by Accept-Language. */
    static Response.ResponseBuilder localized(Response.ResponseBuilder response, String language) {
        return response.header("Content-Language", language).header("Vary", "Accept-Language");
    }
}
