package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.Mode;

/**
 * How a sentence names a mode: "virtual threads", "the pool", and any other mode a runtime declares as "the fixed
 * mode", since modes are open-ended. Virtual threads are plural, so the verb agrees.
 */
final class ModeNames {
    private ModeNames() {}

    /** "virtual threads", "the pool", "the fixed mode". */
    static String of(Mode mode) {
        if (mode.isVirtual()) {
            return "virtual threads";
        }
        return mode.equals(Mode.POOL) ? "the pool" : "the " + mode.name() + " mode";
    }

    /** "virtual threads'", "the pool's". */
    static String possessive(Mode mode) {
        return mode.isVirtual() ? of(mode) + "'" : of(mode) + "'s";
    }

    /** "virtual threads serve", "the pool serves". */
    static String serve(Mode mode) {
        return of(mode) + (mode.isVirtual() ? " serve" : " serves");
    }

    /** "one CPU", "2 CPUs", "0.5 CPU"; the profile's name when the quota is not known. */
    static String cpus(double cpus, String profile) {
        if (Double.isNaN(cpus)) {
            return profile;
        }
        if (cpus == 1) {
            return "one CPU";
        }
        String number = cpus == Math.rint(cpus) ? Long.toString((long) cpus) : Double.toString(cpus);
        return number + (cpus > 1 ? " CPUs" : " CPU");
    }
}
