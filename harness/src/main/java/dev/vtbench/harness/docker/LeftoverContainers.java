package dev.vtbench.harness.docker;

import dev.vtbench.harness.engine.DockerEngine;
import java.util.List;
import java.util.function.Consumer;

/**
 * The vtbench containers nobody will remove: those whose harness is gone (killed before its lifeline reaper could run,
 * or a reaper that was killed too). Every run, study and verify removes them before it starts, and `vtbench clean`
 * by default removes only them: another harness's live containers are its measurement, not leftovers.
 */
public final class LeftoverContainers {
    private LeftoverContainers() {}

    /** What a sweep removed and what it kept because their harness still runs. */
    public record Sweep(List<LabelledContainer> removed, List<LabelledContainer> kept) {}

    /** Removes the containers whose harness is gone, saying one line for each; another live harness's are kept. */
    public static Sweep removeOrphaned(Consumer<String> say) {
        List<LabelledContainer> all = LabelledContainer.all();
        List<LabelledContainer> orphaned = orphaned(all);
        for (LabelledContainer container : orphaned) {
            remove(container.id());
            say.accept("removed the leftover container " + container.describe());
        }
        return new Sweep(orphaned, all.stream().filter(LabelledContainer::ownerIsAnotherLiveHarness).toList());
    }

    /** Removes every vtbench container, running or not, whoever started it; says one line for each. */
    public static List<LabelledContainer> removeAll(Consumer<String> say) {
        List<LabelledContainer> all = LabelledContainer.all();
        for (LabelledContainer container : all) {
            String description = container.describe();
            remove(container.id());
            say.accept("removed " + description);
        }
        return all;
    }

    /** The containers among {@code all} whose harness is gone. */
    static List<LabelledContainer> orphaned(List<LabelledContainer> all) {
        return all.stream().filter(LabelledContainer::ownerIsGone).toList();
    }

    private static void remove(String id) {
        try {
            DockerEngine.client().removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
        } catch (com.github.dockerjava.api.exception.NotFoundException e) {
            // Removed meanwhile (by its own harness's reaper, or by docker itself): gone is what was wanted.
        }
    }
}
