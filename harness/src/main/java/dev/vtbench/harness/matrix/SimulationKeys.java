package dev.vtbench.harness.matrix;

import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.gatling.schema.RampUpSchema;
import dev.vtbench.gatling.schema.RateSearchSchema;
import dev.vtbench.harness.load.Simulation;

import java.util.LinkedHashMap;
import java.util.Map;

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
        Map<String, Parameter> own = simulation.parameters();
        Map<String, String> properties = new LinkedHashMap<>();
        for (String key : Simulation.allKeys()) {
            data.optional(key).ifPresent(raw -> {
                Parameter parameter = own.get(key);
                if (parameter == null) {
                    throw data.invalid(key, raw, "no value: it applies to another simulation than " + simulation.label());
                }
                properties.put(parameter.property(), checked(data, parameter, raw));
            });
        }
        if (simulation == Simulation.RATE_SEARCH) {
            // Always explicit: the highest rate is the load's rate, part of the cell's id.
            properties.putIfAbsent(RateSearchSchema.MAX_RATE.property(), RateSearchSchema.MAX_RATE.defaultText());
        }
        requireConsistent(data, simulation, properties);
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

    /** The rules between two keys that the simulation applies too (RateSearchParameters, RampUpParameters), checked now. */
    private static void requireConsistent(DataFile data, Simulation simulation, Map<String, String> properties) {
        if (simulation == Simulation.RATE_SEARCH) {
            double start = RateSearchSchema.START_RATE.valueIn(properties);
            double max = RateSearchSchema.MAX_RATE.valueIn(properties);
            if (max < start) {
                throw data.invalid(RateSearchSchema.MAX_RATE.key(), properties.get(RateSearchSchema.MAX_RATE.property()),
                        "at least " + RateSearchSchema.START_RATE.key() + " = " + (int) start + ": " + RateSearchSchema.MAX_RATE.meaning());
            }
            if (RateSearchSchema.STEP_INCREMENT.valueIn(properties) > 0 && properties.containsKey(RateSearchSchema.STEP_FACTOR.property())) {
                throw data.invalid(RateSearchSchema.STEP_INCREMENT.key(), properties.get(RateSearchSchema.STEP_INCREMENT.property()),
                        "0 or no value with " + RateSearchSchema.STEP_FACTOR.key() + " = " + properties.get(RateSearchSchema.STEP_FACTOR.property())
                                + ": the rate steps by a factor or by an increment, not both");
            }
        }
        if (simulation == Simulation.RAMP_UP) {
            double run = RampUpSchema.RAMP_SECONDS.valueIn(properties) + RampUpSchema.HOLD_SECONDS.valueIn(properties);
            if (RampUpSchema.SMOOTHING_SECONDS.valueIn(properties) > run) {
                throw data.invalid(RampUpSchema.SMOOTHING_SECONDS.key(), properties.getOrDefault(RampUpSchema.SMOOTHING_SECONDS.property(),
                        RampUpSchema.SMOOTHING_SECONDS.defaultText()),
                        "at most " + RampUpSchema.RAMP_SECONDS.key() + " + " + RampUpSchema.HOLD_SECONDS.key() + " = " + (int) run
                                + " s: the moving average cannot span more than the run");
            }
        }
    }
}
