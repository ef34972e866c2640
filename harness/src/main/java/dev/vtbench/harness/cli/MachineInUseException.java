package dev.vtbench.harness.cli;

/** Another harness is running on this machine (see {@link MachineLock}). */
final class MachineInUseException extends RuntimeException {
    MachineInUseException(String message) {
        super(message);
    }
}
