package io.boardstate.engine;

import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A board a game is played on, as a client may draw it and check moves against it: public,
 * static data (the pieces on it are in the match's view). Games publish theirs with {@link
 * Ruleset#boards()} and name the one of a match with {@link Ruleset#board}.
 *
 * @param id stable id, the one the match's view names (e.g. Small World's {@code mapId})
 * @param name display name
 * @param players the player counts it is meant for; empty when any, or when made for one match
 * @param source who transcribed the data, under which licence, and what is inferred
 * @param features the game's own facts about the whole board (JSON values); empty if none
 * @param regions every region or space, in the game's order ({@link Region#index})
 * @param drawing how to draw it: frame, faithfulness, legend; null when the board has no geometry
 */
public record Board(
        String id,
        String name,
        List<Integer> players,
        String source,
        Map<String, Object> features,
        List<Region> regions,
        Drawing drawing) {
    public Board {
        players = List.copyOf(players);
        features = features == null ? Map.of() : Map.copyOf(features);
        regions = List.copyOf(regions);
    }

    /** A board without drawing data. */
    public Board(
            String id,
            String name,
            List<Integer> players,
            String source,
            Map<String, Object> features,
            List<Region> regions) {
        this(id, name, players, source, features, regions, null);
    }

    /** Layouts: drawn from the printed board, or worked out from the adjacency (a schematic). */
    public static final String PRINTED = "printed", INFERRED = "inferred";

    /**
     * What a client needs to draw the board: every region's {@code at} and {@code outline} lie in
     * {@code viewBox} (normalized: its longer side is {@link #SCALE} units).
     *
     * @param viewBox the frame, in the regions' units
     * @param layout {@link #PRINTED} or {@link #INFERRED}
     * @param legend the colour and name of each terrain, kind, colour region and symbol
     * @param withoutBorder adjacent pairs whose outlines share no side (corner crossings, links
     *     across water, tunnels): the adjacency holds by rule, not by a shared border
     */
    public record Drawing(Box viewBox, String layout, List<LegendEntry> legend, List<Contact> withoutBorder) {
        /** Longer side of every board's frame, in drawing units. */
        public static final double SCALE = 1000;

        public Drawing {
            legend = List.copyOf(legend);
            withoutBorder = List.copyOf(withoutBorder);
        }
    }

    /** A rectangle: its top-left corner (y down) and size. */
    public record Box(double minX, double minY, double width, double height) {}

    /**
     * One legend entry.
     *
     * @param field what it names: {@code terrain}, {@code kind}, {@code region} (a region's
     *     {@code features.region}, Great Fire's colours) or {@code symbol}
     * @param id the value of that field
     * @param name display name (English)
     * @param colour CSS hex colour ({@code #rrggbb}); a region's fill is the colour of its terrain,
     *     else of its {@code features.region}, else of its kind; symbols are marks in their colour
     */
    public record LegendEntry(String field, String id, String name, String colour) {}

    /** Two adjacent regions whose outlines do not share a side, and why. */
    public record Contact(String a, String b, String why) {}

    /**
     * One region or space.
     *
     * @param id the id views and commands use for it, as text (Small World: its number)
     * @param index its position in {@link Board#regions()}
     * @param name display name, or null
     * @param kind what it is in the game's terms (Small World: LAND, WATER, IMPASSABLE; Great Fire:
     *     DISTRICT, PARK, PUDDING_LANE)
     * @param terrain the terrain, or null where the game has none
     * @param symbols what is printed on it (mines, caverns, setup icons, ...), in the data's order
     * @param edge touches the physical edge of the board; null when the data does not say
     * @param border a race may enter the map here; null when the game has no such notion
     * @param adjacent the ids of the regions a piece may step to from here, in the data's order
     * @param links typed links where the game tells links apart (Great Fire: arrows by direction,
     *     crossings, park paths); empty when adjacency says it all
     * @param at a drawing anchor in the board's own units, or null when unknown
     * @param outline the region's shape (a simple polygon in the units of {@code at}); empty when unknown
     * @param features the game's own facts about the region (JSON values); empty if none
     */
    public record Region(
            String id,
            int index,
            String name,
            String kind,
            String terrain,
            List<String> symbols,
            Boolean edge,
            Boolean border,
            List<String> adjacent,
            List<Link> links,
            Point at,
            List<Point> outline,
            Map<String, Object> features) {
        public Region {
            symbols = List.copyOf(symbols);
            adjacent = List.copyOf(adjacent);
            links = links == null ? List.of() : List.copyOf(links);
            outline = outline == null ? List.of() : List.copyOf(outline);
            features = features == null ? Map.of() : Map.copyOf(features);
        }

        /** The same region drawn elsewhere: its anchor and outline moved point by point by {@code to}. */
        public Region redrawn(UnaryOperator<Point> to) {
            return new Region(
                    id,
                    index,
                    name,
                    kind,
                    terrain,
                    symbols,
                    edge,
                    border,
                    adjacent,
                    links,
                    at == null ? null : to.apply(at),
                    outline.stream().map(to).toList(),
                    features);
        }
    }

    /**
     * A link from a region to another.
     *
     * @param to the id of the region it leads to
     * @param kind the game's name for it (Great Fire: ARROW, CROSSING, PARK)
     * @param directions the directions that use it (Great Fire: the fire card directions), empty if none
     */
    public record Link(String to, String kind, List<String> directions) {
        public Link {
            directions = List.copyOf(directions);
        }
    }

    /** A point in the board's own drawing units (Small World: fractions of its width and height). */
    public record Point(double x, double y) {}
}
