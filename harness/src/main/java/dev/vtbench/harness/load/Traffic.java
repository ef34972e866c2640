package dev.vtbench.harness.load;

import javax.lang.model.SourceVersion;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What the Gatling driver sends: GETs of vtbench's own endpoint, a user's request list, or a user's own simulation
 * class. Each knows what it adds to the driver's command; {@link dev.vtbench.harness.driver.GatlingRun} builds the
 * rest.
 */
public sealed interface Traffic {

    /** The driver's system properties for this traffic, as {@code -Dname=value}. */
    List<String> systemProperties();

    /** The simulation the driver runs: the load spec's, or the user's own class. */
    String simulationClass(LoadSpec spec);

    /** Entries appended to the driver's classpath, absolute. */
    default List<Path> extraClasspath() {
        return List.of();
    }

    /** GETs of one path, each expecting 200: vtbench's scenarios. */
    record Endpoint(String path) implements Traffic {
        public Endpoint {
            Objects.requireNonNull(path, "path");
            if (!path.startsWith("/") || path.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException("endpoint '" + path + "' is not a path: expected one starting with /"
                        + " such as /hello, without whitespace");
            }
        }

        @Override
        public List<String> systemProperties() {
            return List.of("-Dvtbench.endpoint=" + path);
        }

        @Override
        public String simulationClass(LoadSpec spec) {
            return spec.simulation().className();
        }
    }

    /**
     * A user's request list, as the JSON the gatling module reads ({@code vtbench.requestsFile}): each request of the
     * load picks one by weight and must answer its expected status. Only the throughput and soak simulations send it.
     */
    record RequestFile(Path json) implements Traffic {
        public RequestFile {
            Objects.requireNonNull(json, "json");
            json = json.toAbsolutePath();
            if (!Files.isRegularFile(json)) {
                throw new IllegalArgumentException("request list " + json + " is not a file: write the request list as JSON"
                        + " before starting the driver");
            }
        }

        @Override
        public List<String> systemProperties() {
            return List.of("-Dvtbench.requestsFile=" + json);
        }

        @Override
        public String simulationClass(LoadSpec spec) {
            // Equal-load steps send it too: each step is the same traffic at another rate.
            if (!sendsTraffic(spec.simulation()) && spec.simulation().stepRatesProperty().isEmpty()) {
                throw new IllegalArgumentException("a request list is sent only by the simulations that hold one load level, "
                        + Simulation.labels(Simulation.constantLoads()) + ", and by equal-load steps, not by a "
                        + spec.simulation().label() + ": use simulation = " + Simulation.constantLoads().get(0).label());
            }
            return spec.simulation().className();
        }
    }

    /**
     * A user's simulation class (extending {@code dev.vtbench.gatling.OwnTrafficSimulation}), run under the load spec's
     * closed or open model like a throughput run, with the jars and folders that hold it appended to the classpath.
     *
     * @param className its binary name, such as {@code com.example.CheckoutSimulation}
     * @param classpath the jars and folders that hold it and what it needs beyond Gatling, each existing
     */
    record OwnSimulation(String className, List<Path> classpath) implements Traffic {
        public OwnSimulation {
            Objects.requireNonNull(className, "className");
            Objects.requireNonNull(classpath, "classpath");
            // Dot-separated identifiers that are not keywords; a nested class's '$' is an identifier character.
            if (!SourceVersion.isName(className)) {
                throw new IllegalArgumentException("simulation '" + className + "' is not a Java class name: expected its"
                        + " binary name, such as com.example.CheckoutSimulation");
            }
            if (classpath.isEmpty()) {
                throw new IllegalArgumentException("simulation " + className + " has no classpath: name the jars or folders"
                        + " that hold it (simulation.classpath)");
            }
            classpath = classpath.stream().map(Path::toAbsolutePath).toList();
            for (Path entry : classpath) {
                if (!Files.exists(entry)) {
                    throw new IllegalArgumentException("classpath entry " + entry + " of simulation " + className
                            + " does not exist: build it first, or correct simulation.classpath");
                }
                if (entry.toString().contains(File.pathSeparator)) {
                    throw new IllegalArgumentException("classpath entry " + entry + " of simulation " + className + " contains '"
                            + File.pathSeparator + "', which separates classpath entries: move it to a path without one");
                }
            }
        }

        @Override
        public List<String> systemProperties() {
            return List.of();
        }

        @Override
        public String simulationClass(LoadSpec spec) {
            if (!sendsTraffic(spec.simulation())) {
                throw new IllegalArgumentException("simulation " + className + " runs as a load that holds one level ("
                        + Simulation.labels(Simulation.constantLoads()) + "), not as a " + spec.simulation().label()
                        + ": use simulation = " + Simulation.constantLoads().get(0).label());
            }
            return className;
        }

        @Override
        public List<Path> extraClasspath() {
            return classpath;
        }
    }

    /** The simulations whose load is a user's traffic when asked: those holding one load level (ThroughputSimulation, SoakSimulation). */
    private static boolean sendsTraffic(Simulation simulation) {
        return simulation.constantLoad();
    }
}
