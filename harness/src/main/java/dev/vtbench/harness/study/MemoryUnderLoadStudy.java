package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * Seeds 004 and 001: how much memory a Java server uses under constant load, with a thread pool and with virtual
 * threads. The Open Liberty study saw a 10% workload increase move memory by -25% with Liberty's pool and +185% with
 * virtual threads, and blamed the retention of direct byte buffers; JobRunr's author saw a virtual thread per job use
 * 64% of a pool's heap. Here: GET /bank (seed 004's banking transaction) at two closed-model levels 10% apart, each
 * runtime's modes, with the memory figures every measured repetition already records: resident memory, the heap the
 * collections kept, and the JVM's native memory by category (its thread stacks, and "Other", where direct buffers go).
 */
public final class MemoryUnderLoadStudy implements Study {
    static final String SEED = "004_d7f560452dafd862.txt";
    /** Both below the pools' 200 threads, so no client waits for a thread; 198 is 10% above 180. */
    static final List<Integer> DEFAULT_USERS = List.of(180, 198);
    static final String SCENARIO = "bank";

    record Plan(List<String> runtimes, List<Integer> users, SteadyWindow window) {}

    @Override
    public String name() {
        return "memory-under-load";
    }

    @Override
    public String summary() {
        return "seeds 004 and 001: memory at two steady loads 10% apart, pool against virtual threads (the study: -25% and +185%)";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("runtimes", "runtimes, comma-separated (default plain-jdk; full plain-jdk,tomcat,liberty)",
                "users", "exactly two closed-model load levels, comma-separated (default 180,198: 10% apart, both below the pools' 200 threads)",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        List<String> runtimes = options.names("runtimes", scale == StudyScale.FULL ? List.of("plain-jdk", "tomcat", "liberty")
                : List.of("plain-jdk"));
        List<Integer> users = options.positiveInts("users", DEFAULT_USERS, 20_000);
        if (users.size() != 2 || users.get(0).equals(users.get(1))) {
            throw new IllegalArgumentException("--users must name exactly two different load levels (for example 180,198, 10% "
                    + "apart: the study compares memory between them), was " + users);
        }
        return new Plan(runtimes, users.stream().sorted().toList(), SteadyWindow.of(scale, options));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /bank?delayMs=100 on " + String.join(", ", plan.runtimes()) + ", every mode, closed model at " + plan.users()
                + " users (" + LoadStep.signedPercent((double) plan.users().get(1) / plan.users().get(0) - 1) + "), "
                + plan.window().describe();
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        String description = "Study memory-under-load (seeds 004 and 001): " + plan(session.scale(), session.options());
        List<CellResult> cells = session.runMatrix(plan.window().closedMatrix(description, plan.runtimes(), List.of(SCENARIO), plan.users()));
        List<LoadStep> steps = LoadStep.of(cells);
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = new ArrayList<>();
        cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .collect(Collectors.groupingBy(c -> c.context().profile() + ", " + c.context().runtime() + " on " + c.context().jvm(),
                        LinkedHashMap::new, Collectors.toList()))
                .forEach((title, measured) -> sections.add(section(title, measured, steps, pairs)));
        return new StudyReport(name(), "Memory under constant load, 10% apart: thread pool against virtual threads (seeds 004 and 001)",
                SEED, "Open Liberty 23.0.0.10 on Temurin 21.0.1 (seed 004): \"A 10% increase in workload resulted in a 25% decrease "
                        + "in memory usage for Liberty's thread pool but a 185% increase for virtual threads. This was due to DBBs "
                        + "retention variability and other JVM factors\"; memory there is the Java process size under constant load, "
                        + "and the application, load levels, heap settings and CPU counts are not published. JobRunr on JDK 16 with "
                        + "Loom, " + new Seed(BackgroundJobsStudy.SEED).citation() + ": a virtual thread per job peaked at 2.37 GB of heap against 3.7 GB "
                        + "for the scheduled thread pool (" + MemoryFindings.SEED_001_HEAP + ")",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(),
                session.failures(), List.of(MemoryFindings.overallStep(steps), MemoryFindings.overallSameLoad(pairs)));
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /bank?delayMs=100&n=1000 (seed 004's banking transaction: a little CPU work, a blocking 100 ms call to the "
                        + "backend delay service on the driver's cores, a little more work): socket I/O on both sides of the "
                        + "server, where NIO's direct buffers are used",
                "closed model at " + plan.users().get(0) + " and " + plan.users().get(1) + " users: "
                        + (plan.users().equals(DEFAULT_USERS) ? "10% apart and both below the pools' 200 threads, so in pool mode "
                        + "every client has a thread and none waits for one, and throughput can follow the load (Little's law: "
                        + "users / 100 ms at most)" : "the levels asked for with --users"),
                plan.window().methodLine("closed"),
                "memory, each the median of the repetitions with [min-max], from what every measured repetition records: "
                        + "RSS = the peak of the server cgroup's resident memory (rss) sampled twice a second in the window; heap "
                        + "kept = the largest survivor + old space in use in the window (hsperfdata; eden is left out because JDK "
                        + "25's Serial and Parallel collectors publish it only at collections); NMT committed, NMT Thread and NMT "
                        + "Other = the JVM's native memory tracking summary (jcmd VM.native_memory summary) read just after the "
                        + "window: all committed memory, platform threads' stacks and bookkeeping (virtual threads' stacks are heap "
                        + "objects), and \"Other\", where the JDK counts direct byte buffers together with any other "
                        + "Unsafe.allocateMemory; /info's direct-buffer pool is read only before load, so it is not used",
                "a change between the levels, or a ratio between modes, is computed only when both cells are trusted; a change "
                        + "whose two [min-max] overlap is marked within the repetitions' spread"));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
    }

    static StudySection section(String title, List<CellResult> cells, List<LoadStep> allSteps, List<ModePair> allPairs) {
        List<LoadStep> steps = allSteps.stream().filter(s -> cells.contains(s.lower())).sorted(Comparator.comparing(LoadStep::virtual)).toList();
        List<List<StudyCell>> table = new ArrayList<>();
        for (Mode mode : cells.stream().map(c -> c.context().mode()).distinct().sorted(Comparator.comparing(
                Mode::isVirtual).thenComparing(m -> m)).toList()) {
            cells.stream().filter(c -> c.context().mode().equals(mode)).sorted(Comparator.comparingInt(c -> c.context().users()))
                    .forEach(cell -> table.add(levelRow(cell)));
            steps.stream().filter(s -> s.context().mode().equals(mode)).findFirst().ifPresent(step -> table.add(changeRow(step)));
        }
        List<String> findings = new ArrayList<>();
        findings.add(MemoryFindings.stepLine(steps));
        steps.forEach(step -> findings.add(MemoryFindings.stepDetail(step)));
        allPairs.stream().filter(p -> cells.contains(p.virtual())).sorted(Comparator.comparingInt((ModePair p) -> p.context().users())
                .thenComparing(p -> p.context().mode())).forEach(pair -> findings.add(MemoryFindings.sameLoadLine(pair)));
        List<String> header = new ArrayList<>(List.of("Mode", "Users", "Req/s median [min-max] flags"));
        Arrays.stream(MemoryFigure.values()).forEach(f -> header.add(f.column()));
        header.add("Seed 004: memory change, +10% load");
        return new StudySection(title, StudyCells.conditions(cells.get(0).context()), new StudyTable(header, table), findings);
    }

    private static List<StudyCell> levelRow(CellResult cell) {
        List<StudyCell> row = new ArrayList<>(List.of(label(cell.context().mode().name()), label(Integer.toString(cell.context().users())),
                StudyCells.throughput(cell)));
        Arrays.stream(MemoryFigure.values()).forEach(f -> row.add(f.figure(cell)));
        row.add(label(""));
        return row;
    }

    private static List<StudyCell> changeRow(LoadStep step) {
        Optional<Double> throughput = step.throughputChange();
        List<StudyCell> row = new ArrayList<>(List.of(label(step.context().mode() + ": change"), label(step.levels()),
                throughput.<StudyCell>map(c -> StudyFigure.one(c, StudyFigure.Unit.FRACTION, LoadStep.signedPercent(c)))
                        .orElse(label("not compared: " + step.untrustedBecause()))));
        Arrays.stream(MemoryFigure.values()).forEach(f -> row.add(step.change(f)
                .<StudyCell>map(c -> StudyFigure.one(c, StudyFigure.Unit.FRACTION, step.describeChange(f)))
                .orElse(label(step.describeChange(f)))));
        row.add(label(MemoryFindings.seedChange(step)));
        return row;
    }
}
