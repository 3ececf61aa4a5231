package io.boardstate.api;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/** Starts the service; the one setting here must be in place before Quarkus's HTTP layer loads. */
@QuarkusMain
public class BoardstateMain {
    /** Quarkus answers a target java.net.URI refuses with an empty 400; HttpEdgeProblems answers it instead. */
    static final String URI_CHECK_PROPERTY = "vertx.disableURIValidation";

    public static void main(String... args) {
        System.setProperty(URI_CHECK_PROPERTY, "true");
        Quarkus.run(args);
    }
}
