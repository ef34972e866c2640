package dev.vtbench.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;

/**
 * {@code harness/vtbench gate FOLDER GATES}: judges gates against a results folder written earlier (by {@code run}, here
 * or on another machine), without changing it and without Docker. A gate that fails or cannot be judged fails the build
 * with the verdicts.
 */
@Mojo(name = "gate", defaultPhase = LifecyclePhase.VERIFY)
public class GateMojo extends VtbenchMojo {
    /** The results folder to judge. */
    @Parameter(property = "vtbench.results", defaultValue = "${project.build.directory}/vtbench")
    File results;

    /** The gates: {@code virtual/pool >= 0.9 at cpu-1}, several separated by {@code ;}. */
    @Parameter(property = "vtbench.gate")
    String gate;

    @Override
    String command() {
        return "gate";
    }

    @Override
    CommandArguments arguments() {
        return new CommandArguments().positional(results).positional(gate);
    }
}
