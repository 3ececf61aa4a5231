package io.boardstate.api.problem;

import io.boardstate.engine.RuleViolation;
import io.boardstate.match.command.SubmitOutcome;
import io.boardstate.match.model.MatchFailure;

/** The match layer's failures and refusals as problem documents: status, stable code, title. */
public final class DomainProblems {
    private DomainProblems() {}

    public static ApiProblem of(MatchFailure failure) {
        return switch (failure) {
            case MatchFailure.UnknownMatch f -> new ApiProblem(404, "UNKNOWN_MATCH", "Unknown match", f.getMessage());
            case MatchFailure.NotASeat f -> ApiProblem.unauthorized(f.getMessage());
            case MatchFailure.UnknownVersion f ->
                new ApiProblem(404, "UNKNOWN_VERSION", "Unknown version", f.getMessage())
                        .with("currentVersion", f.current());
            case MatchFailure.UnknownRuleset f ->
                new ApiProblem(422, "UNKNOWN_RULESET", "Unknown ruleset", f.getMessage());
            case MatchFailure.Violated f -> of(f.violation());
            case MatchFailure.Busy f ->
                new ApiProblem(503, "BOTS_BUSY", "Computer players busy", f.getMessage()).retryAfter(1);
        };
    }

    /** A refused command (every outcome but Accepted and Replayed). */
    public static ApiProblem of(SubmitOutcome refused) {
        return switch (refused) {
            case SubmitOutcome.Malformed m -> ApiProblem.badRequest("MALFORMED_COMMAND", m.detail());
            case SubmitOutcome.Conflict c ->
                new ApiProblem(
                                412,
                                "VERSION_CONFLICT",
                                "Version conflict",
                                c.ifMatch().any()
                                        ? "The match kept moving on while the command was decided (If-Match: *); it"
                                                + " is at version " + c.current() + "."
                                        : "If-Match names " + c.ifMatch().describe() + " but the match is at version "
                                                + c.current() + ".")
                        .with("currentVersion", c.current());
            case SubmitOutcome.Rejected r -> of(r.violation());
            case SubmitOutcome.KeyReused k ->
                new ApiProblem(
                        422,
                        "IDEMPOTENCY_KEY_REUSED",
                        "Idempotency-Key reused",
                        "This Idempotency-Key was used with a different request.");
            case SubmitOutcome.KeyInFlight k ->
                new ApiProblem(
                        409,
                        "IDEMPOTENCY_KEY_IN_FLIGHT",
                        "Request in flight",
                        "A request with this Idempotency-Key is still being processed; retry shortly.");
            case SubmitOutcome.Accepted a -> throw new IllegalArgumentException("an accepted command is no problem");
            case SubmitOutcome.Replayed r -> throw new IllegalArgumentException("a replay is sent as stored");
        };
    }

    static ApiProblem of(RuleViolation violation) {
        String code = violation.code();
        int status =
                switch (code) {
                    case RuleViolation.NOT_YOUR_TURN,
                            RuleViolation.GAME_OVER,
                            RuleViolation.MATCH_PAUSED,
                            RuleViolation.MATCH_ABORTED,
                            RuleViolation.NOT_PAUSED,
                            RuleViolation.NOT_STARTED,
                            RuleViolation.BOT_SEAT,
                            RuleViolation.TIME_EXPIRED -> 409;
                    case RuleViolation.HINTS_OFF -> 403;
                    default -> 422;
                };
        String title = code.startsWith(RuleViolation.ILLEGAL_MOVE_PREFIX)
                ? "Illegal move"
                : switch (code) {
                    case RuleViolation.NOT_YOUR_TURN -> "Not your turn";
                    case RuleViolation.GAME_OVER -> "Game over";
                    case RuleViolation.INVALID_OPTION -> "Invalid match option";
                    case RuleViolation.INVALID_SEATS -> "Invalid number of players";
                    case RuleViolation.MATCH_PAUSED -> "Match paused";
                    case RuleViolation.MATCH_ABORTED -> "Match aborted";
                    case RuleViolation.NOT_PAUSED -> "Match not paused";
                    case RuleViolation.NOT_STARTED -> "Match not started";
                    case RuleViolation.TIME_EXPIRED -> "Time expired";
                    case RuleViolation.INVALID_CLOCK -> "Invalid clock";
                    case RuleViolation.INVALID_BOT -> "Invalid bot";
                    case RuleViolation.BOT_SEAT -> "Seat played by a bot";
                    case RuleViolation.HINTS_OFF -> "No hints in this match";
                    default -> "Command refused";
                };
        ApiProblem problem = new ApiProblem(status, code, title, violation.message());
        if (code.startsWith(RuleViolation.ILLEGAL_MOVE_PREFIX))
            problem.with("rule", code.substring(RuleViolation.ILLEGAL_MOVE_PREFIX.length()));
        if (code.equals(RuleViolation.INVALID_SEATS)
                || code.equals(RuleViolation.INVALID_OPTION)
                || code.equals(RuleViolation.INVALID_CLOCK)
                || code.equals(RuleViolation.INVALID_BOT))
            violation.details().forEach(problem::with); // minSeats, maxSeats, option: also top-level members
        if (!violation.details().isEmpty()) problem.with("details", violation.details());
        return problem;
    }
}
