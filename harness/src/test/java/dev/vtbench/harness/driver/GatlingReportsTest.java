package dev.vtbench.harness.driver;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A repetition run again links its own Gatling report, not the one a killed attempt left in the same folder. */
class GatlingReportsTest {

    @Test
    void picksTheReportWrittenByThisRun(@TempDir Path reports) throws Exception {
        // Named so that the killed attempt's folder sorts after this run's: a pick by name or listing order would take it.
        Files.createDirectories(reports.resolve("throughputsimulation-zz-killed"));
        GatlingReports before = GatlingReports.before(reports);
        Path own = Files.createDirectories(reports.resolve("throughputsimulation-20261124"));
        assertThat(before.thisRun()).as("the report folder created by this run").isEqualTo(own);
    }

    @Test
    void noReportWrittenGivesTheReportsFolder(@TempDir Path reports) throws Exception {
        GatlingReports before = GatlingReports.before(reports.resolve("gatling"));
        assertThat(before.thisRun()).as("nothing new: the folder Gatling was told to write into").isEqualTo(reports.resolve("gatling"));
        Files.createDirectories(reports.resolve("gatling/old"));
        assertThat(GatlingReports.before(reports.resolve("gatling")).thisRun()).as("an old report is never this run's")
                .isEqualTo(reports.resolve("gatling"));
    }
}
