package io.boardstate.api.openapi;

import io.boardstate.engine.Ruleset;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.support.EngineCodec;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * Puts every hosted game's commands, events and views into the contract, so SDK generators produce
 * typed classes: for a game with id {@code smallworld}, {@code SmallworldCommand} is a oneOf of
 * its commands discriminated by {@code type} (see {@link CommandSchemas}), {@code SmallworldEvent} the union of its events
 * (see {@link EventSchemas}) and {@code SmallworldView} the state a viewer gets. The schemas are
 * derived from the engines' records, so they cannot drift from what the service accepts and sends.
 * Only games shipped under io.boardstate.games are published.
 */
@OpenApiFilter(OpenApiFilter.RunStage.RUNTIME_STARTUP)
public class GameSchemasFilter implements OASFilter {
    private static final String PUBLISHED_PACKAGE = "io.boardstate.games.";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null) openAPI.setComponents(OASFactory.createComponents());
        Components components = openAPI.getComponents();
        SchemaDocs.apply(components, SchemaDocs.load()); // first: the game schemas take words from Match and Event
        List<EventSchemas.Game> eventGames = new ArrayList<>();
        List<CommandSchemas.Game> commandGames = new ArrayList<>();
        Map<String, String> games = new TreeMap<>(); // ruleset id -> schema name prefix
        for (EngineCodec<?, ?, ?> codec : new RulesetRegistry().all()) {
            Ruleset<?, ?, ?> ruleset = codec.ruleset();
            String type = ruleset.getClass().getName();
            if (!type.startsWith(PUBLISHED_PACKAGE)) continue;
            String prefix = pascal(ruleset.info().id());
            String family = pascal(RulesetRegistry.family(ruleset));
            commandGames.add(new CommandSchemas.Game(prefix, family, ruleset));
            eventGames.add(new EventSchemas.Game(prefix, family, ruleset.eventTypes()));
            components.addSchema(
                    prefix + "View",
                    new RecordSchemas(components, prefix, RecordSchemas.Use.WRITTEN)
                            .record(ruleset.viewType())
                            .description("The state of a " + ruleset.info().id() + " match as one viewer sees it:"
                                    + " what the viewer may not see is null"));
            games.put(ruleset.info().id(), prefix);
        }
        new CommandSchemas(components).addAll(commandGames);
        if (components.getSchemas() != null && components.getSchemas().containsKey("Event"))
            new EventSchemas(components).addAll(eventGames, SystemEvents.DATA);
        matchByGame(components, games);
        ContractPolish.apply(openAPI, games);
    }

    /**
     * Match becomes a union of one schema per game, discriminated by `ruleset`, each with its state
     * typed by the game's view (the state itself carries nothing a generator could select it by).
     */
    private static void matchByGame(Components components, Map<String, String> games) {
        Schema generic =
                components.getSchemas() == null ? null : components.getSchemas().get("Match");
        if (generic == null || generic.getProperties() == null || games.isEmpty()) return;
        Schema state = generic.getProperties().get("state");
        GameUnions.byRuleset(components, "Match", games, (ruleset, prefix) -> GameUnions.members(
                        OASFactory.createSchema()
                                .addType(SchemaType.OBJECT)
                                .description("A " + ruleset + " match as one viewer may see it"),
                        generic,
                        Map.of(
                                "ruleset",
                                GameUnions.only(ruleset),
                                "state",
                                OASFactory.createSchema()
                                        .ref("#/components/schemas/" + prefix + "View")
                                        .description(state == null ? null : state.getDescription())))
                .required(List.of("id", "ruleset", "version", "finished", "state")));
    }

    static String pascal(String id) {
        List<String> parts = new ArrayList<>(Arrays.asList(id.split("[^A-Za-z0-9]+")));
        StringBuilder sb = new StringBuilder();
        for (String part : parts) {
            if (part.isEmpty()) continue;
            sb.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
        }
        return sb.toString();
    }
}
