package dev.vtbench.harness.matrix;

/** A matrix data file is malformed; the message names the file, the line, the key and what is allowed. */
public final class DataFileException extends RuntimeException {
    public DataFileException(String message) {
        super(message);
    }
}
