package dev.vtbench.maven;

import dev.vtbench.harness.engine.DockerEngine;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;

/**
 * A goal that starts cells (run, verify): which cells, as the matrix keys of the command line name them, and what to do
 * on a machine without a Docker engine. Each value is passed to the command as its option and checked there.
 */
abstract class CellsMojo extends VtbenchMojo {
    /** Your own service: a service file (a jar, a war or an image, its modes and its traffic; see vtbench's apps/examples/). */
    @Parameter(property = "vtbench.service")
    File service;

    /** CPU profiles, by commas ({@code cpu-0.5,cpu-1}). */
    @Parameter(property = "vtbench.profiles")
    String profiles;

    /** Threading modes, by commas ({@code pool,virtual}); none: every mode. */
    @Parameter(property = "vtbench.modes")
    String modes;

    /** JVMs, by commas ({@code temurin-25,temurin-21}). */
    @Parameter(property = "vtbench.jvms")
    String jvms;

    /** vtbench's own runtimes, by commas ({@code plain-jdk,tomcat,liberty}); not with a service, which names its own. */
    @Parameter(property = "vtbench.runtimes")
    String runtimes;

    /** Where the images' JDKs come from: {@code hermetic} (local JDKs, no registry) or {@code registry}. */
    @Parameter(property = "vtbench.source")
    String source;

    /**
     * On a machine without a reachable Docker engine: skip this goal with a warning instead of failing the build with
     * the remedy (for builds that also run where no engine is, such as a laptop without Docker).
     */
    @Parameter(property = "vtbench.skipWithoutDocker", defaultValue = "false")
    boolean skipWithoutDocker;

    CommandArguments cells() {
        return new CommandArguments().option("--service", service).option("--profiles", profiles).option("--modes", modes)
                .option("--jvms", jvms).option("--runtimes", runtimes).option("--source", source);
    }

    /** The command refuses by itself, with the remedy, when the engine is missing: here only the choice to skip instead. */
    @Override
    boolean ready() {
        if (skipWithoutDocker && !DockerEngine.isReachable()) {
            getLog().warn("vtbench: " + command() + " skipped (skipWithoutDocker): no Docker engine answers at "
                    + System.getenv().getOrDefault("DOCKER_HOST", "unix:///var/run/docker.sock"));
            return false;
        }
        return true;
    }
}
