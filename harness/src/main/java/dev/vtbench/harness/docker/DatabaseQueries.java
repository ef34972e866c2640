package dev.vtbench.harness.docker;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The harness's own connections to a database container, through PostgreSQL's driver directly rather than
 * DriverManager, which does not search a Maven plugin's class realm.
 */
public final class DatabaseQueries {
    private static final org.postgresql.Driver DRIVER = new org.postgresql.Driver();

    private DatabaseQueries() {}

    /** A new connection to {@code database}, named {@code applicationName} in pg_stat_activity. */
    public static Connection connect(DatabaseConnection database, String applicationName) throws SQLException {
        Connection connection = DRIVER.connect(database.jdbcUrl(), database.jdbcProperties(applicationName));
        if (connection == null) {
            throw new SQLException("PostgreSQL's driver does not take the URL " + database.jdbcUrl());
        }
        return connection;
    }
}
