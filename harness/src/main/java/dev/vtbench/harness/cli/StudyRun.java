package dev.vtbench.harness.cli;

import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.study.Study;
import dev.vtbench.harness.study.StudyOptions;
import dev.vtbench.harness.study.StudyReport;
import dev.vtbench.harness.study.StudyRunner;
import dev.vtbench.harness.study.StudyScale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code harness/vtbench study NAME}: runs one study and writes its table beside the original's. */
@Command
final class StudyRun implements Callable<Integer> {
    private final Study study;
    @Spec
    private CommandSpec spec;

    @Option(names = "--scale", paramLabel = "tiny|default|full", defaultValue = "default", description = "tiny proves it "
            + "works, default finishes in minutes on 2 cores, full is the original's scale (default: ${DEFAULT-VALUE})")
    private String scaleName;
    @Option(names = "--profiles", paramLabel = "NAMES", split = ",", description = "CPU profiles, by commas (default: every "
            + "profile that fits)")
    private List<String> profiles;
    @Option(names = "--jvms", paramLabel = "NAMES", split = ",", description = "JVMs, by commas (default: the study's)")
    private List<String> jvms;
    @Mixin
    private ImageSourceOption sourceOption;
    @Option(names = "--out", paramLabel = "FOLDER", description = "the study's folder (default: "
            + "harness/results/study-NAME-<timestamp>; the same --out resumes it)")
    private Path out;

    StudyRun(Study study) {
        this.study = study;
    }

    @Override
    public Integer call() {
        Definitions definitions = Definitions.load(Definitions.locateRoot());
        StudyScale scale = StudyScale.parse(scaleName);
        StudyOptions studyOptions = new StudyOptions(own(spec.commandLine().getParseResult()));
        study.plan(scale, studyOptions);
        List<String> profiles = this.profiles != null ? this.profiles : StudyRunner.defaultProfiles(definitions);
        List<String> jvms = this.jvms != null ? this.jvms : study.defaultJvms();
        profiles.forEach(definitions.profiles()::get);
        jvms.forEach(definitions.jvms()::get);
        MachineClaim.take();
        Path out = this.out != null ? this.out
                : FreshFolder.claim(definitions.root().resolve("harness/results"), "study-" + study.name() + "-");
        StudyReport report = new StudyRunner(definitions, sourceOption.source(), System.out).run(study, scale, studyOptions,
                profiles, jvms, out, "harness/vtbench " + String.join(" ", spec.commandLine().getParseResult().originalArgs()));
        System.out.println();
        report.findings().forEach(finding -> System.out.println(finding));
        System.out.println("vtbench: study in " + out.resolve("study.md") + " and " + out.resolve("study.html"));
        return report.failed().isEmpty() ? ExitCodes.DONE : ExitCodes.CELL_FAILED;
    }

    /** The values given to a study's own options, by name without "--". */
    private Map<String, String> own(ParseResult given) {
        Map<String, String> own = new java.util.HashMap<>();
        study.options().keySet().stream().filter(name -> given.hasMatchedOption("--" + name))
                .forEach(name -> own.put(name, given.matchedOption("--" + name).getValue()));
        return own;
    }
}
