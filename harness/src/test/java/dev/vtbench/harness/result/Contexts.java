package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.verify.ParityRecord;

import java.util.Map;

/**
 * Cell contexts for tests, built as the harness records them: {@link #of} a cell id gives a plain-jdk-like context
 * (Temurin as /info reports it, server core 1, driver core 0, 2 GiB, a bounded pool of 200 except in virtual mode,
 * closed model, 400 users, fixed 15 s warm-up, 20 s measured), {@link #from} an existing one copies it; each setter
 * changes one fact.
 */
public final class Contexts {
    private CellKey key;
    private String runtime;
    private String jvmVendor = "Eclipse Adoptium";
    private String jvmVersion = "25.0.3+9-LTS";
    private int availableProcessors;
    private Integer schedulerParallelism;
    private Integer poolSize;
    private double cpus;
    private CpuSet serverCpuset = CpuSet.parse("1");
    private CpuSet driverCpuset = CpuSet.parse("0");
    private long memoryBytes = 2L << 30;
    private ImageRef image;
    private String scenario;
    private String endpoint;
    private LoadSettings load = LoadSettings.from(LoadSpec.closed(400, Warmup.fixed(15), 20));
    private String startedAt = "2026-11-22T10:00:00Z";
    private Map<String, String> machine = Map.of();
    private String serverJvmOptions = "";
    private OwnServiceRef service;
    private Map<String, String> engines = Map.of();
    private ParityRecord parity = ParityRecord.NOT_READ;

    private Contexts() {}

    /** A context of the cell {@code id} ("plain-jdk/temurin-25/pool/cpu-1/io"), its CPUs read from a profile named cpu-N. */
    public static Contexts of(String id) {
        Contexts c = new Contexts();
        c.key = CellKey.parse(id);
        c.runtime = c.key.runtime();
        c.cpus = Double.parseDouble(c.key.profile().replace("cpu-", ""));
        c.availableProcessors = (int) Math.max(1, Math.ceil(c.cpus));
        c.schedulerParallelism = c.availableProcessors;
        c.poolSize = c.key.mode().isVirtual() ? null : 200;
        c.image = new ImageRef("vtbench/" + c.runtime + ":" + c.key.jvm(), "sha256:0123456789abcdef", "hermetic");
        c.scenario = c.key.scenario();
        c.endpoint = "/" + c.key.scenario();
        return c;
    }

    /** A copy of {@code context}, to change some of its facts. */
    public static Contexts from(CellContext context) {
        Contexts c = new Contexts();
        c.key = context.key();
        c.runtime = context.runtime();
        c.jvmVendor = context.jvmVendor();
        c.jvmVersion = context.jvmVersion();
        c.availableProcessors = context.availableProcessors();
        c.schedulerParallelism = context.schedulerParallelism();
        c.poolSize = context.poolSize();
        c.cpus = context.cpus();
        c.serverCpuset = context.placement().server();
        c.driverCpuset = context.placement().driver();
        c.memoryBytes = context.memoryBytes();
        c.image = context.imageRef();
        c.scenario = context.scenario();
        c.endpoint = context.endpoint();
        c.load = context.load();
        c.startedAt = context.startedAt();
        c.machine = context.machine();
        c.serverJvmOptions = context.serverJvmOptions();
        c.service = context.ownService();
        c.engines = context.engines();
        c.parity = context.parity();
        return c;
    }

    public Contexts id(String id) {
        key = CellKey.parse(id);
        return this;
    }

    public Contexts jvmVersion(String version) {
        jvmVersion = version;
        return this;
    }

    public Contexts poolSize(Integer size) {
        poolSize = size;
        return this;
    }

    /** The CFS quota, in CPUs (the profile's name is kept). */
    public Contexts cpus(double quota) {
        cpus = quota;
        return this;
    }

    public Contexts serverCpuset(String spec) {
        serverCpuset = spec == null ? null : CpuSet.parse(spec);
        return this;
    }

    public Contexts availableProcessors(int processors) {
        availableProcessors = processors;
        return this;
    }

    public Contexts imageId(String id) {
        image = new ImageRef(image.image(), id, image.source());
        return this;
    }

    public Contexts scenario(String name, String scenarioEndpoint) {
        scenario = name;
        endpoint = scenarioEndpoint;
        return this;
    }

    public Contexts load(LoadSpec spec) {
        load = LoadSettings.from(spec);
        return this;
    }

    /** The same load with this many closed-model users. */
    public Contexts users(int users) {
        load = new LoadSettings(load.simulation(), load.model(), users, load.rate(), load.warmupSeconds(), load.warmup(),
                load.durationSeconds(), load.properties());
        return this;
    }

    public Contexts machine(Map<String, String> facts) {
        machine = facts;
        return this;
    }

    public Contexts serverJvmOptions(String options, Integer parallelism) {
        serverJvmOptions = options;
        schedulerParallelism = parallelism;
        return this;
    }

    public Contexts service(String file, String modeSwitch) {
        service = new OwnServiceRef(file, modeSwitch);
        return this;
    }

    public Contexts engines(Map<String, String> parts) {
        engines = parts;
        return this;
    }

    /** The limits the server reported in /limits. */
    public Contexts parity(ParityRecord record) {
        parity = record;
        return this;
    }

    public CellContext build() {
        return new CellContext(key, runtime, new ServerIdentity(new JvmIdentity(key.jvm(), jvmVendor, jvmVersion), availableProcessors,
                schedulerParallelism, parity), key.mode(), poolSize, new CpuPlacement(key.profile(), cpus, serverCpuset, driverCpuset, memoryBytes),
                image, scenario, endpoint, load, startedAt, machine, serverJvmOptions, service, engines);
    }
}
