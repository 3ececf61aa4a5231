package io.boardstate.api.match;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.boardstate.engine.Board;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Board data as the API sends it (GET /v1/rulesets/{ruleset}/boards, GET /v1/matches/{matchId}/board). */
public final class BoardDtos {
    private BoardDtos() {}

    @Schema(name = "BoardSummary")
    public record BoardSummary(String id, String name, List<Integer> players, int size) {}

    @Schema(name = "BoardList")
    public record BoardList(String ruleset, List<BoardSummary> items) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Board")
    public record BoardView(
            String id,
            String name,
            List<Integer> players,
            int size,
            String source,
            @Schema(type = SchemaType.OBJECT) Map<String, Object> features,
            List<BoardRegion> regions,
            BoardBox viewBox,
            @Schema(enumeration = {"printed", "inferred"}) String layout,
            List<BoardLegendEntry> legend,
            List<BoardContact> withoutBorder) {}

    @Schema(name = "BoardBox")
    public record BoardBox(double minX, double minY, double width, double height) {}

    @Schema(name = "BoardLegendEntry")
    public record BoardLegendEntry(
            @Schema(enumeration = {"terrain", "kind", "region", "symbol"})
            String field,

            String id,
            String name,
            String colour) {}

    @Schema(name = "BoardContact")
    public record BoardContact(String a, String b, String why) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BoardRegion")
    public record BoardRegion(
            String id,
            int index,
            String name,
            String kind,
            String terrain,
            List<String> symbols,
            Boolean edge,
            Boolean border,
            List<String> adjacent,
            List<BoardLink> links,
            BoardPoint at,
            List<BoardPoint> outline,
            @Schema(type = SchemaType.OBJECT) Map<String, Object> features) {}

    @Schema(name = "BoardLink")
    public record BoardLink(String to, String kind, List<String> directions) {}

    @Schema(name = "BoardPoint")
    public record BoardPoint(double x, double y) {}

    static BoardSummary summary(Board b) {
        return new BoardSummary(b.id(), b.name(), b.players(), b.regions().size());
    }

    /** A board with its regions named in one language: {@code names} maps region ids to names (absent: the data's). */
    static BoardView view(Board b, Map<String, String> names) {
        Board.Drawing d = b.drawing();
        return new BoardView(
                b.id(),
                b.name(),
                b.players(),
                b.regions().size(),
                b.source(),
                b.features(),
                b.regions().stream().map(r -> region(r, names)).toList(),
                d == null
                        ? null
                        : new BoardBox(
                                d.viewBox().minX(),
                                d.viewBox().minY(),
                                d.viewBox().width(),
                                d.viewBox().height()),
                d == null ? null : d.layout(),
                d == null
                        ? null
                        : d.legend().stream()
                                .map(e -> new BoardLegendEntry(e.field(), e.id(), e.name(), e.colour()))
                                .toList(),
                d == null
                        ? null
                        : d.withoutBorder().stream()
                                .map(c -> new BoardContact(c.a(), c.b(), c.why()))
                                .toList());
    }

    private static BoardRegion region(Board.Region r, Map<String, String> names) {
        return new BoardRegion(
                r.id(),
                r.index(),
                r.name() == null ? null : names.getOrDefault(r.id(), r.name()),
                r.kind(),
                r.terrain(),
                r.symbols(),
                r.edge(),
                r.border(),
                r.adjacent(),
                r.links().stream()
                        .map(l -> new BoardLink(l.to(), l.kind(), l.directions()))
                        .toList(),
                point(r.at()),
                r.outline().stream().map(BoardDtos::point).toList(),
                r.features());
    }

    private static BoardPoint point(Board.Point p) {
        return p == null ? null : new BoardPoint(p.x(), p.y());
    }
}
