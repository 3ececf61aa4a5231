package io.boardstate.api.openapi;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Discriminator;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * The event log's types. Each event type is an envelope variant {@code <Owner>Event_<type>} (its
 * `type` fixed, its `data` the schema {@code <Owner>EventData_<type>}), where the owner is the one
 * ruleset that has the event, or the game family when several rulesets share the same event (Small
 * World's editions share the core events), or {@code System} for the service's own events. Each
 * ruleset's union {@code <Ruleset>Event} is discriminated by `type`; so is the envelope `Event`, the
 * union of all, where a type name two families both use (e.g. `turnEnded`) is one variant {@code
 * Event_<type>} whose data have both families' members (see {@link SchemaMerge}).
 */
final class EventSchemas {
    /** One hosted game's events: its schema prefix, family prefix and event records by type name. */
    record Game(String prefix, String family, Map<String, ? extends Class<?>> events) {}

    private final Components components;
    private final Schema envelope; // the annotated Event: the members every variant has
    private final Map<String, Class<?>> owners = new TreeMap<>(); // data schema name -> record

    EventSchemas(Components components) {
        this.components = components;
        this.envelope = components.getSchemas().get("Event");
    }

    void addAll(List<Game> games, Map<String, ? extends Class<?>> system) {
        Map<String, Set<String>> users = new TreeMap<>(); // type|class -> rulesets' prefixes
        for (Game game : games)
            game.events().forEach((type, record) -> users.computeIfAbsent(key(type, record), k -> new TreeSet<>())
                    .add(game.prefix()));
        Map<String, String> systemVariants = new TreeMap<>();
        Set<String> everyGame = new TreeSet<>();
        games.forEach(game -> everyGame.add(game.prefix()));
        new TreeMap<>(system)
                .forEach((type, record) -> systemVariants.put(type, variant("System", type, record, everyGame)));
        Map<String, Map<String, String>> byType = new TreeMap<>(); // type -> owner -> variant
        systemVariants.forEach((type, name) -> byType.put(type, Map.of("System", name)));
        for (Game game : games) {
            Map<String, String> variants = new TreeMap<>(systemVariants);
            for (Map.Entry<String, ? extends Class<?>> e : new TreeMap<>(game.events()).entrySet()) {
                Set<String> sharing = users.get(key(e.getKey(), e.getValue()));
                String owner = sharing.size() > 1 ? game.family() : game.prefix();
                String name = variant(owner, e.getKey(), e.getValue(), sharing);
                variants.put(e.getKey(), name);
                byType.computeIfAbsent(e.getKey(), k -> new TreeMap<>()).put(owner, name);
            }
            components.addSchema(
                    game.prefix() + "Event",
                    union(variants)
                            .description("An event of this game as the log, the versions and the live stream send it"
                                    + " (the service's own events included), discriminated by `type`"));
        }
        Map<String, String> all = new TreeMap<>();
        byType.forEach((type, variants) -> all.put(
                type,
                variants.size() == 1
                        ? variants.values().iterator().next()
                        : shared(type, variants.values(), everyGame)));
        components.addSchema("Event", union(all).description(envelope.getDescription()));
    }

    private static String key(String type, Class<?> record) {
        return type + "|" + record.getName();
    }

    /** The envelope variant of one event type (and its data schema), once per owner; returns its name. */
    private String variant(String owner, String type, Class<?> record, Set<String> games) {
        String data = owner + "EventData_" + type;
        Class<?> known = owners.putIfAbsent(data, record);
        if (known != null && known != record)
            throw new IllegalStateException(data + " would describe both " + known + " and " + record);
        String name = owner + "Event_" + type;
        if (known == null) {
            components.addSchema(
                    data,
                    new RecordSchemas(components, owner, RecordSchemas.Use.WRITTEN)
                            .record(record)
                            .description("Data of the event `" + type + "`; a value the viewer may not see is null"));
            components.addSchema(name, envelope(type, ref(data), command(games)));
        }
        return name;
    }

    /** One variant for a type name several families use: its data have every family's members. */
    private String shared(String type, java.util.Collection<String> variants, Set<String> games) {
        Map<String, Schema> byFamily = new LinkedHashMap<>();
        for (String variant : variants)
            byFamily.put(
                    variant.substring(0, variant.indexOf("Event_")),
                    components.getSchemas().get(variant.replace("Event_", "EventData_")));
        Schema data = SchemaMerge.objects(byFamily, "the other games' events lack it")
                .description("Data of the event `" + type + "` (one schema for every game that has it)");
        String name = "Event_" + type;
        components.addSchema(name, envelope(type, data, command(games)));
        return name;
    }

    /** The command that caused an event: the game's union, or any game's command (one schema per type). */
    private Schema command(Set<String> games) {
        Schema command = ref(games.size() == 1 ? games.iterator().next() + "Command" : "GameCommand");
        Schema annotated = envelope.getProperties().get("command");
        return command.description(annotated == null ? null : annotated.getDescription());
    }

    private Schema envelope(String type, Schema data, Schema command) {
        Schema schema = OASFactory.createSchema().addType(SchemaType.OBJECT).description("The event `" + type + "`");
        return GameUnions.members(
                        schema,
                        envelope,
                        Map.of(
                                "type",
                                GameUnions.only(type).description("Event type"),
                                "data",
                                data,
                                "command",
                                command))
                .required(List.of("version", "type", "at", "data"));
    }

    private static Schema union(Map<String, String> variants) {
        Schema union = OASFactory.createSchema();
        Discriminator discriminator = OASFactory.createDiscriminator().propertyName("type");
        Map<String, String> mapping = new LinkedHashMap<>();
        for (Map.Entry<String, String> v : variants.entrySet()) {
            union.addOneOf(ref(v.getValue()));
            mapping.put(v.getKey(), "#/components/schemas/" + v.getValue());
        }
        discriminator.mapping(mapping);
        return union.discriminator(discriminator);
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref("#/components/schemas/" + name);
    }
}
