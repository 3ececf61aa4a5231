package io.boardstate.it;

import io.boardstate.support.RedisTestResource;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What a replica test runs its service processes on: the IT schema emptied, a redis-server of its
 * own, and the settings that point a {@link ServiceProcess} at both (plus the test's own). Register
 * it as a static field with {@code @RegisterExtension}.
 */
final class ItStack implements BeforeAllCallback, AfterAllCallback {
    private final String[] more;
    private RedisTestResource redis;
    private List<String> settings;

    /** {@code more}: further {@code -D} settings every replica of the test gets. */
    ItStack(String... more) {
        this.more = more;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        ItStore.reset();
        redis = new RedisTestResource();
        settings = ItStore.settings(redis.start().get("quarkus.redis.hosts"), more);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (redis != null) redis.stop();
    }

    List<String> settings() {
        return settings;
    }
}
