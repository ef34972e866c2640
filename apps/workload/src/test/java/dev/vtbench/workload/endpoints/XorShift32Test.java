package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class XorShift32Test {

    @Test
    void followsMarsagliasSequence() {
        XorShift32 random = new XorShift32(1);

        // xorshift32 (13, 17, 5) from seed 1, as published and as any implementation computes it.
        assertThat(new int[] {random.nextInt(), random.nextInt(), random.nextInt()})
                .as("first values from seed 1").containsExactly(270369, 67634689, -1647531835);
    }

    @Test
    void startsFromTheFixedSeedByDefault() {
        XorShift32 random = new XorShift32();

        assertThat(new int[] {random.nextInt(), random.nextInt(), random.nextInt()})
                .as("first values from the fixed seed").containsExactly(1359758873, -533834434, 2075758394);
    }

    @Test
    void boundedValuesStayInRange() {
        XorShift32 random = new XorShift32();
        for (int i = 0; i < 10_000; i++) {
            assertThat(random.nextInt(7)).as("value %d below the bound 7", i).isBetween(0, 6);
        }
    }

    @Test
    void rejectsTheZeroSeed() {
        assertThatThrownBy(() -> new XorShift32(0)).as("seed 0")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not be 0");
    }
}
