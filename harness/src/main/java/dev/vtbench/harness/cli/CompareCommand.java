package dev.vtbench.harness.cli;

import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.view.RunComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/** {@code harness/vtbench compare FOLDER_A FOLDER_B}: two runs side by side. */
@Command(name = "compare", description = {"Two runs side by side (JDK 21 vs 25, before/after), differences beyond the "
        + "measured spread marked; a pair with an untrusted cell is \"not comparable\"."})
final class CompareCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FOLDER_A FOLDER_B", arity = "0..*", description = "two results folders")
    private List<String> folders = List.of();

    @Override
    public Integer call() {
        if (folders.size() != 2) {
            throw new IllegalArgumentException("compare takes two results folders: harness/vtbench compare FOLDER_A FOLDER_B");
        }
        ResultsFolder a = ResultsFolder.open(Path.of(folders.get(0)));
        ResultsFolder b = ResultsFolder.open(Path.of(folders.get(1)));
        Stream.of(a, b).forEach(Repairs::say);
        System.out.print(RunComparison.render(a, b));
        return ExitCodes.DONE;
    }
}
