package dev.vtbench.harness.result;

/**
 * The server's JVM: the matrix's name for it, and the vendor and version it reported itself in /info (what ran, not
 * what was asked for). Vendor and version are "" where /info said nothing.
 */
public record JvmIdentity(String name, String vendor, String version) {}
