package dev.vtbench.harness;

import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.matrix.CpuSet;

import java.nio.file.Path;
import java.util.Optional;

/**
 * A JVM that starts a database container as a harness does, says "ready CONTAINER_ID" and waits to be killed: the
 * fault of {@link DatabaseContainerIT}, a harness killed outright with its database up.
 * Arguments: IMAGE SEED_FILE LOG_FILE.
 */
final class DatabaseHolder {
    private DatabaseHolder() {}

    public static void main(String[] args) throws InterruptedException {
        DatabaseContainer database = new DatabaseContainer(args[0], CpuSet.parse("0"), Optional.of(Path.of(args[1])), Path.of(args[2]));
        database.start();
        System.out.println("ready " + database.getContainerId());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
