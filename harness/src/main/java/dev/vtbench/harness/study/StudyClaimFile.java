package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads a study's claim file (studies/NAME.properties on the class path, from harness/src/main/resources) against a
 * closed set of keys, so that a misspelt key or a range on both sides of 1x is an error naming the file, the line, the
 * key and what is allowed. docs/studies.md ("Adding a study") describes every key.
 */
final class StudyClaimFile {
    static final String FOLDER = "studies/";
    /** The scales whose runtimes and users a claim file may set; the default scale runs its preset as it is. */
    private static final List<StudyScale> OWN_SCALES = List.of(StudyScale.TINY, StudyScale.FULL);
    static final Set<String> KEYS = keys();
    /**
     * The figures a claim may take its ratio of: those a pair of cells has a trusted ratio and an interval of
     * ({@link dev.vtbench.harness.result.CellPair#interval}). A claim file names one as a gate does.
     */
    private static final List<VerdictMetric> METRICS = List.of(VerdictMetric.CAPACITY, VerdictMetric.CPU_PER_REQUEST);
    /** The claim files' first word for the capacity, kept so that a file written with it still reads. */
    private static final String THROUGHPUT = "throughput";

    private StudyClaimFile() {}

    private static Set<String> keys() {
        List<String> keys = new ArrayList<>(List.of("title", "summary", "seed", "published", "statement", "method", "metric",
                "published.low", "published.high", "reproduced.when", "also.as.cpu.per.request", "matrix"));
        OWN_SCALES.forEach(scale -> keys.addAll(List.of(scale.option() + ".runtimes", scale.option() + ".users")));
        return Set.copyOf(keys);
    }

    /** The claim of the study {@code name}, from the class path. */
    static StudyClaim load(String name) {
        String resource = FOLDER + name + ".properties";
        try (InputStream in = StudyClaimFile.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new DataFileException("no claim file " + resource + " on the class path: add it to harness/src/main/resources/"
                        + FOLDER + " (docs/studies.md, \"Adding a study\")");
            }
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            return read(name, DataFile.parse(Path.of("harness/src/main/resources", resource), lines, KEYS));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the claim file " + resource, e);
        }
    }

    static StudyClaim read(String name, DataFile file) {
        VerdictMetric metric = metric(file);
        ReproducedWhen rule = ReproducedWhen.parse(file.required("reproduced.when"))
                .orElseThrow(() -> file.invalid("reproduced.when", file.required("reproduced.when"), "one of " + ReproducedWhen.allowed()));
        double low = file.number("published.low", 0.001, 1000);
        double high = file.number("published.high", 0.001, 1000);
        if (!(low < high) || (low < 1 && high > 1)) {
            throw file.invalid("published.high", file.required("published.high"), "a number above published.low = " + low
                    + ", both on the same side of 1 (a claim says virtual threads are lower or higher; 0.60 and 0.90 for 10-40% lower)");
        }
        Map<StudyScale, List<String>> runtimes = new EnumMap<>(StudyScale.class);
        Map<StudyScale, List<Integer>> users = new EnumMap<>(StudyScale.class);
        for (StudyScale scale : OWN_SCALES) {
            String runtimesKey = scale.option() + ".runtimes";
            if (!file.words(runtimesKey).isEmpty()) {
                runtimes.put(scale, file.words(runtimesKey));
            }
            String usersKey = scale.option() + ".users";
            if (!file.words(usersKey).isEmpty()) {
                users.put(scale, file.words(usersKey).stream().map(word -> whole(file, usersKey, word)).toList());
            }
        }
        String seed = file.required("seed");
        try {
            new Seed(seed);
        } catch (IllegalArgumentException e) {
            throw file.invalid("seed", seed, "a seed's file name in ../shared/seeds/, NNN_<hash>.txt, with its page in " + Seed.PAGES);
        }
        return new StudyClaim(name, file.required("title"), file.required("summary"), seed,
                file.required("published"), file.required("statement"), file.required("method"), metric, low, high, rule,
                yesOrNo(file, "also.as.cpu.per.request"), file.required("matrix"), runtimes, users);
    }

    private static VerdictMetric metric(DataFile file) {
        String word = file.required("metric");
        if (word.equals(THROUGHPUT)) {
            return VerdictMetric.CAPACITY;
        }
        return METRICS.stream().filter(metric -> metric.gateName().equals(word)).findFirst()
                .orElseThrow(() -> file.invalid("metric", word, "one of " + METRICS.stream().map(StudyClaimFile::metricNames)
                        .collect(Collectors.joining(", "))));
    }

    /** "capacity (or throughput)", "cpu-per-request". */
    private static String metricNames(VerdictMetric metric) {
        return metric == VerdictMetric.CAPACITY ? metric.gateName() + " (or " + THROUGHPUT + ")" : metric.gateName();
    }

    private static int whole(DataFile file, String key, String word) {
        try {
            int value = Integer.parseInt(word);
            if (value >= 1 && value <= 20_000) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below, with the key
        }
        throw file.invalid(key, word, "closed-model users, whole numbers from 1 to 20,000 separated by spaces");
    }

    private static boolean yesOrNo(DataFile file, String key) {
        String value = file.optional(key).orElse("no");
        return switch (value) {
            case "yes" -> true;
            case "no" -> false;
            default -> throw file.invalid(key, value, "yes or no");
        };
    }
}
