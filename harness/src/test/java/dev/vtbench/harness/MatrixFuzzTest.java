package dev.vtbench.harness;

import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/**
 * A fuzz of the matrix parser: a valid matrix (or CPU profile) with one key given a random or hostile value, a
 * duplicate, an unknown key or a broken line. Expected outcome of every case: either it loads, into cells that
 * are distinct and that a resumed run reads back the same, whose numbers are in range; or it is refused with a
 * {@link DataFileException} or {@link IllegalArgumentException} whose message names the key (or the line) at fault,
 * never another exception. The Random is seeded: a failure names its case number, which reproduces it.
 */
class MatrixFuzzTest {
    private static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    private static final long SEED = 20_261_124L;
    private static final int CASES = 3_000;
    private static final Map<String, String> MATRIX = ordered(
            "runtimes", "plain-jdk", "jvms", "temurin-25", "modes", "pool virtual", "profiles", "cpu-1", "scenarios", "hello",
            "model", "closed", "users", "10 100", "warmup.seconds", "2", "duration.seconds", "5", "repetitions", "1");
    private static final Map<String, String> RATE_SEARCH = ordered(
            "runtimes", "plain-jdk", "jvms", "temurin-25", "profiles", "cpu-1", "scenarios", "hello", "simulation", "rate-search",
            "search.start.rate", "100", "search.max.rate", "1000", "search.step.factor", "1.5", "search.step.seconds", "5",
            "objective.percentile", "99", "objective.millis", "100", "warmup.seconds", "2", "duration.seconds", "5", "repetitions", "1");
    private static final Map<String, String> RAMP_UP = ordered(
            "runtimes", "plain-jdk", "jvms", "temurin-25", "profiles", "cpu-1", "scenarios", "hello", "simulation", "ramp-up",
            "users", "50", "ramp.seconds", "10", "hold.seconds", "20", "warmup.seconds", "0", "duration.seconds", "5", "repetitions", "1");
    private static final Set<String> PROFILE_KEYS = Set.of("cpus", "server.cpuset", "driver.cpuset", "memory");
    private static final Map<String, String> PROFILE = ordered("cpus", "1", "server.cpuset", "1", "driver.cpuset", "0", "memory", "2g");
    /** Values a user, a script with an empty variable, or an attacker might write. */
    private static final List<String> HOSTILE = List.of("", " ", "NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "-0", "0", "-0.0",
            "1e309", "-1e309", "4.9e-324", "1e-400", "99999999999999999999999", "2147483647", "2147483648", "-2147483648",
            "9223372036854775807", "9223372036854775808g", "18014398509481984k", "1.5", "0.5", "2.0", "1,5", "1_000", "0x10", "0x1p3",
            "1f", "1d", "+5", "٣", "１０", "五", "1 2 3", "10 10", "10 +10", "10 010", "pool pool", "plain-jdk plain-jdk", "-1", "0-", "-", "0-1", "1-0",
            "0-2147483647", "0-99999", "1,,0", "\u0000", "\u202e1", "🙂", "é", "=", "a=b", "#", "null", "true", "1g", "64m", "63m", "0g",
            "cpu-1 cpu-1", "rate-search", "ramp-up", "soak", "open", "closed", "-Xmx1g", "-XX:OnError=sh");

    @TempDir
    Path dir;

    @Test
    void everyMatrixIsLoadedOrRefusedNamingTheKey() throws IOException {
        Random random = new Random(SEED);
        List<Map<String, String>> bases = List.of(MATRIX, RATE_SEARCH, RAMP_UP);
        fuzz(() -> mutate(bases.get(random.nextInt(bases.size())), MatrixFile.KEYS, random), "fuzz.properties",
                (file, n, mutation) -> assertLoadedSoundly(MatrixFile.load(file, Map.of(), DEFINITIONS), n, mutation));
    }

    @Test
    void everyCpuProfileIsLoadedOrRefusedNamingTheKey() throws IOException {
        Random random = new Random(SEED + 1);
        fuzz(() -> mutate(PROFILE, PROFILE_KEYS, random), "cpu-fuzz.properties", (file, n, mutation) -> {
            CpuProfile profile = CpuProfile.from(DataFile.load(file, PROFILE_KEYS));
            assertThat(profile.cpus()).as("case %d (%s): cpus of a loaded profile", n, mutation).isFinite().isBetween(0.01, 1024.0);
            assertThat(profile.nanoCpus()).as("case %d (%s): its CFS quota", n, mutation).isPositive();
            assertThat(profile.memoryBytes()).as("case %d (%s): its memory limit", n, mutation).isGreaterThanOrEqualTo(64L << 20);
            assertThat(profile.serverCpuset().overlaps(profile.driverCpuset())).as("case %d: server and driver share a core", n).isFalse();
        });
    }

    /** Loads a file and checks what was loaded; a refusal is checked by {@link #fuzz}. */
    private interface Case {
        void load(Path file, int n, Mutation mutation) throws IOException;
    }

    /** {@value #CASES} cases: each mutation written to {@code fileName}, then loaded soundly or refused naming its key or line. */
    private void fuzz(java.util.function.Supplier<Mutation> next, String fileName, Case check) throws IOException {
        for (int n = 0; n < CASES; n++) {
            Mutation mutation = next.get();
            Path file = Files.writeString(dir.resolve(fileName), mutation.text());
            try {
                check.load(file, n, mutation);
            } catch (DataFileException | IllegalArgumentException refused) {
                assertNamesTheFault(refused, n, mutation);
            } catch (RuntimeException other) {
                throw new AssertionError("case " + n + " (" + mutation + ") threw " + other + " instead of naming the key", other);
            }
        }
    }

    @Test
    void theHolesTheFuzzFoundStayShut() throws IOException {
        Path nan = Files.writeString(dir.resolve("cpu-nan.properties"), "cpus = NaN\nserver.cpuset = 1\ndriver.cpuset = 0\nmemory = 2g\n");
        assertThatThrownBy(() -> CpuProfile.from(DataFile.load(nan, PROFILE_KEYS))).as("NaN CPUs, which would run the server with no quota").isInstanceOf(DataFileException.class)
                .hasMessageContaining("line 1: cpus = 'NaN' is invalid");
        Map<String, String> fractional = new LinkedHashMap<>(RATE_SEARCH);
        fractional.put("search.step.seconds", "7.5");
        Path matrix = Files.writeString(dir.resolve("fractional.properties"), text(fractional));
        assertThatThrownBy(() -> MatrixFile.load(matrix, Map.of(), DEFINITIONS))
                .as("a fractional value for a whole-number simulation key is refused when the matrix is loaded, not per cell")
                .isInstanceOf(DataFileException.class).hasMessageContaining("search.step.seconds = '7.5' is invalid")
                .hasMessageContaining("a whole number from 1 to 3600");
        Map<String, String> twice = new LinkedHashMap<>(MATRIX);
        twice.put("users", "10 +10");
        Path sweep = Files.writeString(dir.resolve("twice.properties"), text(twice));
        assertThatThrownBy(() -> MatrixFile.load(sweep, Map.of(), DEFINITIONS))
                .as("a user count listed twice, which would make two cells of one id").hasMessageContaining("users = '10 +10' is invalid");
    }

    /** Loaded: distinct cells, whose whole numbers are in range and whose matrix, as a run folder keeps it, reads back the same. */
    private void assertLoadedSoundly(MatrixFile matrix, int n, Mutation mutation) throws IOException {
        List<String> ids = matrix.cells().stream().map(Cell::id).toList();
        assertThat(ids).as("case %d (%s): cells of a loaded matrix are distinct (a duplicate would overwrite a result)", n, mutation)
                .isNotEmpty().doesNotHaveDuplicates();
        for (LoadSpec load : matrix.loads()) {
            load.systemProperties().forEach((property, value) -> assertThat(value).as("case %d (%s): %s passed to Gatling", n, mutation, property)
                    .doesNotContain("NaN").doesNotContain("Infinity"));
            load.simulation().parameters().values().stream().filter(p -> p.whole() && load.properties().containsKey(p.property()))
                    .forEach(p -> assertThat(load.properties().get(p.property())).as("case %d (%s): whole number %s passed to Gatling", n,
                            mutation, p.property()).matches("-?[0-9]+"));
        }
        Path kept = Files.writeString(dir.resolve("matrix.properties"), matrix.toProperties());
        MatrixFile again = MatrixFile.load(kept, Map.of(), DEFINITIONS);
        assertThat(again.cells().stream().map(Cell::id).toList()).as("case %d (%s): the kept matrix reads back the same cells", n, mutation)
                .isEqualTo(ids);
        assertThat(again.loads()).as("case %d (%s): and the same loads", n, mutation).isEqualTo(matrix.loads());
    }

    private static void assertNamesTheFault(RuntimeException refused, int n, Mutation mutation) {
        String message = refused.getMessage();
        if (message == null || !(message.contains(mutation.key()) || message.contains("line " + mutation.line()))) {
            fail("case " + n + " (" + mutation + ") was refused with a message that names neither the key nor its line: " + refused);
        }
    }

    /** One fault: the text of the file, the key it is about and the line it is on. */
    private record Mutation(String kind, String key, int line, String text) {
        @Override
        public String toString() {
            String shown = text.length() > 300 ? text.substring(0, 300) + "..." : text;
            return kind + " of '" + key + "' on line " + line + ": " + shown.replace("\n", " | ");
        }
    }

    private static Mutation mutate(Map<String, String> base, Set<String> allKeys, Random random) {
        List<String> keys = new ArrayList<>(base.keySet());
        Map<String, String> entries = new LinkedHashMap<>(base);
        int kind = random.nextInt(10);
        String key = kind < 7 ? keys.get(random.nextInt(keys.size())) : List.copyOf(allKeys).stream().sorted().toList()
                .get(random.nextInt(allKeys.size()));
        List<String> extra = new ArrayList<>();
        String name;
        switch (kind) {
            case 0, 1, 2, 3 -> {
                name = "hostile value";
                entries.put(key, HOSTILE.get(random.nextInt(HOSTILE.size())));
            }
            case 4 -> {
                name = "random number";
                entries.put(key, randomNumber(random));
            }
            case 5 -> {
                name = "very long value";
                entries.put(key, "9".repeat(1 + random.nextInt(100_000)));
            }
            case 6 -> {
                name = "missing key";
                entries.remove(key);
            }
            case 7 -> {
                name = "duplicate key";
                extra.add(key + " = " + HOSTILE.get(random.nextInt(HOSTILE.size())));
            }
            case 8 -> {
                name = "unknown key";
                key = key + randomText(random);
                extra.add(key + " = 1");
            }
            default -> {
                name = "line without '='";
                key = randomText(random);
                extra.add(key);
            }
        }
        StringBuilder text = new StringBuilder();
        int line = 0;
        int faultLine = 0;
        for (Map.Entry<String, String> entry : entries.entrySet()) {
            text.append(entry.getKey()).append(" = ").append(entry.getValue()).append('\n');
            line++;
            if (entry.getKey().equals(key)) {
                faultLine = line;
            }
        }
        for (String added : extra) {
            text.append(added).append('\n');
            faultLine = ++line;
        }
        return new Mutation(name, key, faultLine, text.toString());
    }

    private static String randomNumber(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> Integer.toString(random.nextInt());
            case 1 -> Long.toString(random.nextLong());
            case 2 -> Double.toString(random.nextDouble() * Math.pow(10, random.nextInt(40) - 10));
            case 3 -> Integer.toString(random.nextInt(300)) + "." + random.nextInt(1000);
            default -> Double.toString(Double.longBitsToDouble(random.nextLong()));
        };
    }

    private static String randomText(Random random) {
        StringBuilder text = new StringBuilder();
        int length = 1 + random.nextInt(20);
        for (int i = 0; i < length; i++) {
            text.append((char) (random.nextBoolean() ? 'a' + random.nextInt(26) : 0x20 + random.nextInt(0x3000)));
        }
        return text.toString().replace("=", "").replace("\n", "").replace("\r", "").replace("#", "");
    }

    private static String text(Map<String, String> entries) {
        return String.join("", entries.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue() + "\n").toList());
    }

    private static Map<String, String> ordered(String... keysAndValues) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
