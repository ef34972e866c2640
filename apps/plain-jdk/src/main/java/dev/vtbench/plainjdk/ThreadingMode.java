package dev.vtbench.plainjdk;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** How the server gives each request a thread: the variable the benchmark compares. */
public enum ThreadingMode {

    /** A fixed pool of platform threads: requests beyond the pool size queue for a free thread. */
    POOL("pool") {
        @Override
        ExecutorService newExecutor(int poolSize) {
            return Executors.newFixedThreadPool(poolSize, Thread.ofPlatform().name("vtbench-pool-", 0).factory());
        }

        @Override
        Integer reportedPoolSize(int poolSize) {
            return poolSize;
        }
    },

    /** A new virtual thread per request; no pool, so the pool size does not apply. */
    VIRTUAL("virtual") {
        @Override
        ExecutorService newExecutor(int poolSize) {
            // Same as newVirtualThreadPerTaskExecutor(), plus names that show up in /info and thread dumps.
            return Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("vtbench-virtual-", 0).factory());
        }

        @Override
        Integer reportedPoolSize(int poolSize) {
            return null;
        }
    };

    private final String settingValue;

    ThreadingMode(String settingValue) {
        this.settingValue = settingValue;
    }

    /** The value of {@code VTBENCH_MODE} that selects this mode, also reported as {@code mode} by /info. */
    public String settingValue() {
        return settingValue;
    }

    /** Every accepted {@code VTBENCH_MODE} value. */
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

    /** The executor that runs request handling in this mode; {@code poolSize} matters only for {@link #POOL}. */
    abstract ExecutorService newExecutor(int poolSize);

    /** The pool size /info reports: {@code null} where there is no pool. */
    abstract Integer reportedPoolSize(int poolSize);
}
