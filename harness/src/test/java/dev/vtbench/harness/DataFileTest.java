package dev.vtbench.harness;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.DataFileException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DataFileTest {
    private static final Set<String> PROFILE_KEYS = Set.of("cpus", "server.cpuset", "driver.cpuset", "memory");

    @TempDir
    Path dir;

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    @Test
    void misspeltKeyIsRejectedWithFileLineAndAllowedKeys() throws IOException {
        Path file = write("cpu-1.properties", "# comment\ncpus = 1\nserver.cpusett = 1\n");
        assertThatThrownBy(() -> DataFile.load(file, PROFILE_KEYS))
                .as("a misspelt key names the file, the line and the keys allowed")
                .isInstanceOf(DataFileException.class)
                .hasMessageContaining("cpu-1.properties line 3")
                .hasMessageContaining("unknown key 'server.cpusett'")
                .hasMessageContaining("[cpus, driver.cpuset, memory, server.cpuset]");
    }

    @Test
    void keySetTwiceIsRejected() throws IOException {
        Path file = write("x.properties", "cpus = 1\ncpus = 2\n");
        assertThatThrownBy(() -> DataFile.load(file, PROFILE_KEYS)).hasMessageContaining("line 2")
                .hasMessageContaining("already set on line 1");
    }

    @Test
    void lineWithoutEqualsIsRejected() throws IOException {
        Path file = write("x.properties", "cpus 1\n");
        assertThatThrownBy(() -> DataFile.load(file, PROFILE_KEYS)).hasMessageContaining("expected 'key = value'");
    }

    @Test
    void outOfRangeNumberNamesKeyAndRange() throws IOException {
        Path file = write("cpu-x.properties", "cpus = 0\nserver.cpuset = 1\ndriver.cpuset = 0\nmemory = 1g\n");
        assertThatThrownBy(() -> CpuProfile.from(DataFile.load(file, PROFILE_KEYS)))
                .hasMessageContaining("line 1").hasMessageContaining("cpus = '0' is invalid");
    }

    @Test
    void profileWhoseServerAndDriverShareACoreIsRejected() throws IOException {
        Path file = write("cpu-y.properties", "cpus = 1\nserver.cpuset = 0-1\ndriver.cpuset = 1\nmemory = 1g\n");
        assertThatThrownBy(() -> CpuProfile.from(DataFile.load(file, PROFILE_KEYS)))
                .as("server and driver must never share a CPU").hasMessageContaining("share a core");
    }

    @Test
    void profileParsesQuotaCpusetsAndMemory() throws IOException {
        Path file = write("cpu-half.properties", "cpus = 0.5\nserver.cpuset = 1\ndriver.cpuset = 0\nmemory = 512m\n");
        CpuProfile profile = CpuProfile.from(DataFile.load(file, PROFILE_KEYS));
        assertThat(profile.name()).isEqualTo("cpu-half");
        assertThat(profile.nanoCpus()).as("docker NanoCpus of 0.5 CPU").isEqualTo(500_000_000L);
        assertThat(profile.memoryBytes()).isEqualTo(512L << 20);
        assertThat(profile.expectedAvailableProcessors()).as("the JVM rounds a 0.5 quota up to 1 CPU").isEqualTo(1);
    }
}
