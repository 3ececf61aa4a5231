package io.boardstate.api.organizer;

import io.boardstate.api.auth.OrganizerAuth;
import io.boardstate.api.http.NoStore;
import io.boardstate.api.http.PageSize;
import io.boardstate.api.match.MatchListResource;
import io.boardstate.api.match.MatchPaging;
import io.boardstate.api.match.TagFilter;
import io.boardstate.api.openapi.OperationTraits;
import io.boardstate.api.openapi.StandardProblems;
import io.boardstate.match.MatchResults;
import io.boardstate.match.model.Organizer;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** An organizer's results by tag (GET /v1/match-results), as JSON or CSV. */
@Path("/v1/match-results")
@Tag(name = "Organizers")
public class ResultsExportResource {
    private static final String CSV = ResultsResource.CSV;
    private static final int DEFAULT_LIMIT = 100;
    private static final int MAX_LIMIT = 500;

    @Inject
    MatchResults results;

    @Inject
    OrganizerAuth auth;

    @GET
    @Produces({MediaType.APPLICATION_JSON, CSV})
    @Operation(
            operationId = "exportResults",
            extensions = {
                @Extension(name = StandardProblems.SCOPE, value = "matches:read"),
                @Extension(name = OperationTraits.CSV_ROWS, value = "One row per seat, with a header")
            })
    @APIResponse(
            responseCode = "200",
            content = @Content(schema = @Schema(implementation = ResultsResource.ResultsPage.class)))
    public Response export(
            @BeanParam TagFilter tags,
            @BeanParam MatchPaging paging,
            @Parameter(
                            description = "Matches per page, 1 to 500 (default 100)",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "500"))
                    @QueryParam("limit")
                    String limit,
            @Parameter(
                            description = "Only matches updated (created, or a command or other event stored) at or"
                                    + " after this time (RFC 3339)",
                            schema = @Schema(type = SchemaType.STRING, format = "date-time"))
                    @QueryParam("updatedFrom")
                    String updatedFrom,
            @Parameter(
                            description = "Only finished matches that ended at or after this time (RFC 3339): their"
                                    + " `endedAt`, which no longer changes",
                            schema = @Schema(type = SchemaType.STRING, format = "date-time"))
                    @QueryParam("finishedFrom")
                    String finishedFrom,
            @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @Context HttpHeaders headers) {
        Organizer organizer = auth.require(authorization, Organizer.MATCHES_READ);
        MatchResults.Page page = results.export(
                organizer.organizer(),
                tags.tags(),
                new MatchResults.Since(
                        paging.order(),
                        MatchListResource.time("updatedFrom", updatedFrom),
                        MatchListResource.time("finishedFrom", finishedFrom)),
                paging.after(),
                PageSize.of(limit, DEFAULT_LIMIT, MAX_LIMIT));
        List<ResultsResource.MatchResultsDto> items =
                page.items().stream().map(ResultsResource::dto).toList();
        String next = MatchPaging.nextCursor(page.next());
        if (ResultsResource.wantsCsv(headers)) {
            Response.ResponseBuilder r = Response.fromResponse(ResultsResource.csv(items));
            if (next != null) r.header("Next-Cursor", next);
            return r.build();
        }
        return NoStore.ok(new ResultsResource.ResultsPage(items, next), MediaType.APPLICATION_JSON)
                .build();
    }
}
