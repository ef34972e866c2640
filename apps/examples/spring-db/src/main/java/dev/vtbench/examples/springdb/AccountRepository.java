package dev.vtbench.examples.springdb;

import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** The service's queries, through JdbcTemplate: each takes a connection from the pool for its query or transaction. */
@Repository
public class AccountRepository {

    private static final RowMapper<Account> ROW =
            (row, number) -> new Account(row.getLong("id"), row.getString("owner"), row.getLong("balance"));

    private final JdbcTemplate jdbc;

    AccountRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A point read by key. */
    public Optional<Account> find(long id) {
        return first(jdbc.query("SELECT id, owner, balance FROM accounts WHERE id = ?", ROW, id));
    }

    /**
     * A read-modify-write transaction: the row read and locked, its new balance computed here, written back, committed
     * (one connection held throughout). Empty, and nothing written, for an id with no account.
     */
    @Transactional
    public Optional<Account> deposit(long id, long cents) {
        Optional<Account> before = first(jdbc.query("SELECT id, owner, balance FROM accounts WHERE id = ? FOR UPDATE", ROW, id));
        if (before.isEmpty()) {
            return before;
        }
        Account after = new Account(id, before.get().owner(), before.get().balance() + cents);
        jdbc.update("UPDATE accounts SET balance = ? WHERE id = ?", after.balance(), id);
        return Optional.of(after);
    }

    private static Optional<Account> first(List<Account> rows) {
        return rows.stream().findFirst();
    }
}
