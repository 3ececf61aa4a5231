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

    @Schema(name = "BoardSummary", description = "One board a ruleset publishes.")
    public record BoardSummary(
            @Schema(
                    required = true,
                    description = "The board id; match views name it in `boardId`",
                    examples = "2-players")
            String id,

            @Schema(required = true, description = "Display name")
            String name,

            @Schema(required = true, description = "Player counts the board is meant for; empty when any")
            List<Integer> players,

            @Schema(required = true, description = "Number of regions or spaces")
            int size) {}

    @Schema(name = "BoardList", description = "The boards of a ruleset.")
    public record BoardList(
            @Schema(required = true) String ruleset,
            @Schema(required = true) List<BoardSummary> items) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "Board",
            description = "A board as clients draw it and check moves against it: public, static data (the pieces on"
                    + " it are in the match view, whose `state` lists regions or spaces by the same ids).")
    public record BoardView(
            @Schema(required = true, examples = "2-players") String id,
            @Schema(required = true) String name,

            @Schema(
                    required = true,
                    description = "Player counts the board is meant for; empty when any or made for one match")
            List<Integer> players,

            @Schema(required = true, description = "Number of regions or spaces")
            int size,

            @Schema(description = "Who transcribed the data, under which licence, and what is inferred")
            String source,

            @Schema(
                    required = true,
                    description = "The game's own facts about the whole board (Small World: `rounds`; Warcraft:"
                            + " `islands`; Great Fire: `crossings`, `objectiveCards`)",
                    type = SchemaType.OBJECT)
            Map<String, Object> features,

            @Schema(required = true, description = "Every region or space, in the game's order (`index`)")
            List<BoardRegion> regions,

            @Schema(
                    description = "The frame every `at` and `outline` lies in, in drawing units (y down; the longer"
                            + " side is 1000 on every board). As an SVG attribute: `viewBox=\"minX minY width"
                            + " height\"`. Absent when the board has no geometry")
            BoardBox viewBox,

            @Schema(
                    description = "How faithful the geometry is: `printed` (transcribed from the printed board) or"
                            + " `inferred` (a schematic worked out from the adjacency: regions that border each other"
                            + " share a side, edge regions touch the frame). Absent when the board has no geometry",
                    enumeration = {"printed", "inferred"})
            String layout,

            @Schema(
                    description = "Names and colours for drawing: a region's fill is the colour of its `terrain`, else"
                            + " of its `features.region` (Great Fire's colours), else of its `kind`; `symbol` entries"
                            + " are marks. Absent when the board has no geometry")
            List<BoardLegendEntry> legend,

            @Schema(
                    description = "Adjacent pairs whose outlines share no side (Great Fire: the diagonals of crossings,"
                            + " park paths across a corner): adjacent by rule, not by a border. Every other adjacent pair"
                            + " shares a side. Absent when the board has no geometry")
            List<BoardContact> withoutBorder) {}

    @Schema(name = "BoardBox", description = "A rectangle in drawing units: top-left corner (y down) and size.")
    public record BoardBox(
            @Schema(required = true) double minX,
            @Schema(required = true) double minY,
            @Schema(required = true) double width,
            @Schema(required = true) double height) {}

    @Schema(name = "BoardLegendEntry", description = "How to draw one terrain, kind, colour region or symbol.")
    public record BoardLegendEntry(
            @Schema(
                    required = true,
                    description = "Which region member it matches: `terrain`, `kind`, `region` (the region's"
                            + " `features.region`) or `symbol` (listed in `symbols`)",
                    enumeration = {"terrain", "kind", "region", "symbol"})
            String field,

            @Schema(required = true, description = "The value of that member", examples = "FOREST")
            String id,

            @Schema(required = true, description = "Display name, in the response's language", examples = "Forest")
            String name,

            @Schema(required = true, description = "CSS colour, `#rrggbb`", examples = "#3f8f3a")
            String colour) {}

    @Schema(name = "BoardContact", description = "Two adjacent regions whose outlines share no side, and why.")
    public record BoardContact(
            @Schema(required = true, description = "Id of one region")
            String a,

            @Schema(required = true, description = "Id of the other")
            String b,

            @Schema(
                    required = true,
                    description = "Why they are adjacent without a border",
                    examples = "CROSSING diagonal")
            String why) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BoardRegion", description = "One region or space of a board.")
    public record BoardRegion(
            @Schema(required = true, description = "The id views and commands use (Small World: its number, as text)")
            String id,

            @Schema(required = true, description = "Position in the board's `regions` (Small World: the region number)")
            int index,

            @Schema(description = "Display name, when the data has one, in the response's language (Content-Language)")
            String name,

            @Schema(
                    required = true,
                    description =
                            "What it is: Small World LAND, WATER or IMPASSABLE; Great Fire DISTRICT, PARK or PUDDING_LANE",
                    examples = "LAND")
            String kind,

            @Schema(description = "Terrain (Small World: FARMLAND, FOREST, HILL, MOUNTAIN, SWAMP, SEA, LAKE, ...)")
            String terrain,

            @Schema(required = true, description = "What is printed on it (MINE, CAVERN, LOST_TRIBE, YELLOW_BAND, ...)")
            List<String> symbols,

            @Schema(description = "Touches the physical edge of the board (absent when the data does not say)")
            Boolean edge,

            @Schema(description = "Small World: a race may enter the map here (4.2 item 7)")
            Boolean border,

            @Schema(required = true, description = "Ids of the regions a piece may step to from here")
            List<String> adjacent,

            @Schema(
                    required = true,
                    description =
                            "Typed links where the game tells them apart (Great Fire: ARROW and CROSSING links that"
                                    + " fire follows with the listed card directions, PARK paths for pawns and teams)")
            List<BoardLink> links,

            @Schema(
                    description =
                            "Label anchor inside the outline, in the board's `viewBox` units (absent when unknown)")
            BoardPoint at,

            @Schema(
                    required = true,
                    description = "Shape for drawing: a simple polygon in `viewBox` units (y down), clockwise on"
                            + " screen; regions that border each other share a side; empty when unknown")
            List<BoardPoint> outline,

            @Schema(required = true, description = "The game's own facts about the region", type = SchemaType.OBJECT)
            Map<String, Object> features) {}

    @Schema(name = "BoardLink", description = "A link from a region to another.")
    public record BoardLink(
            @Schema(required = true, description = "Id of the region it leads to")
            String to,

            @Schema(required = true, description = "ARROW, CROSSING or PARK (Great Fire)")
            String kind,

            @Schema(required = true, description = "Fire card directions that cross it (N, E, S, W); empty for PARK")
            List<String> directions) {}

    @Schema(name = "BoardPoint", description = "A point in the board's own drawing units.")
    public record BoardPoint(
            @Schema(required = true) double x,
            @Schema(required = true) double y) {}

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
