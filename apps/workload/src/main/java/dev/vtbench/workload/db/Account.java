package dev.vtbench.workload.db;

/**
 * One row of the accounts table.
 *
 * @param id the key, 1..{@link Accounts#ROWS} in vtbench's seed
 * @param owner the owner's name
 * @param balance the balance in cents
 * @param version how many deposits the row has had
 */
public record Account(long id, String owner, long balance, long version) {
}
