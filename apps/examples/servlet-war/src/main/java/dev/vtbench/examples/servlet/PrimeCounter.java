package dev.vtbench.examples.servlet;

import java.util.stream.IntStream;

/** CPU work whose cost grows with its input: counts the primes up to a limit by trial division. */
final class PrimeCounter {

    private PrimeCounter() {
    }

    static long countUpTo(int limit) {
        return IntStream.rangeClosed(2, limit).filter(PrimeCounter::isPrime).count();
    }

    private static boolean isPrime(int candidate) {
        for (int divisor = 2; (long) divisor * divisor <= candidate; divisor++) {
            if (candidate % divisor == 0) {
                return false;
            }
        }
        return true;
    }
}
