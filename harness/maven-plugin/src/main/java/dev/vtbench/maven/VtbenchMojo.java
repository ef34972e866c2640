package dev.vtbench.maven;

import dev.vtbench.harness.RunOutcome;
import dev.vtbench.harness.Vtbench;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * A goal of vtbench-maven-plugin: one command of {@code harness/vtbench}, given the arguments its configuration makes
 * ({@link CommandArguments}) and parsed, checked and refused by the command line's own code and messages; its output on
 * Maven's log ({@link MavenLogStreams}) and its exit code turned into the build's outcome ({@link GoalOutcome}).
 */
abstract class VtbenchMojo extends AbstractMojo {
    /** Skips every vtbench goal (as {@code -DskipTests} does for tests). */
    @Parameter(property = "vtbench.skip", defaultValue = "false")
    boolean skip;

    /** The command of {@code harness/vtbench} this goal runs. */
    abstract String command();

    /** Its arguments, from this goal's configuration. */
    abstract CommandArguments arguments();

    /** Whether to go on; false, said on the log, when the machine lacks what the goal needs and the user chose to skip then. */
    boolean ready() {
        return true;
    }

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("vtbench: " + command() + " skipped (vtbench.skip)");
            return;
        }
        if (!ready()) {
            return;
        }
        CommandArguments arguments = arguments();
        getLog().info("vtbench: " + arguments.commandLine(command()));
        MavenLogStreams streams = MavenLogStreams.install(getLog());
        RunOutcome outcome;
        try {
            outcome = Vtbench.command(command(), arguments.toArray());
        } finally {
            streams.restore();
            TestcontainersCleanup.runWhileTheRealmIsOpen(getLog());
        }
        GoalOutcome.require(command(), outcome, streams.errors());
    }
}
