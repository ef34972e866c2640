package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ProcessFileLimitTest {

    private static final String LIMITS = """
            Limit                     Soft Limit           Hard Limit           Units
            Max cpu time              unlimited            unlimited            seconds
            Max open files            20000                40000                files
            Max locked memory         8388608              8388608              bytes
            """;

    @Test
    void theSoftLimitOfOpenFilesIsTheOneThatRefusesASocket() {
        assertThat(ProcessFileLimit.softLimit(LIMITS)).contains("20000");
        assertThat(ProcessFileLimit.softLimit(LIMITS.replace("20000", "unlimited"))).contains("unlimited");
        assertThat(ProcessFileLimit.softLimit("Limit Soft Hard\n")).isEmpty();
    }
}
