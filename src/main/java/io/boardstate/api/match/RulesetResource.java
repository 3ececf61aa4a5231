package io.boardstate.api.match;

import io.boardstate.api.dto.Dtos;
import io.boardstate.api.dto.Dtos.RulesetView;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.support.EngineCodec;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/v1/rulesets")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Rulesets")
public class RulesetResource {
    @Inject
    RulesetRegistry registry;

    @GET
    @Operation(operationId = "listRulesets")
    public List<RulesetView> list() {
        return registry.all().stream().map(RulesetResource::describe).toList();
    }

    @GET
    @Path("/{ruleset}")
    @Operation(operationId = "getRuleset")
    public RulesetView get(@PathParam("ruleset") String id) {
        EngineCodec<?, ?, ?> codec = registry.find(id);
        if (codec == null) throw unknown(id);
        return describe(codec);
    }

    /** The 404 of a ruleset id in the path that names no game (the ruleset, its boards, its names). */
    static ApiProblem unknown(String ruleset) {
        return new ApiProblem(404, "UNKNOWN_RULESET", "Unknown ruleset", "No ruleset '" + ruleset + "'.");
    }

    static RulesetView describe(EngineCodec<?, ?, ?> codec) {
        RulesetInfo info = codec.ruleset().info();
        return new RulesetView(
                info.id(),
                info.name(),
                info.minSeats(),
                info.maxSeats(),
                info.description(),
                info.options().stream().map(Dtos.OptionView::of).toList(),
                codec.ruleset().commandTypes().keySet().stream().sorted().toList(),
                codec.ruleset().eventTypes().keySet().stream().sorted().toList());
    }
}
