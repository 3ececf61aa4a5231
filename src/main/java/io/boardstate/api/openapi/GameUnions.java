package io.boardstate.api.openapi;

import java.util.Map;
import java.util.function.BiFunction;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Discriminator;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * Schemas made per game from a generic one (a match, a legal list, an event), so that a generated
 * SDK decodes each game's payload as that game's: one variant per game, told apart by a member.
 */
final class GameUnions {
    private GameUnions() {}

    /**
     * The schema {@code name} becomes a oneOf of one variant per game ({@code games}: ruleset id ->
     * schema prefix), each named prefix + name, discriminated by {@code ruleset}. The union keeps the
     * generic schema's description.
     */
    static void byRuleset(
            Components components, String name, Map<String, String> games, BiFunction<String, String, Schema> variant) {
        Schema union = OASFactory.createSchema()
                .description(components.getSchemas().get(name).getDescription());
        Discriminator discriminator = OASFactory.createDiscriminator().propertyName("ruleset");
        for (Map.Entry<String, String> game : games.entrySet()) {
            String variantName = game.getValue() + name;
            components.addSchema(variantName, variant.apply(game.getKey(), game.getValue()));
            union.addOneOf(OASFactory.createSchema().ref("#/components/schemas/" + variantName));
            discriminator.addMapping(game.getKey(), "#/components/schemas/" + variantName);
        }
        components.addSchema(name, union.discriminator(discriminator));
    }

    /** A string member that holds one value: a variant's ruleset or event type, what tells it apart. */
    static Schema only(String value) {
        return OASFactory.createSchema().addType(SchemaType.STRING).addEnumeration(value);
    }

    /** {@code into} gets the generic object's members in their order, those named in {@code replaced} swapped. */
    static Schema members(Schema into, Schema generic, Map<String, Schema> replaced) {
        generic.getProperties()
                .forEach((member, schema) -> into.addProperty(member, replaced.getOrDefault(member, schema)));
        return into;
    }
}
