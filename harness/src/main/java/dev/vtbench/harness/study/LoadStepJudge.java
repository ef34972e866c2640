package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of memory at two load levels ({@code judge = load-step}): each runtime's modes at two closed-model levels,
 * with the memory figures every measured repetition already records ({@link MemoryFigure}): how each moved from the
 * lower level to the higher per mode against the seed's changes, and virtual threads' memory against the pool's at the
 * same load ({@link MemoryFindings}, whose figures are the claim file's).
 */
final class LoadStepJudge extends MatrixJudge {
    static final Set<String> KEYS = keys();

    private final MemoryFindings findings;

    LoadStepJudge(StudyClaim claim) {
        super(claim);
        String heapSeed = claim.file().required("heap.seed");
        try {
            new Seed(heapSeed);
        } catch (IllegalArgumentException e) {
            throw claim.file().invalid("heap.seed", heapSeed, "a seed's file name in ../shared/seeds/, NNN_<hash>.txt");
        }
        this.findings = new MemoryFindings(claim.seedLabel(), claim.file().number("published.load.increase", 0.001, 10),
                claim.file().number("published.pool.change", -1, 100), claim.file().number("published.virtual.change", -1, 100),
                new Seed(heapSeed).label().toLowerCase(java.util.Locale.ROOT), claim.file().number("published.heap.ratio", 0.001, 1000));
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(MatrixPlanner.claimKeys());
        keys.addAll(Set.of("published.load.increase", "published.pool.change", "published.virtual.change", "heap.seed", "published.heap.ratio"));
        return Set.copyOf(keys);
    }

    MemoryFindings findings() {
        return findings;
    }

    /** Exactly two different levels, the lower first: a step is one level against the other. */
    @Override
    MatrixPlan shape(MatrixPlan plan, StudyScale scale, StudyOptions options) {
        List<Integer> users = plan.users();
        if (users.size() != 2 || users.get(0).equals(users.get(1))) {
            throw new IllegalArgumentException("--users must name exactly two different load levels (for example 180,198, 10% "
                    + "apart: the study compares memory between them), was " + users);
        }
        return plan.with(MatrixPlanner.USERS, users.stream().sorted().toList());
    }

    @Override
    String describe(MatrixPlan plan) {
        List<Integer> users = plan.users();
        return "GET /" + String.join(", /", plan.scenarios()) + " on " + String.join(", ", plan.runtimes()) + ", every mode, closed model at "
                + users + " users (" + LoadStep.signedPercent((double) users.get(1) / users.get(0) - 1) + "), " + plan.window().describe();
    }

    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        List<LoadStep> steps = LoadStep.of(cells);
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = new ArrayList<>();
        cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .collect(Collectors.groupingBy(c -> c.context().profile() + ", " + c.context().runtime() + " on " + c.context().jvm(),
                        LinkedHashMap::new, Collectors.toList()))
                .forEach((title, measured) -> sections.add(section(title, measured, steps, pairs)));
        return new StudyFindings(method(plan), sections, List.of(findings.overallStep(steps), findings.overallSameLoad(pairs)));
    }

    private List<String> method(MatrixPlan plan) {
        List<Integer> users = plan.users();
        boolean presetLevels = users.equals(planner.preset().plan().users());
        return method(plan, List.of(
                "closed model at " + users.get(0) + " and " + users.get(1) + " users: "
                        + (presetLevels ? Math.round(100.0 * users.get(1) / users.get(0) - 100) + "% apart and both below the "
                        + "pools' 200 threads, so in pool mode every client has a thread and none waits for one, and throughput can "
                        + "follow the load (Little's law: users / 100 ms at most)" : "the levels asked for with --users"),
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
    }

    StudySection section(String title, List<CellResult> cells, List<LoadStep> allSteps, List<ModePair> allPairs) {
        List<LoadStep> steps = allSteps.stream().filter(s -> cells.contains(s.lower())).sorted(Comparator.comparing(LoadStep::virtual)).toList();
        List<List<StudyCell>> table = new ArrayList<>();
        for (Mode mode : cells.stream().map(c -> c.context().mode()).distinct().sorted(Comparator.comparing(
                Mode::isVirtual).thenComparing(m -> m)).toList()) {
            cells.stream().filter(c -> c.context().mode().equals(mode)).sorted(Comparator.comparingInt(c -> c.context().users()))
                    .forEach(cell -> table.add(levelRow(cell)));
            steps.stream().filter(s -> s.context().mode().equals(mode)).findFirst().ifPresent(step -> table.add(changeRow(step)));
        }
        List<String> lines = new ArrayList<>();
        lines.add(findings.stepLine(steps));
        steps.forEach(step -> lines.add(MemoryFindings.stepDetail(step)));
        allPairs.stream().filter(p -> cells.contains(p.virtual())).sorted(Comparator.comparingInt((ModePair p) -> p.context().users())
                .thenComparing(p -> p.context().mode())).forEach(pair -> lines.add(MemoryFindings.sameLoadLine(pair)));
        List<String> header = new ArrayList<>(List.of("Mode", "Users", "Req/s median [min-max] flags"));
        Arrays.stream(MemoryFigure.values()).forEach(f -> header.add(f.column()));
        header.add(claim.seedLabel() + ": memory change, " + MemoryFindings.seedPercent(findings.loadIncrease()) + " load");
        return new StudySection(title, StudyCells.conditions(cells.get(0).context()), new StudyTable(header, table), lines);
    }

    private static List<StudyCell> levelRow(CellResult cell) {
        List<StudyCell> row = new ArrayList<>(List.of(label(cell.context().mode().name()), label(Integer.toString(cell.context().users())),
                StudyCells.throughput(cell)));
        Arrays.stream(MemoryFigure.values()).forEach(f -> row.add(f.figure(cell)));
        row.add(label(""));
        return row;
    }

    private List<StudyCell> changeRow(LoadStep step) {
        Optional<Double> throughput = step.throughputChange();
        List<StudyCell> row = new ArrayList<>(List.of(label(step.context().mode() + ": change"), label(step.levels()),
                throughput.<StudyCell>map(c -> StudyFigure.one(c, StudyFigure.Unit.FRACTION, LoadStep.signedPercent(c)))
                        .orElse(label("not compared: " + step.untrustedBecause()))));
        Arrays.stream(MemoryFigure.values()).forEach(f -> row.add(step.change(f)
                .<StudyCell>map(c -> StudyFigure.one(c, StudyFigure.Unit.FRACTION, step.describeChange(f)))
                .orElse(label(step.describeChange(f)))));
        row.add(label(findings.seedChange(step)));
        return row;
    }
}
