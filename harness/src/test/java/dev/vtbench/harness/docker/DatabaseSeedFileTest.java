package dev.vtbench.harness.docker;

import dev.vtbench.harness.DefinitionsTest;
import dev.vtbench.workload.db.Accounts;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The default seed in the repository is what the workload's Accounts generates: the rows the database is seeded with
 * are the rows whose values the verification expects.
 */
class DatabaseSeedFileTest {

    @Test
    void theRepositorysSeedIsTheWorkloadsAccounts() throws IOException {
        Path seed = DatabaseContainer.defaultSeed(DefinitionsTest.repositoryRoot());
        assertThat(Files.readString(seed)).as("%s: regenerate it from Accounts.seedSql(Accounts.ROWS)", seed)
                .isEqualTo(Accounts.seedSql(Accounts.ROWS));
    }

    @Test
    void aSeedFileKeepsANameThatPsqlRuns() {
        assertThat(DatabaseContainer.seedName(Path.of("/x/schema.sql"))).isEqualTo("schema.sql");
        assertThat(DatabaseContainer.seedName(Path.of("/x/init"))).isEqualTo("init.sql");
    }
}
