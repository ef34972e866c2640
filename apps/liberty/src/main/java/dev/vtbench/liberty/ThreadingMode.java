package dev.vtbench.liberty;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How Liberty gives each request a thread: the variable the benchmark compares. The Liberty side of
 * each mode (the Default Executor's size) is set by {@code start-server.sh} before the server starts;
 * this enum holds the application side: which resource serves requests, and what /info reports.
 */
public enum ThreadingMode {

    /** Liberty's Default Executor as shipped: a pool that sizes itself; requests run on its threads. */
    POOL("pool", RequestThreadResource.class) {
        @Override
        Integer reportedPoolSize(int poolSize) {
            return null;
        }

        @Override
        Map<String, Object> threadPool(int poolSize) {
            return defaultExecutor(SELF_TUNING);
        }
    },

    /** Requests arrive on Default Executor threads and are handed to a virtual thread each. */
    VIRTUAL("virtual", VirtualThreadResource.class) {
        @Override
        Integer reportedPoolSize(int poolSize) {
            return null;
        }

        @Override
        Map<String, Object> threadPool(int poolSize) {
            Map<String, Object> settings = defaultExecutor(SELF_TUNING);
            settings.put("managedExecutor", VirtualThreadResource.EXECUTOR);
            settings.put("virtual", true);
            settings.put("maxAsync", VirtualThreadResource.MAX_ASYNC);
            return settings;
        }
    },

    /** The Default Executor pinned to {@code poolSize} threads; requests run on its threads. */
    FIXED("fixed", RequestThreadResource.class) {
        @Override
        Integer reportedPoolSize(int poolSize) {
            return poolSize;
        }

        @Override
        Map<String, Object> threadPool(int poolSize) {
            return defaultExecutor(poolSize);
        }
    };

    // Liberty's value for "choose for me" in <executor coreThreads maxThreads>: a self-tuning pool.
    private static final int SELF_TUNING = -1;

    private final String settingValue;
    private final Class<?> resourceClass;

    ThreadingMode(String settingValue, Class<?> resourceClass) {
        this.settingValue = settingValue;
        this.resourceClass = resourceClass;
    }

    /** The value of {@code VTBENCH_MODE} that selects this mode, also reported as {@code mode} by /info. */
    public String settingValue() {
        return settingValue;
    }

    /** The Jakarta REST resource that serves every request in this mode. */
    Class<?> resourceClass() {
        return resourceClass;
    }

    /** Every accepted {@code VTBENCH_MODE} value; the first is the default. */
    static List<String> settingValues() {
        return Arrays.stream(values()).map(ThreadingMode::settingValue).toList();
    }

    static ThreadingMode ofSettingValue(String value) {
        return Arrays.stream(values())
                .filter(mode -> mode.settingValue.equals(value))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "unknown threading mode '" + value + "': use one of " + settingValues()));
    }

    /** The pool size /info reports: {@code null} where no fixed pool serves the requests. */
    abstract Integer reportedPoolSize(int poolSize);

    /**
     * The thread settings of this mode under Liberty's own names, for /info: the Default Executor's
     * {@code coreThreads} and {@code maxThreads} as server.xml gets them, and in virtual mode the
     * managed executor's definition.
     */
    abstract Map<String, Object> threadPool(int poolSize);

    private static Map<String, Object> defaultExecutor(int threads) {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("coreThreads", threads);
        settings.put("maxThreads", threads);
        return settings;
    }
}
