package dev.vtbench.harness.engine;

import dev.vtbench.harness.engine.Topology.BackendHost;
import dev.vtbench.harness.engine.Topology.DriverHost;
import dev.vtbench.harness.engine.Topology.Pinning;
import dev.vtbench.harness.engine.Topology.ServerHost;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.matrix.DataFile;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A run's topology.properties: the engine of the server (with its cores, the address the drivers reach it at, and its
 * sampler's cores), of each driver (driver.1, driver.2, ...) and of the backend. Checked on load like every data file
 * of vtbench: an unknown key, an endpoint that is not one, a TLS folder without its files, a driver number after a gap,
 * or a server that would share a core with something else on its engine is one error naming the file, the line and
 * the key, and what to write instead.
 */
public final class TopologyFile {
    public static final String NAME = "topology.properties";
    /** driver.N.engine, driver.N.tls, driver.N.cpus: N counts from 1 without a gap. */
    static final Pattern DRIVER_KEY = Pattern.compile("driver\\.([1-9][0-9]?)\\.(engine|tls|cpus)");
    static final Set<String> KEYS = Set.of("server.engine", "server.tls", "server.cpus", "server.address", "server.sampler.cpus",
            "backend.engine", "backend.tls", "backend.cpus", "backend.address",
            // Named in the error that lists the keys; the numbered keys themselves are matched by DRIVER_KEY.
            "driver.N.engine", "driver.N.tls", "driver.N.cpus");
    /**
     * An IPv4 address, or an IPv6 address in brackets (what goes between "http://" and ":PORT"): never a host name,
     * since the servers listen on this address too (VTBENCH_BIND_ADDRESS), and they refuse names rather than bind
     * whatever a resolver inside their container answers.
     */
    private static final Pattern ADDRESS = Pattern.compile("(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}"
            + "|\\[[0-9A-Fa-f:.]+]");

    private TopologyFile() {}

    public static Topology load(Path file) {
        DataFile data = DataFile.load(file, KEYS, key -> DRIVER_KEY.matcher(key).matches());
        data.keys().stream().filter(key -> key.startsWith("driver.N.")).findFirst().ifPresent(key -> {
            throw data.invalid(key, data.optional(key).orElse(""), "a driver's number in place of N: driver.1.engine, driver.2.engine, ...");
        });
        ServerHost server = new ServerHost(engine(data, "server", "server"), cpus(data, "server.cpus"),
                address(data, "server.address"), cpus(data, "server.sampler.cpus"));
        List<DriverHost> drivers = new ArrayList<>();
        for (int number = 1; number <= driverCount(data); number++) {
            String prefix = "driver." + number;
            drivers.add(new DriverHost(engine(data, prefix, "driver-" + number), cpus(data, prefix + ".cpus")));
        }
        DriverHost first = drivers.get(0);
        BackendHost backend = new BackendHost(
                data.optional("backend.engine").isPresent() ? engine(data, "backend", "backend") : tlsOnlyWithEngine(data, "backend", first.engine()),
                cpus(data, "backend.cpus").or(first::cpus), address(data, "backend.address"));
        Topology topology = new Topology(server, drivers, backend, true, file.toString());
        requireServerApart(data, topology);
        requireReachable(data, topology);
        return topology;
    }

    /** The engine {@code prefix}.engine names (default: the harness's own), with {@code prefix}.tls as its TLS folder. */
    private static Engine engine(DataFile data, String prefix, String name) {
        String engineKey = prefix + ".engine";
        String tlsKey = prefix + ".tls";
        Optional<Path> tls = data.optional(tlsKey).map(folder -> data.folderOf(tlsKey).resolve(folder).normalize());
        if (data.optional(engineKey).isEmpty()) {
            return tlsOnlyWithEngine(data, prefix, Engine.local(name));
        }
        String host = data.required(engineKey);
        try {
            return Engine.of(name, EngineEndpoint.parse(host, tls));
        } catch (IllegalArgumentException e) {
            if (tls.isPresent() && e.getMessage().startsWith("TLS folder")) {
                throw data.invalid(tlsKey, data.required(tlsKey), "a folder holding " + String.join(", ", EngineEndpoint.TLS_FILES)
                        + " for " + engineKey + "; " + e.getMessage());
            }
            throw data.invalid(engineKey, host, "unix:///path/to/docker.sock or tcp://HOST:PORT; " + e.getMessage());
        }
    }

    /** {@code fallback}, unless the file gives a TLS folder to a part whose engine it does not name. */
    private static Engine tlsOnlyWithEngine(DataFile data, String prefix, Engine fallback) {
        String tlsKey = prefix + ".tls";
        data.optional(tlsKey).ifPresent(folder -> {
            throw data.invalid(tlsKey, folder, "no TLS folder without " + prefix + ".engine = tcp://HOST:PORT, the engine it is for");
        });
        return fallback;
    }

    private static Optional<CpuSet> cpus(DataFile data, String key) {
        return data.optional(key).map(raw -> {
            try {
                return CpuSet.parse(raw);
            } catch (IllegalArgumentException e) {
                throw data.invalid(key, raw, "a cpuset list of that host's cores such as 1, 0-3 or 0,2-3");
            }
        });
    }

    private static String address(DataFile data, String key) {
        String address = data.optional(key).orElse(Topology.LOOPBACK);
        if (!ADDRESS.matcher(address).matches()) {
            throw data.invalid(key, address, "that host's IP address such as 10.0.0.5 or [fd00::5], without scheme or port (not a"
                    + " host name: the server listens on it)");
        }
        return address;
    }

    /** How many drivers the file names: driver.1 up to the highest number, refused if a number in between is missing. */
    private static int driverCount(DataFile data) {
        TreeSet<Integer> numbers = new TreeSet<>();
        for (String key : data.keys()) {
            Matcher driver = DRIVER_KEY.matcher(key);
            if (driver.matches()) {
                numbers.add(Integer.parseInt(driver.group(1)));
            }
        }
        for (int expected = 1; !numbers.isEmpty() && expected <= numbers.last(); expected++) {
            if (!numbers.contains(expected)) {
                int after = numbers.higher(expected);
                String key = data.keys().stream().filter(k -> k.startsWith("driver." + after + ".")).findFirst().orElseThrow();
                throw data.invalid(key, data.optional(key).orElse(""), "drivers numbered from 1 without a gap: driver " + expected
                        + " has no keys (renumber driver " + after + " as " + expected + ", or add driver." + expected + ".engine)");
            }
        }
        // No driver named: one driver on the harness's own engine, as a container.
        return numbers.isEmpty() ? 1 : numbers.last();
    }

    /**
     * Loopback reaches only its own host: a driver on another host than the server's must be given the server's
     * address, and so must the server its backend's. Two engines whose sockets are both on this machine share its
     * loopback (the tests' extra engines); an engine reached over TCP is taken as another host.
     */
    private static void requireReachable(DataFile data, Topology topology) {
        Engine server = topology.server().engine();
        for (int i = 0; i < topology.drivers().size(); i++) {
            Engine driver = topology.drivers().get(i).engine();
            if (Topology.isLoopback(topology.server().address()) && !sameHost(driver, server)) {
                throw data.invalid("server.address", topology.server().address(), "the server host's IP address: driver " + (i + 1)
                        + " runs on " + driver.endpoint().describe() + ", another host than the server's " + server.endpoint().describe()
                        + ", and cannot reach it at loopback");
            }
        }
        Engine backend = topology.backend().engine();
        if (Topology.isLoopback(topology.backend().address()) && !sameHost(backend, server)) {
            throw data.invalid("backend.address", topology.backend().address(), "the backend host's IP address: the backend runs on "
                    + backend.endpoint().describe() + ", another host than the server's " + server.endpoint().describe()
                    + ", which cannot reach it at loopback");
        }
    }

    private static boolean sameHost(Engine one, Engine other) {
        return one.sameEngineAs(other) || (one.onThisMachine() && other.onThisMachine());
    }

    /** The cores the file itself gives: the server's must not be shared with any other part on the server's engine. */
    private static void requireServerApart(DataFile data, Topology topology) {
        Optional<CpuSet> serverCpus = topology.server().cpus();
        if (serverCpus.isEmpty()) {
            return;
        }
        List<Pinning> given = new ArrayList<>();
        given.add(new Pinning("server.cpus", topology.server().engine(), serverCpus.get()));
        topology.server().samplerCpus().ifPresent(cpus -> given.add(new Pinning("server.sampler.cpus", topology.server().engine(), cpus)));
        for (int i = 0; i < topology.drivers().size(); i++) {
            DriverHost driver = topology.drivers().get(i);
            String key = "driver." + (i + 1) + ".cpus";
            driver.cpus().ifPresent(cpus -> given.add(new Pinning(key, driver.engine(), cpus)));
        }
        data.optional("backend.cpus").ifPresent(raw -> given.add(new Pinning("backend.cpus", topology.backend().engine(), CpuSet.parse(raw))));
        Topology.clashWithServer(given).ifPresent(other -> {
            throw data.invalid(other.key(), other.cpus().spec(), "cores apart from the server's: " + Topology.clashMessage(given.get(0), other));
        });
    }

}
