package dev.vtbench.harness.service;

import dev.vtbench.harness.matrix.ServiceRequest;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The probe takes the list's lines in proportion to their weights, the same ones every time. */
class ProbeRequestsTest {
    private static final ServiceRequest HELLO = new ServiceRequest(8, "GET", "/hello", 200, Optional.empty());
    private static final ServiceRequest WORK = new ServiceRequest(2, "GET", "/work?ms=20", 200, Optional.empty());
    private static final ServiceRequest ECHO = new ServiceRequest(1, "POST", "/echo", 200, Optional.of("{\"name\":\"vtbench\"}"));

    @Test
    void picksByWeight() {
        Map<ServiceRequest, Long> picked = ProbeRequests.pick(List.of(HELLO, WORK, ECHO), 66).stream()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertThat(picked).as("66 requests of weights 8:2:1").containsEntry(HELLO, 48L).containsEntry(WORK, 12L).containsEntry(ECHO, 6L);
    }

    @Test
    void everyLineIsProbedWhenTheCountAllows() {
        assertThat(ProbeRequests.pick(List.of(HELLO, WORK, ECHO), 64)).as("64 requests").hasSize(64).contains(HELLO, WORK, ECHO);
        assertThat(ProbeRequests.pick(List.of(ECHO), 5)).containsOnly(ECHO).hasSize(5);
    }

    @Test
    void anEmptyListIsRefused() {
        assertThatThrownBy(() -> ProbeRequests.pick(List.of(), 64)).hasMessageContaining("the request list is empty");
    }
}
