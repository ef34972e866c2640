package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.Mode;

/**
 * How a sentence names a mode: "virtual threads", "the pool", and any other mode a runtime declares as "the fixed
 * mode", since modes are open-ended. Virtual threads are plural, so the verb agrees.
 */
public final class ModeNames {
    private ModeNames() {}

    /** "virtual threads", "the pool", "the fixed mode". */
    public static String of(Mode mode) {
        if (mode.isTwin()) {
            return possessive(mode.base()) + " twin";
        }
        if (mode.isVirtual()) {
            return "virtual threads";
        }
        return mode.equals(Mode.POOL) ? "the pool" : "the " + mode.name() + " mode";
    }

    /** "virtual threads'", "the pool's". */
    static String possessive(Mode mode) {
        return mode.isVirtual() && !mode.isTwin() ? of(mode) + "'" : of(mode) + "'s";
    }

    /** "virtual threads serve", "the pool serves". */
    static String serve(Mode mode) {
        return of(mode) + (mode.isVirtual() && !mode.isTwin() ? " serve" : " serves");
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
