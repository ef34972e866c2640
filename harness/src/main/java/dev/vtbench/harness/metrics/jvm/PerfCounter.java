package dev.vtbench.harness.metrics.jvm;

/**
 * One entry of a HotSpot performance-data buffer (what {@code jstat} and {@code jcmd PerfCounter.print} show):
 * a named long counter or a string, with its unit and how it varies.
 *
 * @param type the JVM's type code: 'J' for a long, 'B' for a byte array (strings)
 * @param vectorLength 0 for a scalar, the array's length for a vector
 * @param number the value of a scalar long ('J'), else null
 * @param text the value of a string (a 'B' vector in unit {@link Units#STRING}), else null
 */
public record PerfCounter(String name, char type, Units units, Variability variability, int vectorLength,
                          Long number, String text) {

    /** The unit codes of HotSpot's PerfData::Units. */
    public enum Units {
        UNKNOWN, NONE, BYTES, TICKS, EVENTS, STRING, HERTZ;

        static Units of(int code) {
            return code >= 1 && code <= 6 ? values()[code] : UNKNOWN;
        }
    }

    /** The variability codes of HotSpot's PerfData::Variability: constants never change, monotonic counters only grow. */
    public enum Variability {
        UNKNOWN, CONSTANT, MONOTONIC, VARIABLE;

        static Variability of(int code) {
            return code >= 1 && code <= 3 ? values()[code] : UNKNOWN;
        }
    }
}
