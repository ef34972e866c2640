package dev.vtbench.harness.matrix;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A service file's database: read into what it says, and every mistake refused naming the file, the line and the key. */
class ServiceDatabaseTest {
    private static final String SERVICE = """
            jar = target/app.jar
            port.property = server.port
            modes = pool virtual
            mode.pool.properties = spring.threads.virtual.enabled=false
            mode.virtual.properties = spring.threads.virtual.enabled=true
            requests = requests.txt
            """;

    @TempDir
    Path root;
    Path folder;

    @BeforeEach
    void project() throws IOException {
        folder = Files.createDirectories(root.resolve("spring-db"));
        Files.createDirectories(folder.resolve("target"));
        Files.writeString(folder.resolve("target/app.jar"), "only its existence is checked");
        Files.writeString(folder.resolve("requests.txt"), "1 GET /accounts/1 200\n");
        Files.writeString(folder.resolve("schema.sql"), "CREATE TABLE t (id int);\n");
    }

    @Test
    void aServiceWithoutADatabaseHasNone() throws IOException {
        assertThat(ServiceFile.load(write(SERVICE)).database()).isEmpty();
    }

    @Test
    void readsTheDatabaseAndItsSeed() throws IOException {
        OwnService service = ServiceFile.load(write(SERVICE + "database = postgres\ndatabase.init = schema.sql\n"));
        assertThat(service.database()).as("the database and its seed, from the service file's folder")
                .contains(new DatabaseDependency(DatabaseDependency.Engine.POSTGRES, Optional.of(folder.resolve("schema.sql"))));
        assertThat(ServiceFile.load(write(SERVICE + "database = postgres\n")).database()).as("an empty database")
                .contains(new DatabaseDependency(DatabaseDependency.Engine.POSTGRES, Optional.empty()));
    }

    @Test
    void refusesAMisspeltKeyNamingItsLine() throws IOException {
        refused(SERVICE + "database = postgres\ndatabase.inti = schema.sql\n", "line 8", "unknown key 'database.inti'",
                "database.init");
        refused(SERVICE + "databse = postgres\n", "line 7", "unknown key 'databse'");
    }

    @Test
    void refusesADatabaseVtbenchCannotStartAndASeedWithoutADatabase() throws IOException {
        refused(SERVICE + "database = mysql\n", "line 7", "database = 'mysql'", "postgres");
        refused(SERVICE + "database.init = schema.sql\n", "line 7", "add 'database = postgres'");
    }

    @Test
    void refusesASeedThatIsMissingOrNotSql() throws IOException {
        refused(SERVICE + "database = postgres\ndatabase.init = missing.sql\n", "line 8", "does not exist");
        refused(SERVICE + "database = postgres\ndatabase.init = requests.txt\n", "line 8", "an SQL file");
    }

    private Path write(String text) throws IOException {
        return Files.writeString(folder.resolve("service.properties"), text);
    }

    private void refused(String text, String... fragments) throws IOException {
        Path file = write(text);
        var thrown = assertThatThrownBy(() -> ServiceFile.load(file)).as("service file:%n%s", text)
                .isInstanceOf(DataFileException.class).hasMessageContaining(file.toString());
        for (String fragment : fragments) {
            thrown.hasMessageContaining(fragment);
        }
    }
}
