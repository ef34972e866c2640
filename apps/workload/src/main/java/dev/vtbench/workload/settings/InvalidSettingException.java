package dev.vtbench.workload.settings;

/**
 * An environment variable holds a value the server cannot start with. The message names the
 * variable, the value and the allowed values; servers print it and exit with status 2.
 */
public final class InvalidSettingException extends RuntimeException {

    public InvalidSettingException(String message) {
        super(message);
    }
}
