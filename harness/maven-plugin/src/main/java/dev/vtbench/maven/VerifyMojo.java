package dev.vtbench.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;

/**
 * {@code harness/vtbench verify}: starts each cell, checks every endpoint, the CPU count the JVM sees and the thread kind
 * of each mode, then stops it; no load. A cell that fails its proof fails the build.
 */
@Mojo(name = "verify", defaultPhase = LifecyclePhase.PRE_INTEGRATION_TEST)
public class VerifyMojo extends CellsMojo {
    /** The folder of the cells' logs. */
    @Parameter(property = "vtbench.verify.out", defaultValue = "${project.build.directory}/vtbench-verify")
    File out;

    @Override
    String command() {
        return "verify";
    }

    @Override
    CommandArguments arguments() {
        return cells().option("--out", out);
    }
}
