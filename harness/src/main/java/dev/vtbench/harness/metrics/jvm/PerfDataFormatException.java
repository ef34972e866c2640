package dev.vtbench.harness.metrics.jvm;

/** Bytes that are not a readable HotSpot performance-data buffer; the message says what is wrong and where. */
public final class PerfDataFormatException extends Exception {
    public PerfDataFormatException(String message) {
        super(message);
    }
}
