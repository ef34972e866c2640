package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Little's law's concurrency: the smallest of the users, a bounded pool and the server's connection limit. */
class ConcurrencyTest {

    private static CellContext io(String mode, int users, Integer poolSize, ParityLimit... limits) {
        return Contexts.of("tomcat/temurin-25/" + mode + "/cpu-1/io").scenario("io", "/io?delayMs=100")
                .load(LoadSpec.closed(users, Warmup.fixed(10), 20)).poolSize(poolSize).parity(new ParityRecord(List.of(limits))).build();
    }

    private static ParityLimit connections(String name, String value) {
        return new ParityLimit(name, LimitKind.CONNECTIONS, value, "read from the server");
    }

    @Test
    void thePoolBoundsItsSizeAndVirtualThreadsTheUsers() {
        assertThat(Concurrency.of(io("pool", 400, 200)).boundPerSecond(100)).as("pool of 200, 100 ms").isEqualTo(2000.0);
        assertThat(Concurrency.of(io("virtual", 400, null)).boundPerSecond(100)).as("400 users, 100 ms").isEqualTo(4000.0);
        assertThat(Concurrency.of(io("pool", 50, 200))).as("fewer users than threads: the users bound")
                .isEqualTo(new Concurrency(50, Concurrency.Source.USERS, "50 users"));
    }

    @Test
    void aConnectionLimitBelowTheUsersAndThePoolSetsTheConcurrency() {
        Concurrency capped = Concurrency.of(io("virtual", 400, null, connections("maxConnections", "100")));

        assertThat(capped).isEqualTo(new Concurrency(100, Concurrency.Source.CONNECTIONS, "maxConnections 100"));
        assertThat(capped.describeBound(100)).isEqualTo("the connection limit's bound 1000 req/s (maxConnections 100 / 100 ms)");
        assertThat(Concurrency.of(io("pool", 400, 200, connections("maxConnections", "150"))).source())
                .as("150 connections under a pool of 200").isEqualTo(Concurrency.Source.CONNECTIONS);
        assertThat(Concurrency.of(io("pool", 400, 200, connections("maxConnections", "300"))).source())
                .as("300 connections over a pool of 200").isEqualTo(Concurrency.Source.POOL);
    }

    @Test
    void noLimitAnUnreadOneOrTextCapsNothing() {
        Concurrency unlimited = Concurrency.of(io("virtual", 400, null, connections("jdk.httpserver.maxConnections", "-1"),
                new ParityLimit("maxConnections", LimitKind.CONNECTIONS, null, "JMX not reachable"),
                connections("tcpOptions.maxOpenConnections", "unbounded")));

        assertThat(unlimited.source()).isEqualTo(Concurrency.Source.USERS);
        assertThat(unlimited.requests()).isEqualTo(400);
    }
}
