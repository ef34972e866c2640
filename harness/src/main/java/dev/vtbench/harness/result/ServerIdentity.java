package dev.vtbench.harness.result;

import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.harness.verify.Verification;

/**
 * What the server under test reported of itself before any load: in /info its JVM, the CPUs that JVM saw, and the
 * virtual-thread scheduler's parallelism; in /limits every limit that can cap one mode and not another (its parity
 * record, which {@link ParityCheck} compares between modes).
 *
 * @param schedulerParallelism {@code null} where /info reported none, and in results written before it was recorded
 * @param parity {@link ParityRecord#NOT_READ} for a server without /limits (a user's service), and in results written
 *     before it was recorded
 */
public record ServerIdentity(JvmIdentity jvm, int availableProcessors, Integer schedulerParallelism, ParityRecord parity) {

    public ServerIdentity {
        parity = parity == null ? ParityRecord.NOT_READ : parity;
    }

    /** An identity without a parity record. */
    public ServerIdentity(JvmIdentity jvm, int availableProcessors, Integer schedulerParallelism) {
        this(jvm, availableProcessors, schedulerParallelism, ParityRecord.NOT_READ);
    }

    /** The identity the verification's /info and /limits reported, of the matrix's JVM {@code jvmName}. */
    public static ServerIdentity from(String jvmName, Verification verification) {
        return new ServerIdentity(new JvmIdentity(jvmName, verification.info("jvmVendor"), verification.info("jvmVersion")),
                Integer.parseInt(verification.info("availableProcessors")), schedulerParallelism(verification), verification.parity());
    }

    /** The scheduler's parallelism /info reported, or null where it reported none (a property that is not a number). */
    private static Integer schedulerParallelism(Verification verification) {
        var parallelism = verification.info() == null ? null : verification.info().path("virtualThreadScheduler").path("parallelism");
        return parallelism != null && parallelism.canConvertToInt() && parallelism.isIntegralNumber() ? parallelism.intValue() : null;
    }
}
