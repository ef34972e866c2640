package dev.vtbench.harness.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;

/** Runs the command line in-process (without System.exit) and captures what it printed. */
public final class MainAccess {
    private MainAccess() {}

    public record Outcome(int exitCode, String stdout, String stderr) {}

    public static synchronized Outcome execute(List<String> args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(stdout, true));
            System.setErr(new PrintStream(stderr, true));
            int code = Main.execute(args);
            return new Outcome(code, stdout.toString(), stderr.toString());
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }
}
