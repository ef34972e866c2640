package dev.vtbench.examples.springdb;

/** One row of the accounts table (schema.sql), as the JSON answers show it. */
public record Account(long id, String owner, long balance) {}
