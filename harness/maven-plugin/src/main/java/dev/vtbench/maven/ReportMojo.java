package dev.vtbench.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;

/** {@code harness/vtbench report FOLDER}: writes a run's views (results.csv, summary.md, comparison.html) again from its results.json. */
@Mojo(name = "report", defaultPhase = LifecyclePhase.VERIFY)
public class ReportMojo extends VtbenchMojo {
    /** The results folder. */
    @Parameter(property = "vtbench.results", defaultValue = "${project.build.directory}/vtbench")
    File results;

    @Override
    String command() {
        return "report";
    }

    @Override
    CommandArguments arguments() {
        return new CommandArguments().positional(results);
    }
}
