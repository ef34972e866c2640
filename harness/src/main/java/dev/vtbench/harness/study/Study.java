package dev.vtbench.harness.study;

import java.util.List;
import java.util.Map;

/**
 * A published experiment rerun as one command (`harness/vtbench study NAME`): it measures under each condition of
 * the session and returns a report shaped like the original, with the original's figures beside the measured ones.
 */
public interface Study {

    /** The command's name for it ("merge-sort"). */
    String name();

    /** One line for `study --list`. */
    String summary();

    /** The seed it reruns, by file name in ../shared/seeds/ (its page: {@link Seed#page()}). */
    String seedFile();

    /** The seed it reruns, as reports cite it. */
    default Seed seed() {
        return new Seed(seedFile());
    }

    /** Its own options (for example "sizes" for --sizes) with what each means; validated before anything runs. */
    Map<String, String> options();

    /**
     * What it will run at this scale with these options ("sizes 100,000 and 1,000,000; 5 warm-up and 10 measured
     * sorts"), printed before anything is built; a bad option value is refused here.
     */
    String plan(StudyScale scale, StudyOptions options);

    StudyReport run(StudySession session);

    /** The JVMs it runs under when --jvms is not given (a study about a JDK change needs both sides of it). */
    default List<String> defaultJvms() {
        return List.of("temurin-25");
    }
}
