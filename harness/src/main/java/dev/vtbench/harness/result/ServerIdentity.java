package dev.vtbench.harness.result;

import dev.vtbench.harness.verify.Verification;

/**
 * What the server under test reported of itself in /info before any load: its JVM, the CPUs that JVM saw, and the
 * virtual-thread scheduler's parallelism.
 *
 * @param schedulerParallelism {@code null} where /info reported none, and in results written before it was recorded
 */
public record ServerIdentity(JvmIdentity jvm, int availableProcessors, Integer schedulerParallelism) {

    /** The identity the verification's /info reported, of the matrix's JVM {@code jvmName}. */
    public static ServerIdentity from(String jvmName, Verification verification) {
        return new ServerIdentity(new JvmIdentity(jvmName, verification.info("jvmVendor"), verification.info("jvmVersion")),
                Integer.parseInt(verification.info("availableProcessors")), schedulerParallelism(verification));
    }

    /** The scheduler's parallelism /info reported, or null where it reported none (a property that is not a number). */
    private static Integer schedulerParallelism(Verification verification) {
        var parallelism = verification.info() == null ? null : verification.info().path("virtualThreadScheduler").path("parallelism");
        return parallelism != null && parallelism.canConvertToInt() && parallelism.isIntegralNumber() ? parallelism.intValue() : null;
    }
}
