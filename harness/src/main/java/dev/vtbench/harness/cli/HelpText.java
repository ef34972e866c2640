package dev.vtbench.harness.cli;

/**
 * Text that goes into a command's help as it is written. picocli reads every description as a format string, so a bare
 * '%' ("error %", "p99 at 50%") is a broken specifier: it prints "[picocli WARN] Could not format ..." on stderr and
 * the text unformatted. A description written in an annotation doubles its '%' by hand ("50%%").
 */
final class HelpText {
    private HelpText() {}

    /** {@code text} with each '%' doubled, so that picocli prints it as written. */
    static String literal(String text) {
        return text.replace("%", "%%");
    }
}
