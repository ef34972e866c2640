package dev.vtbench.harness.run;

import dev.vtbench.harness.DefinitionsTest;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.RoundsPlan;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RoundsEnding;
import dev.vtbench.harness.result.RoundsRecord;
import dev.vtbench.harness.verdict.LookSchedule;
import dev.vtbench.harness.verdict.MetricFinding;
import dev.vtbench.harness.verdict.Rounds;
import dev.vtbench.harness.verdict.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rounds' own logic, on recorded runs without an engine: each server's life replays the recorded repetitions of its
 * cells in turn (src/test/resources/recorded/, the README's first run and a run against PostgreSQL), on a clock that
 * advances by what each recorded life took, and each life is written down ("round 1 pool io: capacity, held", "round 1
 * pool io: thawed, steps"). In the first run, /io's capacities both count in the first round, so its
 * step rates are fixed there; /cpu's first capacities were never steady, so its rates are fixed in the second round;
 * in the database run, db-pool50's capacities never count, so its steps never run.
 */
class RoundRunnerTest {
    private static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    private static final Path RECORDED = DefinitionsTest.repositoryRoot().resolve("harness/src/test/resources/recorded");
    private static final String CPU = "plain-jdk/temurin-25/cpu-1/cpu";
    private static final String IO = "plain-jdk/temurin-25/cpu-1/io";

    @TempDir
    Path folder;
    private int replays;

    @Test
    void aServerThatRanBeforeTheRatesWereFixedIsHeldForItsStepsAndThawedAtTheEndOfTheRound() {
        Replay replay = replay("first-run", new RoundsPlan(3, 3, Optional.empty(), Optional.of(7L)), true);

        // /io: both capacities count in round 1: the first server is held until the last has fixed the rates.
        List<String> ioRound1 = replay.servers.lives(1, "io");
        assertThat(ioRound1).as("/io's first round").hasSize(3);
        assertThat(ioRound1.get(0)).as("the first server: no rates yet, held").endsWith(": capacity, held");
        assertThat(ioRound1.get(1)).as("the last mode's server fixes the rates and measures its steps").endsWith(": capacity, steps");
        assertThat(ioRound1.get(2)).as("the held server, thawed for its steps").endsWith(": thawed, steps");
        assertThat(mode(ioRound1.get(2))).isEqualTo(mode(ioRound1.get(0)));
        // /cpu: no capacity counted in round 1 (never steady), so no rates to wait for: nothing held; round 2 fixes them.
        assertThat(replay.servers.lives(1, "cpu")).as("/cpu's first round").hasSize(2).allMatch(life -> life.endsWith(": capacity"));
        List<String> cpuRound2 = replay.servers.lives(2, "cpu");
        assertThat(cpuRound2).as("/cpu's second round").hasSize(3);
        assertThat(cpuRound2.get(0)).endsWith(": capacity, held");
        assertThat(cpuRound2.get(2)).endsWith(": thawed, steps");
        for (int round = 2; round <= 3; round++) {
            assertThat(replay.servers.lives(round, "io")).as("/io's round %d: nothing held once the rates are fixed", round)
                    .allMatch(life -> life.endsWith(": capacity, steps")).hasSize(2);
        }
        assertThat(replay.servers.lives(3, "cpu")).allMatch(life -> life.endsWith(": capacity, steps")).hasSize(2);
        assertThat(replay.servers.lives).as("no catch-up server").noneMatch(life -> life.contains("warm-up"));
        assertOneStepRepetitionPerRoundFromTheRoundThatFixedTheRates(replay);
        assertThat(replay.servers.held).as("nothing left held").isEmpty();
        assertThat(replay.servers.closed).isTrue();
    }

    @Test
    void aHeldServerWhoseStepsFailEndsItsGroupAndNothingStaysHeld() {
        Replay replay = replay("first-run", new RoundsPlan(3, 3, Optional.empty(), Optional.of(7L)), true,
                servers -> servers.thawFails = true);

        // /io holds a server in round 1, /cpu in round 2 (its first capacities were never steady): each fails its steps.
        RoundsRecord record = RoundsRecord.read(replay.results.path()).orElseThrow();
        for (String group : List.of(CPU, IO)) {
            assertThat(record.group(group).orElseThrow().ending()).as("%s: a cell failed", group).isEqualTo(RoundsEnding.STOPPED);
        }
        List<CellResult> failed = replay.results.cells().stream().filter(cell -> cell.status() == CellStatus.FAILED).toList();
        assertThat(failed).as("the steps of each held server").hasSize(2)
                .allMatch(cell -> cell.cell().endsWith("/equal-load-p50") && cell.reason().contains("did not thaw"));
        assertThat(replay.servers.held).as("nothing left held").isEmpty();
    }

    @Test
    void aHeldServerWhoseStepsCannotStartIsReleasedAndItsRepetitionsStayTheirRounds() {
        Replay replay = replay("first-run", new RoundsPlan(3, 3, Optional.empty(), Optional.of(7L)), true,
                servers -> servers.backendFailsForHeld = true);

        assertThat(replay.servers.lives).filteredOn(life -> life.endsWith(": released")).as("the held servers, released")
                .hasSize(2).anyMatch(life -> life.startsWith("round 1 ") && life.contains(" io:"))
                .anyMatch(life -> life.startsWith("round 2 ") && life.contains(" cpu:"));
        assertThat(replay.servers.held).as("nothing left held").isEmpty();
        RoundsRecord record = RoundsRecord.read(replay.results.path()).orElseThrow();
        for (String group : List.of(CPU, IO)) {
            assertThat(record.group(group).orElseThrow().ending()).as(group).isEqualTo(RoundsEnding.STOPPED);
        }
        for (CellResult cell : replay.results.cells()) {
            List<Integer> rounds = cell.repetitions().stream().map(Repetition::round).toList();
            assertThat(rounds).as("%s: one repetition per round at most", cell.cell()).doesNotHaveDuplicates();
        }
    }

    @Test
    void aModeWhoseServerWasNotHeldForItsStepsGetsACatchUpServerAtTheEndOfTheRoundThatFixedTheRates() {
        // As in a run resumed after its harness stopped: its held servers stopped with it.
        Replay replay = replay("first-run", new RoundsPlan(3, 3, Optional.empty(), Optional.of(7L)), false);

        List<String> ioRound1 = replay.servers.lives(1, "io");
        assertThat(ioRound1).as("/io's first round").hasSize(3);
        assertThat(ioRound1.get(0)).endsWith(": capacity");
        assertThat(ioRound1.get(1)).endsWith(": capacity, steps");
        assertThat(ioRound1.get(2)).as("the mode that ran first, back on a server of its own for its steps").endsWith(": warm-up, steps");
        assertThat(mode(ioRound1.get(2))).isEqualTo(mode(ioRound1.get(0)));
        assertThat(replay.servers.lives(1, "cpu")).as("/cpu's first round: no rates, no catch-up").hasSize(2);
        assertThat(replay.servers.lives(2, "cpu").get(2)).endsWith(": warm-up, steps");
        assertOneStepRepetitionPerRoundFromTheRoundThatFixedTheRates(replay);
    }

    private static void assertOneStepRepetitionPerRoundFromTheRoundThatFixedTheRates(Replay replay) {
        Map<String, List<Integer>> rounds = replay.results.cells().stream()
                .collect(Collectors.toMap(CellResult::cell, cell -> cell.repetitions().stream().map(Repetition::round).toList()));
        for (String mode : List.of("pool", "virtual")) {
            assertThat(rounds.get("plain-jdk/temurin-25/" + mode + "/cpu-1/io/equal-load-p50")).as("/io steps of %s", mode)
                    .containsExactly(1, 2, 3);
            assertThat(rounds.get("plain-jdk/temurin-25/" + mode + "/cpu-1/cpu/equal-load-p50")).as("/cpu steps of %s", mode)
                    .containsExactly(2, 3);
            assertThat(rounds.get("plain-jdk/temurin-25/" + mode + "/cpu-1/io/c400")).as("/io capacity of %s", mode)
                    .containsExactly(1, 2, 3);
        }
        RoundsRecord record = RoundsRecord.read(replay.results.path()).orElseThrow();
        assertThat(record.group(IO).orElseThrow().stepRates()).as("the rates fixed, recorded").isNotEmpty();
        assertThat(record.group(IO).orElseThrow().ending()).isEqualTo(RoundsEnding.FIXED);
    }

    @Test
    void eachRoundsOrderIsDrawnFromTheRecordedSeedAndRecorded() {
        Replay first = replay("first-run", new RoundsPlan(3, 3, Optional.empty(), Optional.of(11L)), true);
        Replay again = replay("first-run", new RoundsPlan(3, 3, Optional.empty(), Optional.of(11L)), true);

        assertThat(again.servers.lives).as("the same seed, the same servers in the same order").isEqualTo(first.servers.lives);
        RoundsRecord record = RoundsRecord.read(first.results.path()).orElseThrow();
        assertThat(record.seed()).isEqualTo(11L);
        for (String group : List.of(CPU, IO)) {
            String scenario = group.substring(group.lastIndexOf('/') + 1);
            for (RoundsRecord.Round round : record.group(group).orElseThrow().rounds()) {
                List<String> capacities = first.servers.lives(round.number(), scenario).stream()
                        .filter(life -> life.contains(": capacity")).map(RoundRunnerTest::mode).toList();
                assertThat(round.order()).as("%s round %d: the order recorded is the order run", group, round.number())
                        .isEqualTo(capacities);
            }
        }
        List<List<String>> orders = List.of(CPU, IO).stream().flatMap(group -> record.group(group).orElseThrow().rounds().stream())
                .map(RoundsRecord.Round::order).distinct().toList();
        assertThat(orders).as("six rounds of two modes: both orders drawn").hasSize(2);
    }

    @Test
    void aRunOfRoundsStopsAGroupOnlyByItsRules() {
        RoundsPlan plan = new RoundsPlan(3, 5, Optional.empty(), Optional.of(5L));
        Replay replay = replay("first-run", plan, true);

        RoundsRecord record = RoundsRecord.read(replay.results.path()).orElseThrow();
        for (String group : List.of(CPU, IO)) {
            RoundsRecord.Group rounds = record.group(group).orElseThrow();
            List<CellResult> cells = replay.results.cells().stream().filter(cell -> groupOf(cell.cell()).equals(group)).toList();
            Rounds at = new Rounds(rounds.done(), new LookSchedule(plan.min(), plan.max()), rounds.ending(), rounds.lastLook());
            List<MetricFinding> primary = Verdict.of(cells, name -> Optional.of(at)).comparisons().stream()
                    .flatMap(comparison -> comparison.findings().stream()).filter(MetricFinding::primary).toList();
            assertThat(primary).as("%s: its primary figures", group).isNotEmpty();
            assertThat(rounds.done()).as("%s: at least the minimum of rounds", group).isBetween(3, 5);
            if (rounds.ending() == RoundsEnding.DECIDED) {
                assertThat(primary).as("%s decided: every primary figure", group)
                        .allMatch(finding -> finding instanceof MetricFinding.Compared compared && compared.decided());
            } else {
                assertThat(rounds.ending()).as("%s: undecided, its rounds end at the most allowed", group).isEqualTo(RoundsEnding.MAX_ROUNDS);
                assertThat(rounds.done()).isEqualTo(5);
            }
        }
    }

    @Test
    void theBudgetEndsTheRoundsOnceAnotherWouldNotFitButNeverBeforeTheMinimum() {
        // The recorded lives take minutes each: a budget of one minute is spent in the first round.
        Replay replay = replay("first-run", new RoundsPlan(3, 6, Optional.of(1.0), Optional.of(3L)), true);

        RoundsRecord record = RoundsRecord.read(replay.results.path()).orElseThrow();
        for (String group : List.of(CPU, IO)) {
            RoundsRecord.Group rounds = record.group(group).orElseThrow();
            assertThat(rounds.done()).as("%s: the minimum of rounds is run whatever the budget", group).isEqualTo(3);
            assertThat(rounds.ending()).as(group).isIn(RoundsEnding.BUDGET, RoundsEnding.DECIDED);
            assertThat(rounds.lastLook()).as("%s: the look after round 3 knew it was the last, and spent all the error rate", group).isTrue();
        }
        assertThat(replay.servers.lives.stream().filter(life -> life.startsWith("round 4"))).as("no round 4").isEmpty();
    }

    @Test
    void stepsWhoseRatesCanNeverBeFixedAreRecordedSkippedSayingWhy() {
        Replay replay = replay("db", new RoundsPlan(3, 3, Optional.empty(), Optional.of(9L)), true);

        for (String mode : List.of("pool", "virtual")) {
            CellResult steps = replay.results.cells().stream()
                    .filter(cell -> cell.cell().equals("plain-jdk/temurin-25/" + mode + "/cpu-1/db-pool50/equal-load-p50")).findFirst()
                    .orElseThrow();
            assertThat(steps.status()).isEqualTo(CellStatus.SKIPPED);
            assertThat(steps.reason()).as("why").contains("no capacity of plain-jdk/temurin-25/cpu-1/db-pool50 was measured");
            String other = mode.equals("pool") ? "virtual" : "pool";
            assertThat(steps.reason()).as("its own reason, naming no cell of the other mode")
                    .startsWith(steps.cell() + " was not run: its steps are").doesNotContain("/" + other + "/");
        }
        assertThat(replay.servers.lives.stream().filter(life -> life.contains(" db-pool50:"))).as("db-pool50's servers: never held, "
                + "their capacities never counted").hasSize(6).allMatch(life -> life.endsWith(": capacity"));
        assertThat(replay.results.cells().stream().filter(cell -> cell.cell().endsWith("/db/equal-load-p50")))
                .allMatch(cell -> cell.repetitions().size() == 3);
    }

    private Replay replay(String recording, RoundsPlan plan, boolean holding) {
        return replay(recording, plan, holding, servers -> { });
    }

    private Replay replay(String recording, RoundsPlan plan, boolean holding, Consumer<RecordedServers> setUp) {
        Path source = RECORDED.resolve(recording);
        ResultsFolder recorded = ResultsFolder.open(source);
        List<Cell> cells = MatrixFile.load(source.resolve(ResultsFolder.MATRIX_FILE), Map.of(), DEFINITIONS).cells();
        Path target = folder.resolve(recording + "-" + replays++);
        ResultsFolder results = ResultsFolder.create(target, recorded.run());
        AtomicLong nanos = new AtomicLong();
        RecordedServers servers = new RecordedServers(recorded.cells().stream()
                .collect(Collectors.toMap(CellResult::cell, Function.identity())), nanos, target, holding);
        setUp.accept(servers);
        RunSettings settings = new RunSettings(plan, dev.vtbench.harness.docker.ImageSource.HERMETIC, dev.vtbench.harness.engine.Topology.local());
        new RoundRunner(settings, new RoundProgress(plan, nanos::get), servers).run(cells, results, false);
        return new Replay(ResultsFolder.open(target), servers);
    }

    /** "plain-jdk/temurin-25/cpu-1/io" of "plain-jdk/temurin-25/pool/cpu-1/io/c400": the cell's group, its mode and load left out. */
    private static String groupOf(String cell) {
        String[] parts = cell.split("/");
        return String.join("/", parts[0], parts[1], parts[3], parts[4]);
    }

    private static String mode(String life) {
        return life.split(" ")[2];
    }

    private record Replay(ResultsFolder results, RecordedServers servers) {}

    /**
     * Lives each server by replaying the recorded repetitions of its cells in turn, and advances the clock by the seconds
     * the recorded repetition's phases took. Each life is written down as "round N mode scenario: loads".
     */
    private static final class RecordedServers implements RoundServers {
        private final Map<String, CellResult> recorded;
        private final AtomicLong nanos;
        private final Path folder;
        private final boolean holding;
        final List<String> held = new ArrayList<>();
        final List<String> lives = new ArrayList<>();
        boolean thawFails;
        boolean backendFailsForHeld;
        boolean closed;

        /** With {@code holding} false, it stops every server after its loads, as an engine that would not freeze one. */
        RecordedServers(Map<String, CellResult> recorded, AtomicLong nanos, Path folder, boolean holding) {
            this.recorded = recorded;
            this.nanos = nanos;
            this.folder = folder;
            this.holding = holding;
        }

        List<String> lives(int round, String scenario) {
            return lives.stream().filter(life -> life.startsWith("round " + round + " ") && life.contains(" " + scenario + ":")).toList();
        }

        @Override
        public CellPreparation.Outcome prepare(Cell cell, Path cellFolder) {
            return new CellPreparation.Outcome(Optional.of(new PreparedCell(cell, null, null, null, Optional.empty(), null, List.of(),
                    cellFolder, "2026-01-01T00:00:00Z")), Optional.empty());
        }

        @Override
        public CellDependencies dependenciesOf(PreparedCell prepared) {
            if (backendFailsForHeld && holds(prepared.cell())) {
                throw new CellFailure(CellStatus.FAILED, prepared.cell().id() + ": its backend would not start again");
            }
            return new CellDependencies(null, Optional.empty());
        }

        @Override
        public boolean live(PreparedCell first, CellTally tally, Supplier<Optional<ServerLife.Lived>> then, CellDependencies dependencies,
                            int round, BooleanSupplier holdForSteps) {
            replay(first.cell(), tally, round);
            Optional<ServerLife.Lived> steps = then.get();
            steps.ifPresent(lived -> replay(lived.cell().cell(), lived.tally(), round));
            boolean hold = steps.isEmpty() && holdForSteps.getAsBoolean() && holding;
            if (hold) {
                held.add(first.cell().id());
            }
            lives.add(describe(first.cell(), round) + ": capacity" + (steps.isPresent() ? ", steps" : hold ? ", held" : ""));
            return true;
        }

        @Override
        public boolean holds(Cell first) {
            return held.contains(first.id());
        }

        @Override
        public boolean resumeHeld(Cell first, Optional<ServerLife.Lived> steps, CellDependencies dependencies, int round) {
            assertThat(held.remove(first.id())).as("%s was held", first.id()).isTrue();
            if (steps.isPresent() && thawFails) {
                steps.get().tally().fail(CellStatus.FAILED, first.id() + ": its held server did not thaw", null);
                lives.add(describe(first, round) + ": thawed, failed");
                return false;
            }
            steps.ifPresent(lived -> replay(lived.cell().cell(), lived.tally(), round));
            lives.add(describe(first, round) + ": thawed, " + (steps.isPresent() ? "steps" : "stopped"));
            return true;
        }

        @Override
        public boolean warmThenMeasure(PreparedCell warmUp, ServerLife.Lived steps, CellDependencies dependencies, int round) {
            nanos.addAndGet(nanosOf(recorded.get(warmUp.cell().id()).repetitions().getFirst()));
            replay(steps.cell().cell(), steps.tally(), round);
            lives.add(describe(warmUp.cell(), round) + ": warm-up, steps");
            return true;
        }

        @Override
        public void release(Cell first) {
            assertThat(held.remove(first.id())).as("%s was held", first.id()).isTrue();
            lives.add(describe(first, round(first)) + ": released");
        }

        @Override
        public void close() {
            closed = true;
        }

        private int round(Cell first) {
            return lives.stream().filter(life -> life.contains(" " + first.mode().name() + " " + first.scenario().name() + ":"))
                    .mapToInt(life -> Integer.parseInt(life.split(" ")[1])).max().orElse(0);
        }

        private void replay(Cell cell, CellTally tally, int round) {
            CellResult source = recorded.get(cell.id());
            Repetition repetition = source.repetitions().get((tally.nextIndex() - 1) % source.repetitions().size());
            tally.add(repetition.inRound(round), source.context(), List.of(), folder.resolve("server.log"));
            nanos.addAndGet(nanosOf(repetition));
        }

        private static long nanosOf(Repetition repetition) {
            return (long) (repetition.phaseSeconds().values().stream().mapToDouble(Double::doubleValue).sum() * 1e9);
        }

        private static String describe(Cell cell, int round) {
            return "round " + round + " " + cell.mode().name() + " " + cell.scenario().name();
        }
    }
}
