package dev.vtbench.harness.matrix;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A user's own service, as its service file describes it and {@link ServiceFile} validated it: what to run, how to
 * give it its port and tell when it is up, how each threading mode is switched on, and its traffic (a request list,
 * or a Gatling simulation of the user's with its classpath). As for vtbench's runtimes, the mode named "virtual" runs
 * requests on virtual threads and every other mode on platform threads. A service may need a database
 * ({@link DatabaseDependency}), which vtbench then starts and seeds beside it.
 */
public record OwnService(String name, String description, Path file, Deployment deployment, PortSwitch port,
                         String healthPath, int startupTimeoutSeconds, List<String> modes,
                         Map<String, ModeSwitch> switches, Optional<RequestList> requests,
                         Optional<String> simulationClass, List<Path> simulationClasspath,
                         Optional<DatabaseDependency> database) {

    public OwnService {
        modes = List.copyOf(modes);
        switches = Map.copyOf(switches);
        simulationClasspath = List.copyOf(simulationClasspath);
    }

    /** Whether {@code mode} must run requests on virtual threads. */
    public boolean virtual(String mode) {
        return Mode.of(mode).isVirtual();
    }

    public String requireMode(String mode) {
        if (!modes.contains(mode)) {
            throw new UnknownNameException("service " + name + " (" + file + ") has no threading mode '" + mode
                    + "' (expected one of " + modes + ")");
        }
        return mode;
    }

    /**
     * The service in a runtime's place in the matrix: its cells are named after it, and run its modes with its start-up
     * time. vtbench sizes no pool of it and builds it from no folder of images/
     * ({@link dev.vtbench.harness.service.ServiceImages} derives its images).
     */
    public RuntimeDefinition runtime() {
        return RuntimeDefinition.forOwnService(name, description, modes, startupTimeoutSeconds);
    }

    /**
     * Its traffic in a scenario's place: "requests" (its list, summarised as the endpoint every report shows) or the
     * simple name of the user's simulation class.
     */
    public Scenario scenario() {
        return requests.map(list -> new Scenario("requests", list.summary()))
                .orElseGet(() -> new Scenario(simulationClass.orElseThrow().substring(simulationClass.get().lastIndexOf('.') + 1)
                        .toLowerCase(java.util.Locale.ROOT), "own simulation " + simulationClass.get()));
    }

    /** The switch of {@code mode}: empty for a war on Tomcat that names none (VTBENCH_MODE switches it). */
    public ModeSwitch switchOf(String mode) {
        return switches.getOrDefault(requireMode(mode), ModeSwitch.NONE);
    }
}
