package dev.vtbench.harness.view;

import dev.vtbench.harness.report.SampleRun;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** results.csv: each repetition's cost per request and limit, then its cell's, after the columns that were there before. */
class ResultsCsvTest {
    private static final List<String> COST_COLUMNS = List.of("cpu_us_per_req", "ctx_switches_per_req", "gc_pause_share", "gc_cpu_share",
            "limited_by", "cell_cpu_us_per_req_median", "cell_cpu_us_per_req_min", "cell_cpu_us_per_req_max", "cell_limited_by");

    private final List<String> lines = ResultsCsv.render(SampleRun.cells()).lines().toList();

    @Test
    void addsTheCostAndLimitColumnsLastSoThatTheOthersKeepTheirPlaces() {
        List<String> header = Arrays.asList(lines.get(0).split(","));

        assertThat(header.subList(header.size() - COST_COLUMNS.size(), header.size())).as("the new columns, last").isEqualTo(COST_COLUMNS);
        assertThat(header.get(header.size() - COST_COLUMNS.size() - 1)).as("started_at keeps its place before them").isEqualTo("started_at");
        assertThat(lines.stream().skip(1)).as("every row as wide as the header (no field here holds a comma)")
                .allSatisfy(line -> assertThat(line.split(",", -1)).hasSize(header.size()));
    }

    @Test
    void givesEachRepetitionsCostAndLimitThenItsCellsLeavingUnknownsEmpty() {
        String firstOfFlagged = lines.stream().filter(line -> line.startsWith("\"" + SampleRun.FLAGGED + "\"")).findFirst().orElseThrow();
        String unread = lines.stream().filter(line -> line.startsWith("\"liberty/temurin-21/fixed/cpu-1/io\"")).findFirst().orElseThrow();
        String skipped = lines.stream().filter(line -> line.startsWith("plain-jdk/temurin-25/virtual/cpu-4/hello,")).findFirst().orElseThrow();

        assertThat(firstOfFlagged).as("0.95 core / 2,269.8 req/s; no JVM figures in the sample: empty, never NaN")
                .endsWith(",418.5391,,,,\"server CPU\",405.9829,394.1582,418.5391,\"server CPU\"");
        assertThat(unread).as("its server's CPU unread: no cost, and the limit says so").endsWith(",,,,,\"unknown\",,,,\"unknown\"");
        assertThat(skipped).as("a cell that never ran: nothing").endsWith(",,,,,,,,,");
        assertThat(lines.stream().skip(1).map(line -> line.substring(line.indexOf("Z,") + 2)))
                .as("the new columns never read NaN").allSatisfy(tail -> assertThat(tail).doesNotContain("NaN"));
    }
}
