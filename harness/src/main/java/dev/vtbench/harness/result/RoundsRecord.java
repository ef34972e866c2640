package dev.vtbench.harness.result;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How a run's interleaved rounds went (rounds.json beside results.json): the seed of its random orders, the looks its
 * verdict takes (the least and most rounds), its time budget, and per group of one server (runtime, JVM, CPU profile,
 * scenario) each round's order of modes and how long it took, the rates its equal-load steps were fixed at, and whether
 * and why its rounds ended. Written after every round, so that a killed run keeps what it did; read by the verdict and
 * the gates, which take each group's intervals at the look its rounds reached.
 *
 * @param budgetMinutes the run's time budget for its rounds beyond the minimum; null without one
 */
public record RoundsRecord(int format, long seed, int minRounds, int maxRounds, Double budgetMinutes, List<Group> groups) {
    public static final String FILE = "rounds.json";
    /** The shape of the file this version writes; a newer one is refused by name. */
    public static final int FORMAT = 1;

    public RoundsRecord {
        groups = groups == null ? List.of() : List.copyOf(groups);
    }

    /**
     * One group's rounds.
     *
     * @param group "plain-jdk/temurin-25/cpu-1/cpu"
     * @param done rounds every mode of the group ran
     * @param stepRates the equal-load steps' rates, fixed once every mode had a capacity; empty before, or without steps
     * @param stepBasis where those rates came from ("50% of 5,393 req/s, the lower capacity ...")
     * @param lastLook whether the look after {@code done} rounds was the last the run could take (the most rounds done,
     *        or the budget holding no other round), and so read at all the error rate the earlier looks left; false in a
     *        record that does not say
     */
    public record Group(String group, int done, RoundsEnding ending, List<Round> rounds, List<Integer> stepRates, String stepBasis,
                        boolean lastLook) {
        public Group {
            rounds = rounds == null ? List.of() : List.copyOf(rounds);
            stepRates = stepRates == null ? List.of() : List.copyOf(stepRates);
            stepBasis = stepBasis == null ? "" : stepBasis;
        }
    }

    /** One round of a group: its modes in the random order they ran, and its seconds from the first start to the last stop. */
    public record Round(int number, List<String> order, double seconds) {
        public Round {
            order = List.copyOf(order);
        }
    }

    /** The group's record, if the run kept one. */
    public Optional<Group> group(String name) {
        return groups.stream().filter(group -> group.group().equals(name)).findFirst();
    }

    /** Writes it into {@code folder}, atomically. */
    public void write(Path folder) {
        try {
            AtomicFile.write(folder.resolve(FILE), ResultsFolder.JSON.writeValueAsString(this));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot turn the run's rounds into JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** The record in {@code folder}; empty for a run without rounds (or written before them). */
    public static Optional<RoundsRecord> read(Path folder) {
        Path file = folder.resolve(FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            RoundsRecord record = ResultsFolder.JSON.readValue(file.toFile(), RoundsRecord.class);
            if (record.format() > FORMAT) {
                throw new IllegalArgumentException(file + " is of format " + record.format() + ", newer than this vtbench reads ("
                        + FORMAT + "): read it with the vtbench that wrote it");
            }
            return Optional.of(record);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " cannot be read (" + e.getMessage() + "): the run's rounds are unknown; "
                    + "remove the file to read the run as one of a fixed number of repetitions", e);
        }
    }
}
