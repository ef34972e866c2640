package com.example.hello;

import dev.vtbench.harness.RunOutcome;
import dev.vtbench.harness.Vtbench;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Spring Boot example measured from a test: pool against virtual threads on one CPU, with the traffic of its
 * requests.txt, and gated. vtbench verifies each cell before it loads it (every request answers as expected, the JVM
 * sees one CPU, the virtual mode runs requests on virtual threads), so a gate that passes compares two working services.
 *
 * <p>20 users, as the example's own pom measures it: at 50 on one CPU the pool's rate is still climbing after 45 s (the
 * JIT's compiler threads share the CPU with 50 runnable request threads), and a window not steady cannot be judged.
 *
 * <p>How to run this: {@code mvn -q package -DskipTests} in apps/examples/spring-hello, then {@code mvn verify} in this
 * folder, on a machine with a Docker engine and no other vtbench running. It takes a few minutes: two modes, two
 * repetitions each, every repetition warmed up until its rate is steady.
 */
class SpringHelloThreadsIT {

    @Test
    void virtualThreadsKeepAtLeastFourFifthsOfThePoolsThroughputOnOneCpu() {
        RunOutcome outcome = Vtbench.run("--service", "../service.properties", "--profiles", "cpu-1", "--users", "20", "--repetitions", "2",
                "--out", "target/vtbench", "--gate", "virtual/pool >= 0.8 at cpu-1");

        // False when no gate was judged, so a run refused or without a gate cannot pass by default.
        assertThat(outcome.gatesPassed()).as(outcome.describe()).isTrue();
    }
}
