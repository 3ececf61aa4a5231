package io.boardstate.support;

import io.quarkus.test.common.QuarkusTestResource;

/** Registers the test-wide resources once for every @QuarkusTest. */
@QuarkusTestResource(RedisTestResource.class)
public final class TestResources {
    private TestResources() {}
}
