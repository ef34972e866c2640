package dev.vtbench.harness;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * After each test, kills any harness it started with {@link HarnessProcess#start} that is still running: a failed
 * assertion would otherwise leave one holding the machine lock and the cores, and fail the tests after it.
 */
public final class StopsLeftoverHarnesses implements AfterEachCallback {
    @Override
    public void afterEach(ExtensionContext context) throws InterruptedException {
        HarnessProcess.stopLeftovers();
    }
}
