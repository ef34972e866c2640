package dev.vtbench.harness.result;

import dev.vtbench.harness.matrix.CellKey;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A virtual-thread cell (or a mode's twin, in an A/A calibration) beside one baseline mode's cell measured under the same conditions: the same key but its mode
 * (runtime, JVM, CPU profile, scenario and load, {@link CellKey#withoutMode()}). Whatever is paired (a recorded cell,
 * the verdict's sample of one, a chart's point), it is paired here, so that a study, the page and the verdict never
 * set different cells side by side; {@link CellPair} says whether two recorded cells may give a ratio.
 *
 * @param <T> what stands for a cell: anything its key can be read from
 */
public record KeyedPair<T>(T virtual, T baseline) {

    /**
     * Each virtual-thread item beside each platform-thread item of its key but the mode: the keys' groups in the order
     * their first item came, the baselines of a group by mode. An item alone in its group is in no pair.
     */
    public static <T> List<KeyedPair<T>> byMode(List<T> items, Function<T, CellKey> key) {
        Map<String, List<T>> groups = new LinkedHashMap<>();
        items.forEach(item -> groups.computeIfAbsent(key.apply(item).withoutMode(), shared -> new ArrayList<>()).add(item));
        List<KeyedPair<T>> pairs = new ArrayList<>();
        for (List<T> group : groups.values()) {
            List<T> baselines = group.stream().filter(item -> !key.apply(item).mode().isVirtual() && !key.apply(item).mode().isTwin())
                    .sorted(Comparator.comparing(item -> key.apply(item).mode())).toList();
            group.stream().filter(item -> key.apply(item).mode().isVirtual() && !key.apply(item).mode().isTwin())
                    .forEach(virtual -> baselines.forEach(baseline -> pairs.add(new KeyedPair<>(virtual, baseline))));
            // An A/A calibration: each twin against the mode it is the twin of, in the virtual threads' place.
            group.stream().filter(item -> key.apply(item).mode().isTwin()).forEach(twin -> group.stream()
                    .filter(item -> key.apply(item).mode().equals(key.apply(twin).mode().base()))
                    .forEach(base -> pairs.add(new KeyedPair<>(twin, base))));
        }
        return pairs;
    }
}
