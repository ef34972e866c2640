package dev.vtbench.harness.docker;

import dev.vtbench.workload.db.DatabaseSettings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

/** What a server is told of its database: vtbench's runtimes by VTBENCH_DB_*, a user's service by Spring's and Quarkus's names. */
class DatabaseConnectionTest {
    private final DatabaseConnection connection = new DatabaseConnection("127.0.0.1", 45123, "vtbench", "vtbench", "pw");

    @Test
    void aRuntimeGetsTheVariablesItsSettingsRead() {
        assertThat(connection.jdbcUrl()).isEqualTo("jdbc:postgresql://127.0.0.1:45123/vtbench");
        assertThat(connection.runtimeEnvironment(50)).containsExactly(
                entry(DatabaseSettings.URL, "jdbc:postgresql://127.0.0.1:45123/vtbench"), entry(DatabaseSettings.USER, "vtbench"),
                entry(DatabaseSettings.PASSWORD, "pw"), entry(DatabaseSettings.POOL_SIZE, "50"));
    }

    @Test
    void aServiceGetsSpringsAndMicroProfileConfigsNames() {
        assertThat(connection.serviceEnvironment()).contains(
                entry("SPRING_DATASOURCE_URL", "jdbc:postgresql://127.0.0.1:45123/vtbench"),
                entry("SPRING_DATASOURCE_USERNAME", "vtbench"), entry("SPRING_DATASOURCE_PASSWORD", "pw"),
                entry("QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://127.0.0.1:45123/vtbench"),
                entry("QUARKUS_DATASOURCE_USERNAME", "vtbench"), entry("QUARKUS_DATASOURCE_PASSWORD", "pw"))
                .doesNotContainKey(DatabaseSettings.POOL_SIZE);
        assertThat(connection.toString()).as("what logs see").doesNotContain("pw");
    }
}
