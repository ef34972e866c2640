package dev.vtbench.harness.matrix;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A scenario file: its endpoint, and for one that queries the database the size of its servers' connection pool. */
class ScenarioTest {

    private static Scenario scenario(String... lines) {
        return Scenario.from(DataFile.parse(Path.of("harness/scenarios/db.properties"), List.of(lines), Scenario.KEYS));
    }

    @Test
    void aDatabaseScenarioHasThePoolItsFileGivesOrTheDefault() {
        assertThat(scenario("endpoint = /db?writePercent=20", "database.pool.size = 50").databasePool()).contains(50);
        assertThat(scenario("endpoint = /db").databasePool()).as("HikariCP's default").contains(Scenario.DEFAULT_DATABASE_POOL);
        assertThat(scenario("endpoint = /io?delayMs=100").databasePool()).as("no database, no pool").isEmpty();
    }

    @Test
    void aPoolSizeIsRefusedWhereItMeansNothingOrIsOutOfRange() {
        assertThatThrownBy(() -> scenario("endpoint = /io?delayMs=100", "database.pool.size = 10")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("database.pool.size = '10'").hasMessageContaining("queries no database");
        assertThatThrownBy(() -> scenario("endpoint = /db", "database.pool.size = 0")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("database.pool.size");
        assertThatThrownBy(() -> scenario("endpoint = /db", "database.poolsize = 10")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("database.poolsize");
    }

    @Test
    void theShippedDatabaseScenariosAreTwoPoolSizes() {
        Definitions shipped = Definitions.load(Path.of("..").toAbsolutePath().normalize());
        assertThat(shipped.scenarios().get("db").databasePool()).contains(10);
        assertThat(shipped.scenarios().get("db-pool50").databasePool()).contains(50);
    }
}
