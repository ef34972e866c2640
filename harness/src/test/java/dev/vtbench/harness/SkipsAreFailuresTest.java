package dev.vtbench.harness;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * A skip fails unless a machine condition caused it, through the same registration every test of this module gets
 * (junit-platform.properties and the extension's service file): the classes below run on the JUnit Platform as
 * Failsafe runs the ITs. (They are nested, so neither Surefire nor Failsafe runs them on their own.)
 */
class SkipsAreFailuresTest {

    @Test
    void anAssumptionThatFailsFailsTheTestNamingItsReasonAndTheWayOut() {
        TestExecutionSummary summary = run(ComparesOnlyWhenSteady.class);
        assertThat(summary.getTestsAbortedCount()).as("tests left skipped").isZero();
        assertThat(summary.getFailures()).as("the skipped comparison, as a failure").singleElement()
                .satisfies(failure -> assertThat(failure.getException()).hasMessageContaining("the Liberty cell was not steady")
                        .hasMessageContaining("MachineCondition.skipUnless"));
    }

    @Test
    void aMachineConditionSkipsNamingWhatTheMachineLacks() {
        TestExecutionSummary summary = run(NeedsSemeru.class);
        assertThat(summary.getTestsFailedCount()).as("failures").isZero();
        assertThat(summary.getTestsAbortedCount()).as("the one test skipped for what the machine lacks").isEqualTo(1);
    }

    @Test
    void anAssumptionBeforeAllTestsFailsTheClass() {
        TestExecutionSummary summary = run(AssumesBeforeAll.class);
        assertThat(summary.getContainersAbortedCount()).as("classes left skipped").isZero();
        assertThat(summary.getContainersFailedCount()).as("the class whose set-up assumed").isEqualTo(1);
    }

    @Test
    void aDisabledTestFailsItsClassAfterTheOthersRan() {
        TestExecutionSummary summary = run(HasADisabledTest.class);
        assertThat(summary.getTestsSucceededCount()).as("the enabled test still runs").isEqualTo(1);
        assertThat(summary.getFailures()).as("the class, failed for its disabled test").singleElement()
                .satisfies(failure -> assertThat(failure.getException()).hasMessageContaining("disabled")
                        .hasMessageContaining("waits for a fix upstream"));
    }

    @Test
    void aTestThatPassesOrFailsIsLeftAsItIs() {
        TestExecutionSummary summary = run(PassesAndFails.class);
        assertThat(summary.getTestsSucceededCount()).isEqualTo(1);
        assertThat(summary.getFailures()).singleElement().satisfies(failure -> assertThat(failure.getException())
                .isInstanceOf(AssertionError.class).hasMessage("a real failure"));
    }

    private static TestExecutionSummary run(Class<?> tests) {
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(tests)).build(), listener);
        return listener.getSummary();
    }

    static class ComparesOnlyWhenSteady {
        @Test
        void virtualThreadsBeatThePool() {
            Assumptions.assumeTrue(false, "the Liberty cell was not steady");
        }
    }

    static class NeedsSemeru {
        @Test
        void buildsOnSemeru() {
            MachineCondition.skipUnless(false, "a Semeru JDK (set SEMERU_HOME to one)");
        }
    }

    static class AssumesBeforeAll {
        @BeforeAll
        static void startTheEngine() {
            Assumptions.assumeTrue(false, "no engine");
        }

        @Test
        void usesTheEngine() {
        }
    }

    static class HasADisabledTest {
        @Test
        void runs() {
        }

        @Test
        @Disabled("waits for a fix upstream")
        void doesNot() {
        }
    }

    static class PassesAndFails {
        @Test
        void passes() {
        }

        @Test
        void fails() {
            throw new AssertionError("a real failure");
        }
    }
}
