package dev.vtbench.harness.cli;

import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.view.ResultsWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code harness/vtbench report FOLDER...}: a run's comparison page written again from its results.json. */
@Command(name = "report", description = "Write a run's views (results.csv, summary.md, comparison.html) again from its results.json.")
final class ReportCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FOLDER", arity = "0..*", description = "one or more results folders")
    private List<String> folders = List.of();

    @Override
    public Integer call() {
        if (folders.isEmpty()) {
            throw new IllegalArgumentException("report takes one or more results folders: harness/vtbench report FOLDER...");
        }
        for (String folder : folders) {
            ResultsFolder results = ResultsFolder.open(Path.of(folder));
            Repairs.say(results);
            ResultsWriter.rerender(results).forEach(file -> System.out.println("vtbench: wrote " + file));
        }
        return ExitCodes.DONE;
    }
}
