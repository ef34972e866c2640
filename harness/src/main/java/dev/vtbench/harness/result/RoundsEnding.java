package dev.vtbench.harness.result;

/** Why a group's rounds ended, or that they go on; results and the verdict name it the same way. */
public enum RoundsEnding {
    RUNNING("still running"),
    DECIDED("every primary figure decided"),
    MAX_ROUNDS("the most rounds allowed"),
    BUDGET("the time budget"),
    FIXED("the number of rounds asked for"),
    STOPPED("a cell of the group failed, or the run stopped");

    private final String words;

    RoundsEnding(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
