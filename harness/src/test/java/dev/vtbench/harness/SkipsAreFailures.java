package dev.vtbench.harness;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.LifecycleMethodExecutionExceptionHandler;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.junit.jupiter.api.extension.TestWatcher;
import org.opentest4j.TestAbortedException;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * No test is skipped for a reason vtbench could fix: an assumption that fails (Assumptions.assumeTrue, ...) fails the
 * test, naming its reason, and a disabled test (@Disabled, @EnabledIf ...) fails its class; only
 * {@link MachineCondition#skipUnless} skips, for what the machine lacks. Without this a CI run stayed green while it
 * compared nothing (LittlesLawIT skipped Liberty's virtual threads in about half the runs). Applied to every
 * test of the harness module by junit-platform.properties (extension autodetection) and
 * META-INF/services/org.junit.jupiter.api.extension.Extension.
 */
public final class SkipsAreFailures implements TestExecutionExceptionHandler, LifecycleMethodExecutionExceptionHandler, TestWatcher,
        AfterAllCallback {
    private static final ExtensionContext.Namespace DISABLED = ExtensionContext.Namespace.create(SkipsAreFailures.class, "disabled");

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        throw judged(context, thrown);
    }

    @Override
    public void handleBeforeAllMethodExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        throw judged(context, thrown);
    }

    @Override
    public void handleBeforeEachMethodExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        throw judged(context, thrown);
    }

    @Override
    public void handleAfterEachMethodExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        throw judged(context, thrown);
    }

    @Override
    public void handleAfterAllMethodExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        throw judged(context, thrown);
    }

    /** A disabled test cannot be made to fail itself: its class fails after its other tests ran (see {@link #afterAll}). */
    @Override
    public void testDisabled(ExtensionContext context, Optional<String> reason) {
        context.getParent().ifPresent(parent -> disabledIn(parent).add(context.getDisplayName() + " (" + reason.orElse("no reason given") + ")"));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        List<String> disabled = disabledIn(context);
        if (!disabled.isEmpty()) {
            throw new AssertionError(context.getDisplayName() + " has disabled tests, which a run must not skip: " + String.join("; ", disabled)
                    + ". Remove the condition; for something this machine lacks, call MachineCondition.skipUnless inside the test");
        }
    }

    /** The throwable to report: a skip for any reason but a machine condition becomes a failure naming that reason. */
    static Throwable judged(ExtensionContext context, Throwable thrown) {
        if (thrown instanceof TestAbortedException aborted && !(thrown instanceof MachineCondition.Lacking)) {
            return new AssertionError(context.getDisplayName() + " was skipped (" + aborted.getMessage() + "), and a skipped "
                    + "comparison is a failure here: make the test able to run (for a cell not steady, a load on which it is), or, "
                    + "for what this machine cannot provide, skip with MachineCondition.skipUnless naming it", aborted);
        }
        return thrown;
    }

    @SuppressWarnings("unchecked")
    private static List<String> disabledIn(ExtensionContext context) {
        return context.getStore(DISABLED).getOrComputeIfAbsent("tests", key -> new ArrayList<String>(), List.class);
    }
}
