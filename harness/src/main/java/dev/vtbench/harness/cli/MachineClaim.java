package dev.vtbench.harness.cli;

import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.LeftoverContainers;

/**
 * Before a command starts containers or builds images: the engine answers, no other harness runs here (the lock is
 * held until the command returns), and the containers of harnesses that are gone are removed, each said.
 */
final class MachineClaim {
    private MachineClaim() {}

    static void take() {
        DockerEngine.requireAvailable();
        MachineLock.acquire();
        LeftoverContainers.removeOrphaned(line -> System.out.println("vtbench: " + line));
    }
}
