package dev.vtbench.harness.cli;

import dev.vtbench.harness.result.ResultsFolder;

/** What reading a folder back put right (a cell results.json lacked): said, since the reader should know. */
final class Repairs {
    private Repairs() {}

    static void say(ResultsFolder results) {
        results.repairs().forEach(repair -> System.out.println("vtbench: " + results.path() + ": " + repair));
    }
}
