package io.boardstate.engine.contract;

import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.Ruleset;
import io.boardstate.games.smallworld.warcraft.SmallWorldWarcraft;
import io.boardstate.match.EngineCodec;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same contract as {@link RulesetContractTest} for rulesets that are built but not yet
 * registered in META-INF/services (an edition in progress is not offered to users, but its
 * engine must already keep the contract). Move a ruleset out of here when it is registered.
 */
class UnregisteredRulesetsContractTest {
    @SuppressWarnings("unchecked")
    static List<Contract.Game> games() {
        Ruleset<Object, Command, Event> warcraft =
                (Ruleset<Object, Command, Event>) (Ruleset<?, ?, ?>) new SmallWorldWarcraft();
        return List.of(new Contract.Game(warcraft, new EngineCodec<>(warcraft)));
    }

    private final RulesetContractTest contract = new RulesetContractTest();

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("setup per seat count")
    void setup(Contract.Game game) {
        contract.setup(game);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("legal lists are exact")
    void legalListsAreExact(Contract.Game game) {
        contract.legalListsAreExact(game);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("replay is deterministic, JSON round trips")
    void replayIsDeterministic(Contract.Game game) {
        contract.replayIsDeterministic(game);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("redaction hides what it marks secret")
    void redactionHidesWhatItMarksSecret(Contract.Game game) {
        contract.redactionHidesWhatItMarksSecret(game);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @DisplayName("random games end")
    void randomGamesEnd(Contract.Game game) {
        contract.randomGamesEnd(game);
    }
}
