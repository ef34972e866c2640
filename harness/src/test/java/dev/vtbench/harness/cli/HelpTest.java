package dev.vtbench.harness.cli;

import dev.vtbench.harness.study.Studies;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Every command says what it takes with --help (exit 0); without a command the overview is printed and the exit is 2. */
class HelpTest {
    /** Each command and options its help must list (today's names, so a script written for them still works). */
    private static final Map<String, List<String>> OPTIONS = Map.ofEntries(
            Map.entry("run", List.of("--matrix", "--resume", "--retry-failed", "--source", "--out", "--topology", "--gate", "--runtimes",
                    "--jvms", "--modes", "--profiles", "--scenarios", "--simulation", "--model", "--users", "--rates", "--warmup",
                    "--warmup.min", "--warmup.max", "--duration", "--repetitions", "--server.jvm.options", "--service")),
            Map.entry("verify", List.of("--runtimes", "--jvms", "--modes", "--profiles", "--source", "--service")),
            Map.entry("study", List.of("--list")),
            Map.entry("gate", List.of("FOLDER GATES")),
            Map.entry("compare", List.of("FOLDER_A FOLDER_B")),
            Map.entry("report", List.of("FOLDER")),
            Map.entry("prepare", List.of("--help")),
            Map.entry("images", List.of("--runtimes", "--jvms", "--source")),
            Map.entry("clean", List.of("--all")),
            Map.entry("completion", List.of("--help")),
            Map.entry("machine", List.of("--profile", "--seconds", "--window")));

    @Test
    void eachCommandsHelpExitsZeroAndListsItsOptions() {
        OPTIONS.forEach((command, options) -> {
            MainAccess.Outcome help = MainAccess.execute(List.of(command, "--help"));
            assertThat(help.exitCode()).as("exit code of %s --help: %s", command, help.stderr()).isZero();
            assertThat(help.stdout()).as("%s --help", command).contains("usage: harness/vtbench " + command);
            options.forEach(option -> assertThat(help.stdout()).as("%s --help lists %s", command, option).contains(option));
        });
    }

    @Test
    void runsHelpDescribesEachSimulationKeyWithItsRange() {
        String help = MainAccess.execute(List.of("run", "--help")).stdout();
        assertThat(help).as("the key, its unit, range and default, from the gatling schema")
                .containsPattern("--search\\.step\\.factor=X\\s+factor, 1\\.01\\.\\.10 \\(decimal\\),\\s+default 1\\.25")
                .containsPattern("--hold=N\\s+s, 1\\.\\.36000, default 20")
                .doesNotContain("--description").doesNotContain("--hold.seconds");
        assertThat(MainAccess.execute(List.of("verify", "--help")).stdout()).as("verify starts cells: no load keys")
                .doesNotContain("--users").doesNotContain("--search.step.factor");
    }

    @Test
    void eachStudyIsASubcommandWithItsOwnOptions() {
        MainAccess.Outcome study = MainAccess.execute(List.of("study", "--help"));
        Studies.all().forEach(one -> assertThat(study.stdout()).as("study --help names %s", one.name()).contains(one.name()));
        MainAccess.Outcome mergeSort = MainAccess.execute(List.of("study", "merge-sort", "--help"));
        assertThat(mergeSort.exitCode()).isZero();
        assertThat(mergeSort.stdout()).as("its own option and the common ones").contains("--sizes").contains("--scale")
                .contains("--profiles").contains("--out").doesNotContain("--tasks");
    }

    /**
     * picocli reads every description as a format string: a bare '%' ("p99 at 50%") makes it print "[picocli WARN] Could
     * not format ..." on stderr, once per rendering. Every command's help, each study's included, renders without one.
     */
    @Test
    void everyCommandsHelpRendersWithoutAFormatWarning() {
        Map<String, String> usage = new LinkedHashMap<>();
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        // picocli's warnings go to System.err as it is when each is given; MainAccess swaps the same stream.
        synchronized (MainAccess.class) {
            PrintStream err = System.err;
            try {
                System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
                render(VtbenchCommand.commandLine(new Conclusion(Map.of())), usage);
            } finally {
                System.setErr(err);
            }
        }
        assertThat(usage.keySet()).as("the commands rendered").contains("harness/vtbench", "harness/vtbench run",
                "harness/vtbench gate", "harness/vtbench study", "harness/vtbench study cpu-throughput");
        assertThat(warnings.toString(StandardCharsets.UTF_8)).as("stderr while rendering the help of %s", usage.keySet())
                .doesNotContain("Could not format").isEmpty();
        assertThat(usage.get("harness/vtbench run")).as("run --help: --gate's and --equal.load's percentages as written")
                .containsPattern("p99\\s+at\\s+50%\\s+\\.\\.\\.").contains("(25%,50%,75%)");
        usage.forEach((command, text) -> assertThat(text).as("%s --help: each '%%' printed once", command).doesNotContain("%%"));
    }

    private static void render(CommandLine command, Map<String, String> usage) {
        usage.put(command.getCommandSpec().qualifiedName(), command.getUsageMessage());
        command.getSubcommands().values().stream().distinct().forEach(subcommand -> render(subcommand, usage));
    }

    @Test
    void helpPrintsTheOverviewAndNoCommandExitsTwoWithIt() {
        for (List<String> args : List.of(List.of("help"), List.of("--help"), List.<String>of())) {
            MainAccess.Outcome outcome = MainAccess.execute(args);
            assertThat(outcome.exitCode()).as("exit code of %s", args).isEqualTo(args.isEmpty() ? 2 : 0);
            assertThat(outcome.stdout()).as("the overview for %s", args).contains("usage: harness/vtbench")
                    .contains("run ", "study ", "verify ", "gate ", "compare ", "report ", "prepare ", "images ", "clean ", "completion ")
                    .contains("exit codes:").contains("  3   a gate failed or could not be judged")
                    .contains(SimulationKeysHelp.text());
        }
        assertThat(MainAccess.execute(List.of("help", "gate")).stdout()).as("help COMMAND").contains("usage: harness/vtbench gate");
    }
}
