package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.PortOwner;
import dev.vtbench.harness.docker.RootCause;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.verify.CellVerifier;
import dev.vtbench.harness.verify.Check;
import dev.vtbench.harness.verify.Expectation;
import dev.vtbench.harness.verify.Verification;

/** Starts a cell's server and verifies it, turning either failure into a {@link CellFailure} that names cell, cause and log. */
final class CellLaunch {
    private CellLaunch() {}

    static void start(Cell cell, ServerContainer server) {
        try {
            server.start();
        } catch (RuntimeException e) {
            // Testcontainers forgets a container that failed to start; the wait strategy has put its end state in the message.
            String state = server.getContainerId() == null ? "" : "; " + server.state();
            throw new CellFailure(CellStatus.FAILED, cell.id() + " did not become ready: " + RootCause.message(e) + state
                    + "; its log is at " + server.logFile());
        }
    }

    /**
     * What {@code cell} must prove: a virtual cell whose options size the scheduler must run with that many carriers,
     * or its figures would be read as another parallelism's; a pool cell's scheduler carries no request, so is not asked.
     * A cell that queries the database must answer its queries as the seed says, through a pool of the scenario's size.
     */
    static Expectation expectation(Cell cell) {
        Expectation expectation = new Expectation(cell.runtime().name(), cell.mode().base().name(), cell.profile().expectedAvailableProcessors(),
                cell.virtual(), true, cell.virtual() ? cell.serverJvmOptions().virtualSchedulerParallelism().orElse(null) : null);
        return cell.scenario().databasePool().map(expectation::withDatabase).orElse(expectation);
    }

    /** Verifies the running server of {@code cell}; returns the verification, or throws if any check failed. */
    static Verification verify(Cell cell, ServerContainer server) {
        Verification verification = CellVerifier.verify(server.baseUrl(), expectation(cell)).with(portHeldBy(server));
        if (!verification.passed()) {
            throw new CellFailure(CellStatus.FAILED, cell.id() + " failed verification before load: "
                    + verification.failures().stream().map(Check::toString).toList() + "; its log is at " + server.logFile());
        }
        return verification;
    }

    /**
     * That what answered the checks is this container, not a program that took its port first (see {@link PortOwner}).
     * Read from this machine's /proc, so only for a server on this machine's kernel; of a server on another host it says
     * that it was not checked, and why, rather than pass.
     */
    static Check portHeldBy(ServerContainer server) {
        String what = server.address() + ":" + server.port() + " is held by the container just started, which listens there only";
        if (!server.onThisMachine()) {
            return Check.notChecked(what, "the server runs on another host; this harness reads its own machine's sockets only");
        }
        java.util.Optional<String> whyNot = new PortOwner().whyNotHeldBy(server.processIds(), server.port(), server.address());
        return new Check(what, whyNot.isEmpty(), whyNot.orElse(""));
    }
}
