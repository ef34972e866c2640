package dev.vtbench.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PrimeCounterTest {

    @ParameterizedTest(name = "{1} primes up to {0}")
    @CsvSource({"1, 0", "2, 1", "10, 4", "100, 25", "7919, 1000", "100000, 9592"})
    void countsThePrimesUpToTheLimitInclusive(int limit, int primes) {
        assertThat(PrimeCounter.countUpTo(limit)).as("primes up to %d", limit).isEqualTo(primes);
    }
}
