package dev.vtbench.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;
import java.util.List;

/**
 * {@code harness/vtbench run}: measures a service or a matrix (each cell verified first) into a results folder, then
 * judges the gates against it. A gate that fails or cannot be judged fails the build with the verdicts.
 */
@Mojo(name = "run", defaultPhase = LifecyclePhase.INTEGRATION_TEST)
public class RunMojo extends CellsMojo {
    /** A preset of vtbench's harness/matrices/ ({@code small}; with a service: {@code service}) or a matrix file. */
    @Parameter(property = "vtbench.matrix")
    String matrix;

    /** Repetitions of each cell. */
    @Parameter(property = "vtbench.repetitions")
    String repetitions;

    /** Closed model: users, by commas (a list is a concurrency sweep). */
    @Parameter(property = "vtbench.users")
    String users;

    /** Measured seconds of each repetition. */
    @Parameter(property = "vtbench.duration")
    String duration;

    /**
     * Gates judged after the run: {@code virtual/pool >= 0.9 at cpu-1}, several separated by {@code ;}, a verdict's
     * metric first if wanted ({@code cpu-per-request virtual/pool <= 1.1 at cpu-1}).
     */
    @Parameter(property = "vtbench.gate")
    String gate;

    /** The results folder; a folder that already holds a run is refused (delete it, or resume it from the command line). */
    @Parameter(property = "vtbench.out", defaultValue = "${project.build.directory}/vtbench")
    File out;

    /** Any other option of {@code harness/vtbench run}, as written there: {@code --warmup.min=5}, {@code --model=open}. */
    @Parameter(property = "vtbench.arguments")
    List<String> arguments;

    @Override
    String command() {
        return "run";
    }

    @Override
    CommandArguments arguments() {
        return cells().option("--matrix", matrix).option("--repetitions", repetitions).option("--users", users)
                .option("--duration", duration).option("--gate", gate).option("--out", out).verbatim(arguments);
    }
}
