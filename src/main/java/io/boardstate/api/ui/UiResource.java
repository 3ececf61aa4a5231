package io.boardstate.api.ui;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The match viewer's pages (their scripts and styles are static files under /ui/). Not part of
 * the API contract. The pages load nothing from other origins and run no inline script.
 */
@Path("/ui")
public class UiResource {
    private static final String POLICY =
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
                    + " connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
    private static final byte[] LIST = page("list.html");
    private static final byte[] MATCH = page("match.html");

    @GET
    @Path("{slash: /?}")
    @Produces("text/html; charset=utf-8")
    @Operation(hidden = true)
    public Response list() {
        return html(LIST);
    }

    /** Any id: the page itself asks the API and says when there is no such match. */
    @GET
    @Path("/matches/{matchId}")
    @Produces("text/html; charset=utf-8")
    @Operation(hidden = true)
    public Response match(@PathParam("matchId") String matchId) {
        return html(MATCH);
    }

    private static Response html(byte[] page) {
        return Response.ok(page)
                .header("Content-Security-Policy", POLICY)
                .header("X-Content-Type-Options", "nosniff")
                .header("Referrer-Policy", "no-referrer")
                .header("Cache-Control", "no-cache")
                .build();
    }

    private static byte[] page(String name) {
        try (InputStream in = UiResource.class.getResourceAsStream("/ui-pages/" + name)) {
            if (in == null) throw new IllegalStateException("missing viewer page " + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
