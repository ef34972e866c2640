package dev.vtbench.harness.cli;

import dev.vtbench.harness.RunOutcome;
import dev.vtbench.harness.engine.DockerUnavailableException;
import dev.vtbench.harness.docker.ImageBuildException;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.matrix.UnknownNameException;
import dev.vtbench.harness.result.ResultsWriteException;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The harness's command line ({@link VtbenchCommand}: {@code run} measures a matrix, {@code study} reruns a published
 * experiment, {@code verify}, {@code gate}, {@code compare}, {@code report}, {@code prepare}, {@code images},
 * {@code clean}, {@code completion}), parsed by picocli; here each execution's streams, its refusals in one line, its
 * exit code ({@link ExitCodes}), and the machine's lock released however it ends.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(execute(List.of(args)));
    }

    static int execute(List<String> args) {
        return execute(args, new Conclusion(System.getenv()));
    }

    /** A command without System.exit: its exit code and, for run and gate, the results folder and the gates' verdicts. */
    public static RunOutcome outcome(List<String> args) {
        Conclusion conclusion = new Conclusion(System.getenv());
        return conclusion.outcome(execute(args, conclusion));
    }

    private static int execute(List<String> args, Conclusion conclusion) {
        // Writers over the streams of this moment: a caller in the same JVM (the tests) may have replaced them.
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        AtomicReference<Exception> bug = new AtomicReference<>();
        try {
            int code = VtbenchCommand.commandLine(conclusion).setOut(out).setErr(err)
                    .setParameterExceptionHandler(new ParameterErrors())
                    .setExecutionExceptionHandler((e, command, parsed) -> refused(e).orElseGet(() -> {
                        bug.set(e);
                        return ExitCodes.CELL_FAILED;
                    }))
                    .execute(args.toArray(String[]::new));
            if (bug.get() != null) {
                throw escaped(bug.get());
            }
            return code;
        } finally {
            out.flush();
            err.flush();
            MachineLock.release();
        }
    }

    /** Input or a machine a command cannot use: one line and its exit code. */
    private static Optional<Integer> refused(Exception e) {
        if (e instanceof IllegalArgumentException || e instanceof UnknownNameException || e instanceof DataFileException
                || e instanceof DockerUnavailableException || e instanceof ImageBuildException || e instanceof MachineInUseException) {
            System.err.println("vtbench: " + e.getMessage());
            return Optional.of(ExitCodes.REFUSED);
        }
        if (e instanceof ResultsWriteException write) {
            // A full or read-only disk: one line, and 1 rather than 2 when measured cells are safe in the folder.
            System.err.println("vtbench: " + write.getMessage());
            return Optional.of(write.keptCells() > 0 ? ExitCodes.CELL_FAILED : ExitCodes.REFUSED);
        }
        if (e instanceof UncheckedIOException io) {
            System.err.println("vtbench: " + io.getMessage() + ": " + io.getCause().getMessage());
            return Optional.of(ExitCodes.REFUSED);
        }
        return Optional.empty();
    }

    /**
     * Anything else is a bug: it leaves {@code execute} as it was thrown (its trace on stderr from {@code main}, an
     * exception for a caller of {@link #outcome}), not as an exit code picocli chose.
     */
    private static RuntimeException escaped(Exception bug) {
        if (bug.getCause() instanceof Error error && bug instanceof CommandLine.ExecutionException) {
            throw error;
        }
        return bug instanceof RuntimeException runtime ? runtime : new IllegalStateException(bug);
    }
}
