package dev.vtbench.workload.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatabaseSettingsTest {

    private static final String URL = "jdbc:postgresql://127.0.0.1:45123/vtbench";

    @Test
    void noUrlMeansNoDatabase() {
        assertThat(DatabaseSettings.fromEnvironment(new EnvironmentSettings(Map.of()))).as("unset").isEmpty();
        assertThat(DatabaseSettings.fromEnvironment(new EnvironmentSettings(Map.of(DatabaseSettings.URL, " "))))
                .as("set empty").isEmpty();
    }

    @Test
    void readsEveryVariableWithItsDefault() {
        DatabaseSettings defaults = DatabaseSettings.fromEnvironment(new EnvironmentSettings(Map.of(DatabaseSettings.URL, URL)))
                .orElseThrow();
        assertThat(defaults).as("defaults").isEqualTo(new DatabaseSettings(URL, "vtbench", "vtbench", 10, 30_000));

        DatabaseSettings given = DatabaseSettings.fromEnvironment(new EnvironmentSettings(Map.of(DatabaseSettings.URL, URL,
                DatabaseSettings.USER, "bench", DatabaseSettings.PASSWORD, "s3cret", DatabaseSettings.POOL_SIZE, "50",
                DatabaseSettings.CONNECTION_TIMEOUT_MS, "2000"))).orElseThrow();
        assertThat(given).as("given").isEqualTo(new DatabaseSettings(URL, "bench", "s3cret", 50, 2_000));
        assertThat(given.toString()).as("what logs and /info see").contains("poolSize=50").doesNotContain("s3cret");
    }

    @Test
    void refusesABadValueNamingTheVariable() {
        assertThatThrownBy(() -> DatabaseSettings.fromEnvironment(new EnvironmentSettings(Map.of(
                DatabaseSettings.URL, "jdbc:mysql://127.0.0.1/vtbench"))))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("VTBENCH_DB_URL='jdbc:mysql://127.0.0.1/vtbench'")
                .hasMessageContaining("jdbc:postgresql://127.0.0.1:5432/vtbench");
        assertThatThrownBy(() -> DatabaseSettings.fromEnvironment(new EnvironmentSettings(Map.of(
                DatabaseSettings.URL, URL, DatabaseSettings.POOL_SIZE, "0"))))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("VTBENCH_DB_POOL_SIZE='0'")
                .hasMessageContaining("1..1000");
        assertThatThrownBy(() -> DatabaseSettings.fromEnvironment(new EnvironmentSettings(Map.of(
                DatabaseSettings.URL, URL, DatabaseSettings.CONNECTION_TIMEOUT_MS, "10"))))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("250..600000");
    }
}
