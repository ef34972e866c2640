package dev.vtbench.harness.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.verify.ParityRecord;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Everything a figure needs to be read correctly: what ran (the cell, its runtime, the server's JVM as it reported
 * itself, mode, pool size, image and its id, the run's extra server JVM options), where (CPU quota, the server's and the
 * driver's cpusets, memory limit, machine, the engine of each part) and how it was loaded (scenario, simulation,
 * workload model, users or rate, warm-up, duration), and when. Results hold it in its flat form, {@link CellContextJson}.
 *
 * @param poolSize the bounded pool's size the server reported; {@code null} for none (and for a user's service)
 * @param serverJvmOptions the server's JVM options beyond the harness's own, space-separated: the matrix's
 *     server.jvm.options, then its mode's (a variant's, see {@code matrix/ModeVariants}); "" for none, and in results
 *     written before the key existed (none could be given then)
 * @param ownService a user's own service; {@code null} for vtbench's own runtimes, and in results written before
 *     services could be measured
 * @param engines each part of the cell (server, driver-N, backend) as it ran: its Docker engine with the engine's own
 *     figures (version, CPUs), its cores on that host and its image's id there; empty in results written before
 *     runs across engines existed (every part ran on the harness's own engine then)
 */
public record CellContext(CellKey key, String runtime, ServerIdentity server, Mode mode, Integer poolSize, CpuPlacement placement,
                          ImageRef imageRef, String scenario, String endpoint, LoadSettings load, String startedAt,
                          Map<String, String> machine, String serverJvmOptions, OwnServiceRef ownService, Map<String, String> engines) {

    public CellContext {
        serverJvmOptions = serverJvmOptions == null ? "" : serverJvmOptions;
        engines = engines == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(engines));
    }

    /** The flat form results hold. */
    @JsonValue
    CellContextJson toJson() {
        return new CellContextJson(cell(), runtime, jvm(), jvmVendor(), jvmVersion(), mode.name(), poolSize, profile(), cpus(),
                serverCpuset(), driverCpuset(), memoryBytes(), availableProcessors(), image(), imageId(), imageSource(), scenario,
                endpoint, load.model().jsonName(), users(), rate(), warmupSeconds(), durationSeconds(), startedAt, machine,
                load.simulation().label(), serverJvmOptions, schedulerParallelism(), service(), modeSwitch(), engines,
                load.warmup() == null ? null : load.warmup().describe(), load.properties(), ParityLimitJson.of(parity()));
    }

    /** A context read back from results, with the defaults of results written before a fact was recorded. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static CellContext fromJson(CellContextJson json) {
        OwnServiceRef service = json.service() == null ? null : new OwnServiceRef(json.service(), json.modeSwitch());
        LoadSettings load = new LoadSettings(json.simulation() == null ? Simulation.DEFAULT : Simulation.parse(json.simulation()),
                LoadModel.fromJsonName("loadModel", json.loadModel()), json.users(), json.rate(), json.warmupSeconds(),
                json.warmup() == null ? null : Warmup.parse(json.warmup()), json.durationSeconds(), json.loadProperties());
        return new CellContext(CellKey.parse(json.cell()), json.runtime(),
                new ServerIdentity(new JvmIdentity(json.jvm(), json.jvmVendor(), json.jvmVersion()), json.availableProcessors(),
                        json.schedulerParallelism(), ParityLimitJson.record(json.parity())),
                Mode.of(json.mode()), json.poolSize(),
                new CpuPlacement(json.profile(), json.cpus(), cpuset(json.serverCpuset()), cpuset(json.driverCpuset()),
                        json.memoryBytes()),
                new ImageRef(json.image(), json.imageId(), json.imageSource()), json.scenario(), json.endpoint(), load,
                json.startedAt(), json.machine(), json.serverJvmOptions(), service, json.engines());
    }

    /** The cpuset results recorded; {@code null} for none recorded. */
    private static CpuSet cpuset(String spec) {
        return spec == null || spec.isBlank() ? null : CpuSet.parse(spec);
    }

    /** The cell's id: "plain-jdk/temurin-25/virtual/cpu-1/io/c400". */
    public String cell() {
        return key.id();
    }

    /** The matrix's name of the server's JVM ("temurin-25"). */
    public String jvm() {
        return server.jvm().name();
    }

    public String jvmVendor() {
        return server.jvm().vendor();
    }

    public String jvmVersion() {
        return server.jvm().version();
    }

    public int availableProcessors() {
        return server.availableProcessors();
    }

    /** The virtual-thread scheduler's parallelism /info reported; {@code null} where it reported none or it was not recorded. */
    public Integer schedulerParallelism() {
        return server.schedulerParallelism();
    }

    /**
     * Every limit the server reported in /limits before load, with its source: what {@link ParityCheck#between} compares
     * between two modes; {@link ParityRecord#NOT_READ} for a user's service and for results written before it.
     */
    public ParityRecord parity() {
        return server.parity();
    }

    public String profile() {
        return placement.profile();
    }

    public double cpus() {
        return placement.cpus();
    }

    public String serverCpuset() {
        return placement.server() == null ? "" : placement.server().spec();
    }

    public String driverCpuset() {
        return placement.driver() == null ? "" : placement.driver().spec();
    }

    public long memoryBytes() {
        return placement.memoryBytes();
    }

    public String image() {
        return imageRef.image();
    }

    public String imageId() {
        return imageRef.imageId();
    }

    public String imageSource() {
        return imageRef.source();
    }

    public Simulation simulation() {
        return load.simulation();
    }

    public LoadModel loadModel() {
        return load.model();
    }

    public int users() {
        return load.users();
    }

    public int rate() {
        return load.rate();
    }

    public int warmupSeconds() {
        return load.warmupSeconds();
    }

    public int durationSeconds() {
        return load.durationSeconds();
    }

    /** The service file of a user's own service; {@code null} for vtbench's own runtimes. */
    public String service() {
        return ownService == null ? null : ownService.file();
    }

    /** How a user's service was switched into this cell's mode; {@code null} as {@link #service()}. */
    public String modeSwitch() {
        return ownService == null ? null : ownService.modeSwitch();
    }

    /** What the driver sent: "GET /hello" for vtbench's endpoints; a user's service names its traffic (its list, its simulation). */
    public String trafficText() {
        return endpoint != null && endpoint.startsWith("/") ? "GET " + endpoint : endpoint;
    }

    /** How the pool size reads where vtbench recorded none: a user's service sizes its own, vtbench's runtimes had none. */
    public String poolSizeText() {
        return poolSize != null ? poolSize.toString() : ownService != null ? "the service's own (not seen by vtbench)" : "no bounded pool";
    }
}
