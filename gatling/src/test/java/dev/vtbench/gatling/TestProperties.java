package dev.vtbench.gatling;

import java.util.HashMap;
import java.util.Map;

/** Builds the properties a simulation would read, with the one required property already set. */
final class TestProperties {

    static final String STATS_FILE = "/tmp/stats.json";

    private TestProperties() {
    }

    static BoundedProperties of(String... keyValues) {
        Map<String, String> values = new HashMap<>();
        values.put(CommonParameters.STATS_FILE, STATS_FILE);
        for (int i = 0; i < keyValues.length; i += 2) {
            values.put(keyValues[i], keyValues[i + 1]);
        }
        return new BoundedProperties(values::get);
    }

    static CommonParameters common() {
        return CommonParameters.from(of());
    }
}
