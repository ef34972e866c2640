package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The gate's thinning: exactly the target's share of the arrivals, evenly spaced, following a target that moves. */
class ArrivalGateTest {

    /** The positions, among {@code arrivals} at 1,000 a second, of those admitted at {@code target} a second. */
    private static List<Integer> admitted(ArrivalGate gate, double target, int arrivals) {
        List<Integer> admitted = new ArrayList<>();
        for (int k = 0; k < arrivals; k++) {
            if (gate.admit(target, 1_000)) {
                admitted.add(k);
            }
        }
        return admitted;
    }

    @Test
    void aConstantTargetAdmitsItsShareOfTheArrivalsEvenlySpaced() {
        List<Integer> admitted = admitted(new ArrivalGate(), 375, 10_000);

        assertThat(admitted).as("arrivals admitted at 375 of 1,000 a second, of 10,000").hasSize(3_750);
        for (int i = 1; i < admitted.size(); i++) {
            assertThat(admitted.get(i) - admitted.get(i - 1)).as("gap before admitted arrival %d", i).isBetween(2, 3);
        }
    }

    @Test
    void noTargetAdmitsNoneAndTheInjectedRateAdmitsAll() {
        assertThat(admitted(new ArrivalGate(), 0, 1_000)).as("admitted at a target of 0").isEmpty();
        assertThat(admitted(new ArrivalGate(), 1_000, 1_000)).as("admitted at the injected rate").hasSize(1_000);
        assertThat(admitted(new ArrivalGate(), 5_000, 1_000)).as("admitted above it: never more than arrive").hasSize(1_000);
    }

    @Test
    void aRampingTargetIsFollowedToWithinOneRequest() {
        ArrivalGate gate = new ArrivalGate();
        double intended = 0;
        long admitted = 0;
        // 5 s at 1,000 arrivals a second, the target ramping linearly from 50 to 500 a second.
        for (int k = 0; k < 5_000; k++) {
            double target = 50 + 450 * k / 5_000.0;
            intended += target / 1_000;
            if (gate.admit(target, 1_000)) {
                admitted++;
            }
            assertThat(Math.abs(admitted - intended)).as("admitted against intended after arrival %d", k).isLessThan(1.0);
        }
        assertThat(admitted).as("admitted over the ramp: (50 + 500) / 2 x 5 s").isBetween(1_374L, 1_375L);
    }

    @Test
    void theShareFollowsTheInjectedRateWhenItChanges() {
        ArrivalGate gate = new ArrivalGate();
        int admitted = 0;
        // 1 s of 500 arrivals then 1 s of 2,000, the target 250 a second throughout.
        for (int k = 0; k < 500; k++) {
            admitted += gate.admit(250, 500) ? 1 : 0;
        }
        assertThat(admitted).as("admitted in the first second").isEqualTo(250);
        for (int k = 0; k < 2_000; k++) {
            admitted += gate.admit(250, 2_000) ? 1 : 0;
        }
        assertThat(admitted).as("admitted in both").isEqualTo(500);
        assertThat(gate.admit(250, 0)).as("no injected rate known: admitted").isTrue();
    }
}
