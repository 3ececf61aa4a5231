package io.boardstate.api.openapi;

/**
 * The request bodies the contract shows as examples, kept together: ContractPrecisionTest sends each
 * one as it stands and expects it accepted, so every example stays a valid request.
 */
public final class RequestExamples {
    /** createMatch: two players of Small World with a fixed seed. */
    public static final String CREATE_MATCH =
            "{\"ruleset\":\"smallworld\",\"players\":[{\"name\":\"Ada\"},{\"name\":\"Brian\"}],"
                    + "\"options\":{},\"seed\":42}";

    /** submitCommand: Small World's first move, taking the first combo of the market. */
    public static final String SUBMIT_COMMAND = "{\"type\":\"pickCombo\",\"slot\":0}";

    private RequestExamples() {}
}
