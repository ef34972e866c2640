package dev.vtbench.harness.cli;

import dev.vtbench.harness.docker.LeftoverContainers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code harness/vtbench clean}: removes the containers of harnesses that are gone; another running harness's are kept. */
@Command(name = "clean", description = "Remove the containers of harnesses that are gone (killed, or their reaper killed "
        + "too); another running harness's are kept.")
final class CleanCommand implements Callable<Integer> {
    @Option(names = "--all", description = "remove every vtbench container, whoever started it")
    private boolean all;

    @Override
    public Integer call() {
        if (all) {
            int removed = LeftoverContainers.removeAll(line -> System.out.println("vtbench: " + line)).size();
            System.out.println("vtbench: removed " + removed + " container(s)");
            return ExitCodes.DONE;
        }
        LeftoverContainers.Sweep sweep = LeftoverContainers.removeOrphaned(line -> System.out.println("vtbench: " + line));
        sweep.kept().forEach(container -> System.out.println("vtbench: kept " + container.describe()
                + " (`harness/vtbench clean --all` removes it too)"));
        System.out.println("vtbench: removed " + sweep.removed().size() + " container(s), kept " + sweep.kept().size());
        return ExitCodes.DONE;
    }
}
