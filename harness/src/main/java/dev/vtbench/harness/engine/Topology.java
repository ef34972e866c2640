package dev.vtbench.harness.engine;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which engine runs what: the server under test (and its JVM sampler beside it), one or more load drivers, and the
 * backend, each with the cores it gets on its host where a {@link TopologyFile} says so. Without a file, everything
 * runs on the harness's own engine as before, with the CPU profile's cpusets and the driver as a local process.
 *
 * @param driversAsContainers whether the drivers run as containers on their engines (a topology file was given),
 *                            or as today's local Gatling process
 * @param source              where this came from, for errors: the file, or "the local engine"
 */
public record Topology(ServerHost server, List<DriverHost> drivers, BackendHost backend, boolean driversAsContainers, String source) {
    public static final String LOOPBACK = "127.0.0.1";

    /** Whether {@code address} is this host's loopback (IPv4 127.0.0.0/8 or IPv6 ::1). */
    public static boolean isLoopback(String address) {
        return address.startsWith("127.") || address.equals("[::1]") || address.equals("::1");
    }

    /** The address as a server binds it: an IPv6 literal without the brackets a URL needs. */
    public static String bindable(String address) {
        return address.startsWith("[") && address.endsWith("]") ? address.substring(1, address.length() - 1) : address;
    }

    /**
     * @param cpus        the server's cpuset on its host; empty: the CPU profile's (its quota and memory apply either way)
     * @param address     the address the drivers reach the server at
     * @param samplerCpus the cores of the JVM sampler container beside the server; empty: the profile's driver cpuset
     */
    public record ServerHost(Engine engine, Optional<CpuSet> cpus, String address, Optional<CpuSet> samplerCpus) {}

    /** @param cpus the driver's cpuset on its host; empty: the profile's driver cpuset */
    public record DriverHost(Engine engine, Optional<CpuSet> cpus) {}

    /** @param address the address the server reaches the backend at */
    public record BackendHost(Engine engine, Optional<CpuSet> cpus, String address) {}

    /**
     * The concrete cpusets of one cell's parts, each on its own part's engine: what {@link #placement} decided from
     * the topology and the CPU profile.
     *
     * @param drivers driver 1's cpuset first
     */
    public record Placement(CpuSet server, CpuSet sampler, List<CpuSet> drivers, CpuSet backend) {
        public Placement {
            drivers = List.copyOf(drivers);
        }
    }

    public Topology {
        drivers = List.copyOf(drivers);
        if (drivers.isEmpty()) {
            throw new IllegalArgumentException(source + ": no driver (a run needs at least driver 1)");
        }
    }

    /** Today's single machine: everything on the harness's own engine, one driver as a local process. */
    public static Topology local() {
        return new Topology(new ServerHost(Engine.local("server"), Optional.empty(), LOOPBACK, Optional.empty()),
                List.of(new DriverHost(Engine.local("driver-1"), Optional.empty())),
                new BackendHost(Engine.local("backend"), Optional.empty(), LOOPBACK), false, "the local engine");
    }

    /** Every engine of the run, one per part (server, each driver, backend), in that order. */
    public List<Engine> engines() {
        return Stream.concat(Stream.concat(Stream.of(server.engine()), drivers.stream().map(DriverHost::engine)),
                Stream.of(backend.engine())).toList();
    }

    /**
     * The concrete cores of every part under {@code profile}: the topology's where it names them, else the profile's
     * (the server its server cpuset, every other part its driver cpuset). Refused when the server would share a core
     * with anything else on its engine, or when its cpuset is too small for the profile's quota.
     */
    public Placement placement(CpuProfile profile) {
        CpuSet serverCpus = server.cpus().orElse(profile.serverCpuset());
        if (Math.ceil(profile.cpus()) > serverCpus.size()) {
            throw new IllegalArgumentException(source + ": the server's cpuset " + serverCpus + " has " + serverCpus.size()
                    + " cores, too few for profile " + profile.name() + "'s quota of " + profile.cpus() + " CPUs: give server.cpus more cores or pick a smaller profile");
        }
        Placement placement = new Placement(serverCpus, server.samplerCpus().orElse(profile.driverCpuset()),
                drivers.stream().map(driver -> driver.cpus().orElse(profile.driverCpuset())).toList(),
                backend.cpus().orElse(profile.driverCpuset()));
        List<Pinning> pinnings = pinnings(placement);
        clashWithServer(pinnings).ifPresent(other -> {
            throw new IllegalArgumentException(source + " under profile " + profile.name() + ": " + clashMessage(pinnings.get(0), other));
        });
        return placement;
    }

    /** A part's cores on an engine, named as the topology file names them ("driver.2.cpus"). */
    record Pinning(String key, Engine engine, CpuSet cpus) {}

    private List<Pinning> pinnings(Placement placement) {
        List<Pinning> pinnings = new ArrayList<>();
        pinnings.add(new Pinning("server.cpus", server.engine(), placement.server()));
        pinnings.add(new Pinning("server.sampler.cpus", server.engine(), placement.sampler()));
        for (int i = 0; i < drivers.size(); i++) {
            pinnings.add(new Pinning("driver." + (i + 1) + ".cpus", drivers.get(i).engine(), placement.drivers().get(i)));
        }
        pinnings.add(new Pinning("backend.cpus", backend.engine(), placement.backend()));
        return pinnings;
    }

    /**
     * The first later pinning that shares a core with the first one (the server's) on the same engine, if any. The
     * server under test never shares a CPU with its load, its backend or its sampler: that would measure them, not it.
     */
    static Optional<Pinning> clashWithServer(List<Pinning> pinnings) {
        Pinning server = pinnings.get(0);
        return pinnings.stream().skip(1)
                .filter(other -> other.engine().sameEngineAs(server.engine()) && other.cpus().overlaps(server.cpus()))
                .findFirst();
    }

    static String clashMessage(Pinning server, Pinning other) {
        return server.key() + " " + server.cpus() + " and " + other.key() + " " + other.cpus() + " share a core on "
                + server.engine().endpoint().describe() + ": the server under test must never share a CPU with anything "
                + "else of the run; give them disjoint cpusets";
    }
}
