package dev.vtbench.examples.springdb;

import java.util.List;
import java.util.Optional;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The service's queries, through JdbcTemplate: each takes a connection from the pool for its transaction and holds it
 * while the database works, at least {@code example.query-ms} per request.
 */
@Repository
public class AccountRepository {

    /** Time a request's query spends in the database, as one reading from disk would: the connection stays held. */
    private static final String SPEND = "SELECT pg_sleep(?)";

    private static final RowMapper<Account> ROW =
            (row, number) -> new Account(row.getLong("id"), row.getString("owner"), row.getLong("balance"));

    private final JdbcTemplate jdbc;
    private final long queryMillis;

    AccountRepository(JdbcTemplate jdbc, @Value("${example.query-ms:0}") long queryMillis) {
        if (queryMillis < 0) {
            throw new IllegalArgumentException("example.query-ms is " + queryMillis + ": set it to 0 or more milliseconds");
        }
        this.jdbc = jdbc;
        this.queryMillis = queryMillis;
    }

    /** A point read by key, in a transaction so that the time in the database and the read share one connection. */
    @Transactional(readOnly = true)
    public Optional<Account> find(long id) {
        spendTimeInTheDatabase();
        return first(jdbc.query("SELECT id, owner, balance FROM accounts WHERE id = ?", ROW, id));
    }

    /**
     * A read-modify-write transaction: the row read and locked, the query's time spent holding the lock, its new
     * balance computed here, written back, committed (one connection held throughout). Empty, and nothing written, for
     * an id with no account.
     */
    @Transactional
    public Optional<Account> deposit(long id, long cents) {
        Optional<Account> before = first(jdbc.query("SELECT id, owner, balance FROM accounts WHERE id = ? FOR UPDATE", ROW, id));
        if (before.isEmpty()) {
            return before;
        }
        spendTimeInTheDatabase();
        Account after = new Account(id, before.get().owner(), before.get().balance() + cents);
        jdbc.update("UPDATE accounts SET balance = ? WHERE id = ?", after.balance(), id);
        return Optional.of(after);
    }

    /** The query's time in the database ({@code example.query-ms}) on this transaction's connection; none at 0. */
    private void spendTimeInTheDatabase() {
        if (queryMillis > 0) {
            jdbc.queryForList(SPEND, queryMillis / 1000.0);
        }
    }

    private static Optional<Account> first(List<Account> rows) {
        return rows.stream().findFirst();
    }
}
