package dev.vtbench.examples.spring;

/** CPU work whose cost grows with its input: counts the primes up to a limit by trial division. */
final class PrimeCounter {

    private PrimeCounter() {
    }

    static int countUpTo(int limit) {
        int count = 0;
        for (int candidate = 2; candidate <= limit; candidate++) {
            if (isPrime(candidate)) {
                count++;
            }
        }
        return count;
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
