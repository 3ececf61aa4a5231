package io.boardstate.match;

import io.boardstate.engine.Board;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.EngineCodec;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;

/**
 * The boards games publish (static, public data: no viewer sees more or less of a board) and the
 * board a match is played on, which for some games is made at setup (Warcraft's islands).
 */
@ApplicationScoped
public class Boards {
    @Inject
    RulesetRegistry registry;

    @Inject
    MatchStates states;

    /** The boards of a ruleset; empty when there is no such ruleset. */
    public Optional<List<Board>> of(String ruleset) {
        EngineCodec<?, ?, ?> codec = registry.find(ruleset);
        return codec == null ? Optional.empty() : Optional.of(codec.ruleset().boards());
    }

    /** One board of a ruleset, when it publishes one with this id. */
    public Optional<Board> find(String ruleset, String boardId) {
        return of(ruleset)
                .flatMap(boards ->
                        boards.stream().filter(b -> b.id().equals(boardId)).findFirst());
    }

    /** The board of the caller's match, when its game has board data. */
    public Optional<Board> of(Access access) {
        return board(EngineCodec.typed(access.codec()), states.head(access));
    }

    private static <S, C extends Command, E extends Event> Optional<Board> board(
            EngineCodec<S, C, E> codec, LoadedState head) {
        @SuppressWarnings("unchecked")
        S state = (S) head.state();
        return codec.ruleset().board(state);
    }
}
