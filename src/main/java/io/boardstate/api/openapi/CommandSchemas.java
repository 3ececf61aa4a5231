package io.boardstate.api.openapi;

import io.boardstate.engine.Ruleset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Discriminator;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * The games' command schemas. One command type has one schema in the whole contract, so that a
 * command from any game's legal list is, as it is, a value of the command body {@code GameCommand}
 * (a union discriminated by `type`, exclusive as its `oneOf` says). A type one ruleset alone has is
 * {@code <Ruleset>Command<Type>}; a type a family's editions share is {@code <Family>Command<Type>}:
 * the common record's schema, or, where editions read it with records of their own, one object with
 * every edition's members (each says which editions take it; an edition refuses the others' members).
 * Each ruleset's union {@code <Ruleset>Command} lists the schemas of its own types.
 */
final class CommandSchemas {
    /** One hosted game: its schema prefix, its family's prefix and the ruleset. */
    record Game(String prefix, String family, Ruleset<?, ?, ?> ruleset) {}

    private final Components components;

    CommandSchemas(Components components) {
        this.components = components;
    }

    void addAll(List<Game> games) {
        // type -> family -> the rulesets that have it (by id), each with its record
        Map<String, Map<String, Map<String, Class<?>>>> users = new TreeMap<>();
        for (Game game : games)
            game.ruleset().commandTypes().forEach((type, record) -> users.computeIfAbsent(type, k -> new TreeMap<>())
                    .computeIfAbsent(game.family(), k -> new TreeMap<>())
                    .put(game.ruleset().info().id(), record));
        Map<String, String> prefixes = new TreeMap<>(); // ruleset id -> schema prefix
        games.forEach(game -> prefixes.put(game.ruleset().info().id(), game.prefix()));
        Map<String, String> all = new TreeMap<>(); // type -> the one schema of that type
        users.forEach((type, families) -> {
            if (families.size() > 1)
                throw new IllegalStateException("command type " + type + " is in two game families " + families.keySet()
                        + "; the command body could not tell them apart");
            var family = families.entrySet().iterator().next();
            Map<String, Class<?>> byGame = family.getValue();
            String owner =
                    byGame.size() == 1 ? prefixes.get(byGame.keySet().iterator().next()) : family.getKey();
            all.put(type, variant(owner, type, byGame));
        });
        for (Game game : games) {
            Map<String, String> own = new TreeMap<>();
            game.ruleset().commandTypes().keySet().forEach(type -> own.put(type, all.get(type)));
            components.addSchema(
                    game.prefix() + "Command",
                    union(own)
                            .description("A command of " + game.ruleset().info().name()
                                    + ": POST it to /v1/matches/{matchId}/commands."));
        }
        components.addSchema(
                "GameCommand",
                union(all)
                        .description("Any command of a hosted game, discriminated by `type` (each command type has one"
                                + " schema: a game family's editions share theirs); any command a legal list holds is"
                                + " accepted as it is by a match of that game"));
    }

    /** The schema of one command type, from the records of the games that have it; returns its name. */
    private String variant(String owner, String type, Map<String, Class<?>> byGame) {
        String name = owner + "Command" + GameSchemasFilter.pascal(type);
        Map<String, Schema> read = new LinkedHashMap<>(); // ruleset id -> its record's schema
        Map<Class<?>, Schema> seen = new LinkedHashMap<>();
        byGame.forEach((game, record) -> read.put(
                game, seen.computeIfAbsent(record, r -> new RecordSchemas(components, owner, RecordSchemas.Use.READ)
                        .record(r))));
        Schema schema = seen.size() == 1
                ? seen.values().iterator().next()
                : SchemaMerge.objects(read, "the other editions refuse a value in it and read null as absent");
        schema.addProperty(
                "type",
                OASFactory.createSchema()
                        .addType(SchemaType.STRING)
                        .addEnumeration(type)
                        .description("Command type"));
        schema.addRequired("type");
        schema.additionalPropertiesBoolean(false); // the service refuses unknown fields (400 MALFORMED_COMMAND)
        components.addSchema(name, schema);
        return name;
    }

    private static Schema union(Map<String, String> variants) {
        Schema union = OASFactory.createSchema();
        Discriminator discriminator = OASFactory.createDiscriminator().propertyName("type");
        variants.forEach((type, name) -> {
            union.addOneOf(OASFactory.createSchema().ref("#/components/schemas/" + name));
            discriminator.addMapping(type, "#/components/schemas/" + name);
        });
        return union.discriminator(discriminator);
    }
}
