package dev.vtbench.harness.run;

import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Mode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A run's cells as its rounds measure them: grouped by server (runtime, JVM, CPU profile, scenario), whose modes each
 * round interleaves; per mode, the servers ("lives") a round starts, and on each the loads it measures in turn. A
 * group's equal-load steps are measured on the server of its capacity load with the most users, right after that
 * load's window, so that every step window is on a JVM that the capacity load warmed; any other load has a server of
 * its own.
 */
record RoundPlan(List<Group> groups) {

    RoundPlan {
        groups = List.copyOf(groups);
    }

    /** One server's loads: {@code first}, then (where there are) the group's equal-load steps of the same mode. */
    record Life(Cell first, Optional<Cell> steps) {
        List<Cell> cells() {
            return steps.map(s -> List.of(first, s)).orElse(List.of(first));
        }
    }

    /** The cells of one server group, by mode in the matrix's order. */
    record Group(String name, Map<Mode, List<Life>> lives) {
        Group {
            lives = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(lives));
        }

        List<Mode> modes() {
            return List.copyOf(lives.keySet());
        }

        List<Cell> cells() {
            return lives.values().stream().flatMap(List::stream).flatMap(life -> life.cells().stream()).toList();
        }
    }

    static RoundPlan of(List<Cell> cells) {
        Map<String, Map<Mode, List<Cell>>> byGroup = new LinkedHashMap<>();
        for (Cell cell : cells) {
            byGroup.computeIfAbsent(cell.key().withoutModeAndLoad(), group -> new LinkedHashMap<>())
                    .computeIfAbsent(cell.mode(), mode -> new ArrayList<>()).add(cell);
        }
        List<Group> groups = new ArrayList<>();
        byGroup.forEach((name, modes) -> {
            Map<Mode, List<Life>> lives = new LinkedHashMap<>();
            modes.forEach((mode, own) -> lives.put(mode, lives(own)));
            groups.add(new Group(name, lives));
        });
        return new RoundPlan(groups);
    }

    /** A mode's lives: one per load, its equal-load steps joined to its capacity load with the most users. */
    private static List<Life> lives(List<Cell> cells) {
        Optional<Cell> steps = cells.stream().filter(cell -> cell.load().equalLoadSteps()).findFirst();
        Optional<Cell> host = cells.stream().filter(cell -> cell.load().measuresCapacity()).max(Comparator.comparingInt(cell -> cell.load().users()));
        List<Life> lives = new ArrayList<>();
        for (Cell cell : cells) {
            if (cell.load().equalLoadSteps() && host.isPresent()) {
                continue;
            }
            lives.add(new Life(cell, host.filter(cell::equals).flatMap(any -> steps)));
        }
        return lives;
    }

}
