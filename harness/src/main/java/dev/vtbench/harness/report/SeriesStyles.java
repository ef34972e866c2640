package dev.vtbench.harness.report;

import dev.vtbench.harness.matrix.Mode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gives each series name one colour for the whole page, so that "plain-jdk temurin-25 virtual" is the same colour in
 * every chart. The colours are the Okabe-Ito set (told apart with the common colour-vision deficiencies, and legible
 * on white: its yellow is left out), then a few of Paul Tol's; the mode also sets the dash, which survives printing
 * in grey.
 */
final class SeriesStyles {
    private static final List<String> PALETTE = List.of("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
            "#000000", "#882255", "#44AA99", "#999933", "#332288", "#AA4499");

    private final Map<String, String> colours = new LinkedHashMap<>();

    /** Registers the names in this order first, so that colours do not depend on which chart asked first. */
    SeriesStyles(List<String> names) {
        names.forEach(this::colour);
    }

    SeriesStyle style(String name, Mode mode) {
        return new SeriesStyle(colour(name), dash(mode));
    }

    private String colour(String name) {
        return colours.computeIfAbsent(name, n -> PALETTE.get(colours.size() % PALETTE.size()));
    }

    /** Virtual threads solid; a pool dashed; any other non-virtual mode (fixed ...) dotted. */
    static String dash(Mode mode) {
        if (mode == null || mode.isVirtual()) {
            return "";
        }
        return mode.equals(Mode.POOL) ? "7 4" : "2 3";
    }
}
