package io.boardstate.api.match;

import io.boardstate.api.http.WholeNumber;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.match.bot.Hints;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * A hint's query (a {@code @BeanParam}), declared once for GET and HEAD: the bot's level and the
 * hard bot's budget, each refused as 400 INVALID_PARAMETER when it is not one the service takes.
 */
public class HintQuery {
    @Parameter(
            description = "How hard the bot thinks: easy, medium (the default) or hard",
            schema =
                    @Schema(
                            type = SchemaType.STRING,
                            enumeration = {"easy", "medium", "hard"}))
    @QueryParam("level")
    String level;

    @Parameter(
            description = "The hard bot's playouts for this hint (default 240): fewer answer sooner,"
                    + " more think harder; only with level=hard",
            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "960"))
    @QueryParam("budget")
    String budget;

    /** The level asked for, medium by default. */
    BotLevel level() {
        BotLevel bot = level == null ? BotLevel.MEDIUM : BotLevel.of(level);
        if (bot == null) throw ApiProblem.invalidParameter("level", "level is easy, medium or hard.");
        return bot;
    }

    /**
     * The {@code budget} for a hint at {@code level} (this query's {@link #level()}): 1 to {@link
     * Hints#MAX_PLAYOUTS} playouts of the hard bot's search, or null for the default.
     */
    Integer playouts(BotLevel level) {
        if (budget == null) return null;
        long n = WholeNumber.parse(budget);
        if (n < 1 || n > Hints.MAX_PLAYOUTS)
            throw ApiProblem.invalidParameter(
                    "budget", "budget is a number of playouts from 1 to " + Hints.MAX_PLAYOUTS + ".");
        if (level != BotLevel.HARD)
            throw ApiProblem.invalidParameter(
                    "budget", "budget is the hard bot's number of playouts; easy and medium do not search.");
        return (int) n;
    }
}
