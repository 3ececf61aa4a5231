package io.boardstate.support;

import static io.restassured.RestAssured.given;

import io.restassured.specification.RequestSpecification;
import org.eclipse.microprofile.config.ConfigProvider;

/** Requests to the management interface (health, metrics, OpenAPI), which has its own port. */
public final class Management {
    private Management() {}

    /** The running test application's management port (random in tests). */
    public static int port() {
        return ConfigProvider.getConfig().getValue("quarkus.management.test-port", Integer.class);
    }

    public static RequestSpecification management() {
        return given().baseUri("http://localhost").port(port());
    }
}
