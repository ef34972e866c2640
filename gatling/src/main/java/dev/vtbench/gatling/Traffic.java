package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.doSwitch;
import static io.gatling.javaapi.core.CoreDsl.onCase;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Choice;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * What a simulation sends in one pass, which vtbench times and records as one request, and how its stats name it.
 *
 * @param pass the chain of one pass
 * @param description the stats' {@code traffic}: {@code endpoint /hello}, {@code requests: 3 from requests.json} or
 *     {@code own simulation com.example.CheckoutSimulation}
 * @param failures how a failed pass is named
 */
record Traffic(ChainBuilder pass, String description, TimedPass.Failures failures) {

    Traffic {
        Objects.requireNonNull(pass, "pass");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(failures, "failures");
    }

    /** vtbench's own traffic: the request list of {@value SimulationParameters#REQUESTS_FILE} if set, else the endpoint. */
    static Traffic builtIn(BoundedProperties properties, CommonParameters common) {
        if (!properties.isSet(SimulationParameters.REQUESTS_FILE)) {
            return endpoint(common);
        }
        Path file = Path.of(properties.requiredText(SimulationParameters.REQUESTS_FILE, "the path of a JSON request list"));
        List<ListedRequest> requests = RequestListFile.read(file);
        return requests(requests, "requests: " + requests.size() + " from " + file.getFileName(), common.requestTimeout());
    }

    /** GETs of the endpoint, each expecting 200: what every simulation sends unless told otherwise. */
    static Traffic endpoint(CommonParameters common) {
        return requests(List.of(new ListedRequest(1, "GET", common.endpoint(), 200, null, null)),
                "endpoint " + common.endpoint(), common.requestTimeout());
    }

    /** Each pass sends one of the requests, picked by weight. */
    static Traffic requests(List<ListedRequest> requests, String description, Duration requestTimeout) {
        long timeoutNanos = requestTimeout.toNanos();
        TimedPass.Failures failures = (status, elapsedNanos) -> FailureKind.of(status, elapsedNanos, timeoutNanos);
        if (requests.size() == 1) {
            return new Traffic(CheckedRequest.of(requests.getFirst(), requestTimeout), description, failures);
        }
        WeightedPick pick = new WeightedPick(requests.stream().map(ListedRequest::weight).toList());
        List<Choice.WithKey> choices = IntStream.range(0, requests.size())
                .mapToObj(i -> onCase(i).then(CheckedRequest.of(requests.get(i), requestTimeout)))
                .toList();
        return new Traffic(doSwitch(session -> pick.next()).on(choices), description, failures);
    }

    /** A user's chain: vtbench knows nothing of its requests but the status the chain may save. */
    static Traffic own(ChainBuilder chain, String simulationClass) {
        return new Traffic(chain, "own simulation " + simulationClass, FailureKind::ofOwnPass);
    }

    /**
     * The same traffic, each pass going through {@code first} before its requests, inside the timed pass: what
     * {@code first} waits for (an equal-load arrival's slot in flight) counts in the pass's latency.
     */
    Traffic after(ChainBuilder first) {
        return new Traffic(first.exec(pass), description, failures);
    }

    /** One pass, timed and recorded as one request. */
    ChainBuilder timed(LatencyRecorder recorder) {
        return TimedPass.of(pass, recorder, failures);
    }
}
