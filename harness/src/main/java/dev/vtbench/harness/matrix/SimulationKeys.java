package dev.vtbench.harness.matrix;

import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.harness.load.Simulation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A matrix's values for its simulation's own keys, checked against the range the simulation itself accepts (the
 * gatling module's schema) and turned into the system properties it reads. Loading a matrix builds nothing, so a
 * value the driver would refuse is refused here, before any image is built or server started, with the key, the
 * value, the range, the unit and what the key means.
 */
final class SimulationKeys {

    private SimulationKeys() {
    }

    /** System property to value, for the keys of {@code simulation} the file sets; a key of another simulation is refused. */
    static Map<String, String> properties(DataFile data, Simulation simulation) {
        return properties(data, simulation, Optional.empty());
    }

    /**
     * The same, in a matrix that also runs {@code alongside} (the equal-load steps after its capacity cells, or those
     * cells for the steps): a key that simulation takes is its own, left to it rather than refused.
     */
    static Map<String, String> properties(DataFile data, Simulation simulation, Optional<Simulation> alongside) {
        Map<String, Parameter> own = simulation.parameters();
        Map<String, String> properties = new LinkedHashMap<>();
        for (String key : Simulation.allKeys()) {
            if (!own.containsKey(key) && alongside.map(other -> other.parameters().containsKey(key)).orElse(false)) {
                continue;
            }
            data.optional(key).ifPresent(raw -> {
                Parameter parameter = own.get(key);
                if (parameter == null) {
                    throw data.invalid(key, raw, "no value: it applies to another simulation than " + simulation.label());
                }
                properties.put(parameter.property(), checked(data, parameter, raw));
            });
        }
        // Always explicit: a key that gives the load's rate (a search's highest rate) is part of the cell's id.
        simulation.rateParameter().ifPresent(rate -> properties.putIfAbsent(rate.property(), rate.defaultText()));
        simulation.inconsistency(properties).ifPresent(refusal -> {
            throw data.invalid(refusal.parameter().key(), refusal.value(), refusal.expectation());
        });
        return properties;
    }

    /** A whole number as parsed ("+5" is 5), so that Gatling reads the number checked; a decimal as written. */
    private static String checked(DataFile data, Parameter parameter, String raw) {
        double value;
        try {
            value = parameter.whole() ? Integer.parseInt(raw) : Double.parseDouble(raw);
        } catch (NumberFormatException e) {
            throw data.invalid(parameter.key(), raw, parameter.expectation());
        }
        if (!parameter.accepts(value)) {
            throw data.invalid(parameter.key(), raw, parameter.expectation());
        }
        return parameter.whole() ? Integer.toString((int) value) : raw;
    }
}
