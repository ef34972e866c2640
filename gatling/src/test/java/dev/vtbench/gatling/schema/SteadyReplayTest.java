package dev.vtbench.gatling.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The replay of docs/steady-state.md: the old and the new rule on the synthetic timelines and on every recorded
 * timeline found, and the new rule's neighbours on the synthetic ones; the tables are written to
 * {@code gatling/target/steady-replay.md} and printed. It fails if the new
 * rule is not better than the old on the synthetic timelines, whose truth is known. To replay other results folders:
 * <pre>
 * ./mvnw -B -q -pl gatling test -Dtest=SteadyReplayTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dvtbench.replay.roots=/path/to/results,/another/results
 * </pre>
 * Relative folders are taken from the repository's root. Without {@code vtbench.replay.roots} it reads the harness's
 * test fixtures and {@code harness/results}.
 */
class SteadyReplayTest {

    static final String ROOTS = "vtbench.replay.roots";

    private static Path repository() {
        return Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize().getParent();
    }

    private static List<Path> roots(Path repository) {
        String roots = System.getProperty(ROOTS, "");
        if (roots.isBlank()) {
            return List.of(repository.resolve("harness/src/test/resources"), repository.resolve("harness/results"));
        }
        return Arrays.stream(roots.split(",")).map(String::strip).filter(root -> !root.isEmpty())
                .map(root -> repository.resolve(root).normalize()).toList();
    }

    @Test
    void theNewRuleRefusesLessThatIsSteadyAndAcceptsNoMoreThatDrifts() throws IOException {
        Path repository = repository();
        List<SteadyReplay.Replayed> synthetic = SteadyReplay.synthetic();
        SteadyReplay.Result result = SteadyReplay.replay(synthetic, SteadyReplay.recorded(roots(repository), repository));
        String tables = SteadyReplay.markdown(result) + "\nThe driver's criterion with one parameter moved (synthetic timelines: opened, "
                + "median second):\n\n" + SteadyReplay.sweep(synthetic)
                + "\nOne reading for both (synthetic timelines): each side with the other's reading instead of its own:\n\n"
                + SteadyReplay.oneReading(synthetic);
        Path written = repository.resolve("gatling/target/steady-replay.md");
        Files.createDirectories(written.getParent());
        Files.writeString(written, tables);
        System.out.println(tables);

        SteadyReplay.Tally old = result.synthetic()[0];
        SteadyReplay.Tally batch = result.synthetic()[1];
        assertThat(batch.falseUnsteady).as("false unsteady, new against old (%s)", written).isLessThan(old.falseUnsteady);
        assertThat(batch.falseSteady).as("false steady, new against old (%s)", written).isLessThanOrEqualTo(old.falseSteady);
        assertThat(batch.caught).as("drifting windows the harness catches, new against old (%s)", written)
                .isGreaterThanOrEqualTo(old.caught);
        assertThat(batch.falseAlarms).as("steady windows the harness refuses, new against old (%s)", written)
                .isLessThanOrEqualTo(old.falseAlarms);
    }
}
