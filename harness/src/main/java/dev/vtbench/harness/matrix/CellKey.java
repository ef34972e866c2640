package dev.vtbench.harness.matrix;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a cell sits in the matrix, as its id says it: "plain-jdk/temurin-25/virtual/cpu-1/io/c400". {@link #parse} is
 * the one place an id is taken apart; everything else asks this record for the part it needs.
 *
 * @param load the load's label ("c400", "soak-o300"); "" in results written before the load was part of the id
 */
public record CellKey(String runtime, String jvm, Mode mode, String profile, String scenario, String load) {

    public CellKey {
        load = load == null ? "" : load;
    }

    /** The key of an id of 6 parts, or of 5 (written before the load was part of it); refused otherwise. */
    @JsonCreator
    public static CellKey parse(String id) {
        return read(id).orElseThrow(() -> new IllegalArgumentException("'" + id + "' is not a cell id (expected "
                + "runtime/jvm/mode/profile/scenario/load, e.g. plain-jdk/temurin-25/virtual/cpu-1/io/c400)"));
    }

    /** The key of this id; empty for a text that is not a cell id. */
    public static Optional<CellKey> read(String id) {
        String[] parts = id == null ? new String[0] : id.split("/", -1);
        if (parts.length < 5 || parts.length > 6 || parts[2].isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new CellKey(parts[0], parts[1], Mode.of(parts[2]), parts[3], parts[4], parts.length == 6 ? parts[5] : ""));
    }

    /** "plain-jdk/temurin-25/virtual/cpu-1/io/c400": how every message, result and folder names the cell. */
    @JsonValue
    public String id() {
        return String.join("/", parts());
    }

    /** The id's parts in order; five for an id written before the load was part of it. */
    public List<String> parts() {
        List<String> parts = new ArrayList<>(List.of(runtime, jvm, mode.name(), profile, scenario));
        if (!load.isEmpty()) {
            parts.add(load);
        }
        return parts;
    }

    /** The cell's folder under cells/. */
    public String folderName() {
        return id().replace('/', '_');
    }

    /** The cell at the same place in another mode. */
    public CellKey withMode(Mode other) {
        return new CellKey(runtime, jvm, other, profile, scenario, load);
    }

    /** What the cells of one mode pair share, all but the mode: "plain-jdk/temurin-25/cpu-1/io/c400". */
    public String withoutMode() {
        List<String> parts = parts();
        parts.remove(2);
        return String.join("/", parts);
    }

    /**
     * What the cells of one server share, all but the mode and the load: "plain-jdk/temurin-25/cpu-1/io". A run's rounds
     * interleave the modes of such a group, and each of its servers measures every load of the group in turn.
     */
    public String withoutModeAndLoad() {
        return String.join("/", runtime, jvm, profile, scenario);
    }

    /** What a gate's pairs at one CPU profile share, all but the mode and the profile: "plain-jdk/temurin-25/io/c400". */
    public String withoutModeAndProfile() {
        List<String> parts = parts();
        parts.remove(3);
        parts.remove(2);
        return String.join("/", parts);
    }

    @Override
    public String toString() {
        return id();
    }
}
