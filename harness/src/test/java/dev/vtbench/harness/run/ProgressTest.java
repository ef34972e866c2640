package dev.vtbench.harness.run;

import dev.vtbench.harness.DefinitionsTest;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Mode;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Progress lines keep the start that users and tests grep, and tell the time left from the first line on. */
class ProgressTest {
    private static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());

    @Test
    void theFirstCellsLinesGiveARangeFromThePlanAfterTheirUsualStart() {
        LoadSpec load = LoadSpec.closed(400, Warmup.untilSteady(10, 120), 8);
        Cell pool = cell("pool", load);
        Cell virtual = cell("virtual", load);
        String printed = printed(() -> {
            Progress progress = new Progress(List.of(pool, virtual), 2);
            progress.phase(pool, "image");
            progress.phase(pool, RepetitionPhase.LOAD, 1, 2);
        });
        List<String> lines = printed.lines().toList();
        assertThat(lines).as("lines printed").hasSize(2);
        // Each repetition of 34..144 s by its plan: 141..581 s left at the image, 135..575 s once the first start and
        // verify are behind.
        assertThat(lines.get(0)).as("the image's line").startsWith("vtbench: [1/2] " + pool.id() + ": image (elapsed ")
                .endsWith(" s, about 2-10 min to go, from 0 of 4 repetitions measured)");
        assertThat(lines.get(1)).as("the load's line").startsWith("vtbench: [1/2] " + pool.id() + ": load 1/2 (elapsed ")
                .endsWith(" s, about 2-10 min to go, from 0 of 4 repetitions measured)");
        assertThat(printed).as("never unknown").doesNotContain("?");
    }

    private static String printed(Runnable action) {
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            action.run();
        } finally {
            System.setOut(out);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    private static Cell cell(String mode, LoadSpec load) {
        return new Cell(DEFINITIONS.runtimes().get("plain-jdk"), DEFINITIONS.jvms().get("temurin-25"), Mode.of(mode),
                DEFINITIONS.profiles().get("cpu-1"), DEFINITIONS.scenarios().get("cpu"), load);
    }
}
