package dev.vtbench.gatling.schema;

/**
 * A matrix value refused by a rule between two of a simulation's keys: the key and value to name, and what it
 * expected instead (for example "at least search.start.rate = 100: no step goes above it").
 */
public record Refusal(Parameter parameter, String value, String expectation) {
}
