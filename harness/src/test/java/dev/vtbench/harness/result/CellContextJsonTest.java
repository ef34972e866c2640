package dev.vtbench.harness.result;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cell context's JSON is the record of every run so far: the typed context must read each form vtbench has
 * written and write it back byte for byte, adding only the keys that came later (warmup, loadProperties).
 */
class CellContextJsonTest {
    /** SampleRun's pool cell on /io at 1 CPU as the harness wrote it before the context was typed (commit 6a844da). */
    private static final String SAMPLE_BEFORE_TYPING = """
            {
              "cell" : "plain-jdk/temurin-25/pool/cpu-1/io",
              "runtime" : "plain-jdk",
              "jvm" : "temurin-25",
              "jvmVendor" : "Eclipse Adoptium",
              "jvmVersion" : "25.0.3+9-LTS",
              "mode" : "pool",
              "poolSize" : 200,
              "profile" : "cpu-1",
              "cpus" : 1.0,
              "serverCpuset" : "1",
              "driverCpuset" : "0",
              "memoryBytes" : 2147483648,
              "availableProcessors" : 1,
              "image" : "vtbench/plain-jdk:temurin-25",
              "imageId" : "sha256:0123456789abcdef",
              "imageSource" : "hermetic",
              "scenario" : "io",
              "endpoint" : "/io?delayMs=100",
              "loadModel" : "closed",
              "users" : 400,
              "rate" : 0,
              "warmupSeconds" : 15,
              "durationSeconds" : 20,
              "startedAt" : "2026-11-22T10:00:00Z",
              "machine" : {
                "hostname" : "bench-1",
                "cpuModel" : "AMD EPYC",
                "cores" : "4"
              },
              "simulation" : "throughput",
              "serverJvmOptions" : "",
              "schedulerParallelism" : 1,
              "service" : null,
              "modeSwitch" : null,
              "engines" : { }
            }""";

    /** A user's service on open-model rate search with server options and two engines, written by the same commit. */
    private static final String SERVICE_BEFORE_TYPING = """
            {
              "cell" : "my-service/temurin-25/virtual/cpu-1/orders/rate-search-o5000",
              "runtime" : "my-service",
              "jvm" : "temurin-25",
              "jvmVendor" : "Eclipse Adoptium",
              "jvmVersion" : "25.0.3+9-LTS",
              "mode" : "virtual",
              "poolSize" : null,
              "profile" : "cpu-1",
              "cpus" : 1.0,
              "serverCpuset" : "1",
              "driverCpuset" : "0",
              "memoryBytes" : 2147483648,
              "availableProcessors" : 1,
              "image" : "vtbench/my-service:temurin-25",
              "imageId" : "sha256:0123456789abcdef",
              "imageSource" : "hermetic",
              "scenario" : "orders",
              "endpoint" : "requests.json",
              "loadModel" : "open",
              "users" : 0,
              "rate" : 5000,
              "warmupSeconds" : 15,
              "durationSeconds" : 20,
              "startedAt" : "2026-11-22T10:00:00Z",
              "machine" : {
                "hostname" : "bench-1",
                "cores" : "4"
              },
              "simulation" : "rate-search",
              "serverJvmOptions" : "-Xmx512m",
              "schedulerParallelism" : 1,
              "service" : "services/my-service.properties",
              "modeSwitch" : "-Dpool=virtual",
              "engines" : {
                "server" : "local (Docker 28.1, 2 CPUs), cores 1, image sha256:0123",
                "driver-1" : "local (Docker 28.1, 2 CPUs), cores 0"
              }
            }""";

    /** A context written before engines, server options, simulations, the scheduler's parallelism and services were recorded. */
    private static final String OLDEST = """
            {"cell": "liberty/temurin-21/virtual/cpu-2/hello", "runtime": "liberty", "jvm": "temurin-21",
             "jvmVendor": "Eclipse Adoptium", "jvmVersion": "21.0.9+10-LTS", "mode": "virtual", "poolSize": null,
             "profile": "cpu-2", "cpus": 2.0, "serverCpuset": "1-2", "driverCpuset": "0", "memoryBytes": 2147483648,
             "availableProcessors": 2, "image": "vtbench/liberty:temurin-21", "imageId": "sha256:abc", "imageSource": "hermetic",
             "scenario": "hello", "endpoint": "/hello", "loadModel": "closed", "users": 100, "rate": 0, "warmupSeconds": 15,
             "durationSeconds": 20, "startedAt": "2026-01-01T00:00:00Z", "machine": {"cores": "4"}}""";

    @Test
    void todaysContextReadsAndWritesBackByteForByte() throws Exception {
        for (String written : new String[] {SAMPLE_BEFORE_TYPING, SERVICE_BEFORE_TYPING}) {
            CellContext read = ResultsFolder.JSON.readValue(written, CellContext.class);
            assertThat(ResultsFolder.JSON.writeValueAsString(read)).as("written back unchanged").isEqualTo(written);
        }
    }

    @Test
    void theTypedContextHoldsWhatTheFlatOneSaid() throws Exception {
        CellContext service = ResultsFolder.JSON.readValue(SERVICE_BEFORE_TYPING, CellContext.class);
        assertThat(service.mode()).isEqualTo(Mode.VIRTUAL);
        assertThat(service.key().load()).isEqualTo("rate-search-o5000");
        assertThat(service.loadModel()).isEqualTo(LoadModel.OPEN);
        assertThat(service.simulation()).isEqualTo(Simulation.parse("rate-search"));
        assertThat(service.placement().server().size()).as("the server's cpuset, parsed").isEqualTo(1);
        assertThat(service.ownService()).isEqualTo(new OwnServiceRef("services/my-service.properties", "-Dpool=virtual"));
        assertThat(service.server()).isEqualTo(new ServerIdentity(new JvmIdentity("temurin-25", "Eclipse Adoptium", "25.0.3+9-LTS"), 1, 1));
        assertThat(service.load().warmupText()).as("not recorded before the key existed").isEqualTo("not recorded");
        assertThat(service.load().properties()).isNull();
    }

    @Test
    void anOldContextReadsWithTheDefaultsOfItsTime() throws Exception {
        CellContext old = ResultsFolder.JSON.readValue(OLDEST, CellContext.class);
        assertThat(old.engines()).as("every part ran on the harness's own engine").isEmpty();
        assertThat(old.serverJvmOptions()).as("none could be given").isEmpty();
        assertThat(old.simulation()).as("the only simulation there was").isEqualTo(Simulation.parse("throughput"));
        assertThat(old.service()).as("vtbench's own runtime").isNull();
        assertThat(old.ownService()).isNull();
        assertThat(old.schedulerParallelism()).isNull();
        assertThat(old.placement().server().size()).isEqualTo(2);
        assertThat(old.key().load()).as("a 5-part id").isEmpty();
        assertThat(old.cell()).isEqualTo("liberty/temurin-21/virtual/cpu-2/hello");
        assertThat(old.parity()).as("no limits recorded then").isEqualTo(ParityRecord.NOT_READ);
    }

    @Test
    void theServersLimitsAreWrittenLastAndReadBackTyped() throws Exception {
        ParityRecord limits = new ParityRecord(List.of(new ParityLimit("maxConnections", LimitKind.CONNECTIONS, "20000", "JMX Catalina"),
                new ParityLimit("jdk.pollerMode", LimitKind.POLLERS, null, "no poller thread runs yet")));
        CellContext now = Contexts.of("tomcat/temurin-25/virtual/cpu-1/io").parity(limits).build();

        String written = ResultsFolder.JSON.writeValueAsString(now);

        assertThat(written).as("after every key before it").endsWith("""
                  "parity" : [ {
                    "name" : "maxConnections",
                    "kind" : "connections",
                    "value" : "20000",
                    "source" : "JMX Catalina"
                  }, {
                    "name" : "jdk.pollerMode",
                    "kind" : "pollers",
                    "value" : null,
                    "source" : "no poller thread runs yet"
                  } ]
                }""");
        assertThat(ResultsFolder.JSON.readValue(written, CellContext.class).parity()).isEqualTo(limits);
        assertThat(ResultsFolder.JSON.writeValueAsString(Contexts.of("tomcat/temurin-25/virtual/cpu-1/io").build()))
                .as("none read: no key").doesNotContain("parity");
    }

    @Test
    void aContextWrittenNowAddsOnlyTheWarmUpAndTheSimulationsProperties() throws Exception {
        CellContext sample = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1000, true).context();
        // The machine's facts in the order they were written (SampleRun's Map.of has none of its own).
        CellContext now = Contexts.from(sample).machine(ResultsFolder.JSON.readValue(SAMPLE_BEFORE_TYPING, CellContext.class).machine()).build();
        String written = ResultsFolder.JSON.writeValueAsString(now);
        String withoutNewKeys = SAMPLE_BEFORE_TYPING.substring(0, SAMPLE_BEFORE_TYPING.length() - 2) + ",\n"
                + "  \"warmup\" : \"fixed 15 s\",\n  \"loadProperties\" : { }\n}";
        assertThat(written).as("today's keys in today's order, the two new ones last").isEqualTo(withoutNewKeys);
        CellContext read = ResultsFolder.JSON.readValue(written, CellContext.class);
        assertThat(read).as("read back whole").isEqualTo(now);
        assertThat(read.load().warmup()).isEqualTo(Warmup.fixed(15));
    }
}
