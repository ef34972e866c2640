package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.gatling.schema.CommonSchema;
import dev.vtbench.gatling.schema.EqualLoadSchema;
import dev.vtbench.gatling.schema.LoadSchema;
import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.gatling.schema.RampUpSchema;
import dev.vtbench.gatling.schema.RateSearchSchema;
import dev.vtbench.gatling.schema.SimulationSchema;
import dev.vtbench.gatling.schema.ThroughputSchema;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The schema is the one place a simulation's ranges and defaults are written: each parameter's default lies in its
 * range, and the class that reads it accepts both bounds and refuses a value just outside them.
 */
class ParameterSchemaTest {

    /** Which class reads a parameter, and what else must be set for its bounds to be consistent with the rest. */
    private record Reader(String name, Function<BoundedProperties, Object> read, Map<String, String> companions) {
        Reader with(String property, String value) {
            Map<String, String> more = new LinkedHashMap<>(companions);
            more.put(property, value);
            return new Reader(name, read, more);
        }
    }

    private static final Reader COMMON = new Reader("CommonParameters", CommonParameters::from, Map.of());
    private static final Reader THROUGHPUT = new Reader("SimulationParameters", SimulationParameters::from, Map.of());
    private static final Reader RATE_SEARCH = new Reader("RateSearchParameters", RateSearchParameters::from, Map.of());
    private static final Reader RAMP_UP = new Reader("RampUpParameters", RampUpParameters::from, Map.of());
    private static final Reader EQUAL_LOAD = new Reader("EqualLoadParameters", EqualLoadParameters::from,
            Map.of(EqualLoadParameters.RATES, "100,200"));
    private static final Reader UNTIL_STEADY = THROUGHPUT.with(WarmupPolicy.MODE, WarmupPolicy.UNTIL_STEADY);

    /** Every parameter with each class that reads it; the companions keep the other parameters' rules satisfied at the bounds. */
    private static final Map<Parameter, List<Reader>> READERS = readers();

    private static Map<Parameter, List<Reader>> readers() {
        Map<Parameter, List<Reader>> readers = new LinkedHashMap<>();
        readers.put(CommonSchema.REQUEST_TIMEOUT_MS, List.of(COMMON));
        readers.put(CommonSchema.INJECTION_LAG_TOLERANCE_MS, List.of(COMMON));
        readers.put(LoadSchema.USERS, List.of(THROUGHPUT, RAMP_UP));
        readers.put(LoadSchema.RATE, List.of(THROUGHPUT.with(SimulationParameters.MODEL, "open")));
        readers.put(LoadSchema.WARMUP_SECONDS, List.of(THROUGHPUT, RATE_SEARCH.with(RateSearchParameters.MAX_RATE, "100")));
        readers.put(LoadSchema.WARMUP_MIN_SECONDS, List.of(UNTIL_STEADY.with(WarmupPolicy.MAX_SECONDS, "3600")));
        readers.put(LoadSchema.WARMUP_MAX_SECONDS, List.of(UNTIL_STEADY.with(WarmupPolicy.MIN_SECONDS, "0")));
        readers.put(LoadSchema.DURATION_SECONDS, List.of(THROUGHPUT));
        readers.put(ThroughputSchema.MAX_ERROR_PERCENT, List.of(THROUGHPUT, RAMP_UP));
        readers.put(ThroughputSchema.OPEN_MAX_IN_FLIGHT, List.of(new Reader("SimulationParameters.openMaxInFlight",
                SimulationParameters::openMaxInFlight, Map.of())));
        readers.put(RateSearchSchema.START_RATE, List.of(RATE_SEARCH.with(RateSearchParameters.MAX_RATE, "200000")));
        readers.put(RateSearchSchema.MAX_RATE, List.of(RATE_SEARCH.with(RateSearchParameters.START_RATE, "1")));
        // A factor of 1.01 from 100 needs a low maximum to stay within 100 steps.
        readers.put(RateSearchSchema.STEP_FACTOR, List.of(RATE_SEARCH.with(RateSearchParameters.MAX_RATE, "150")));
        readers.put(RateSearchSchema.STEP_INCREMENT, List.of(RATE_SEARCH));
        // One step of an hour stays within the 36000 s a search may measure.
        readers.put(RateSearchSchema.STEP_SECONDS, List.of(RATE_SEARCH.with(RateSearchParameters.MAX_RATE, "100")));
        readers.put(RateSearchSchema.STEPS_AFTER_MISS, List.of(RATE_SEARCH));
        readers.put(RateSearchSchema.OBJECTIVE_PERCENTILE, List.of(RATE_SEARCH));
        readers.put(RateSearchSchema.OBJECTIVE_MILLIS, List.of(RATE_SEARCH));
        readers.put(RateSearchSchema.OBJECTIVE_MAX_ERROR_PERCENT, List.of(RATE_SEARCH));
        readers.put(RampUpSchema.RAMP_SECONDS, List.of(RAMP_UP));
        readers.put(RampUpSchema.HOLD_SECONDS, List.of(RAMP_UP));
        // Smoothing is at most ramp + hold.
        readers.put(RampUpSchema.SMOOTHING_SECONDS, List.of(RAMP_UP.with(RampUpParameters.HOLD_SECONDS, "60")));
        readers.put(EqualLoadSchema.RAMP_SECONDS, List.of(EQUAL_LOAD));
        readers.put(EqualLoadSchema.WARMUP_SECONDS, List.of(EQUAL_LOAD));
        // The least settle is at most the longest.
        readers.put(EqualLoadSchema.SETTLE_MIN_SECONDS, List.of(EQUAL_LOAD.with(EqualLoadParameters.SETTLE_MAX_SECONDS, "3600")));
        readers.put(EqualLoadSchema.SETTLE_MAX_SECONDS, List.of(EQUAL_LOAD.with(EqualLoadParameters.SETTLE_MIN_SECONDS, "0")));
        readers.put(EqualLoadSchema.MAX_IN_FLIGHT, List.of(EQUAL_LOAD));
        return readers;
    }

    private static List<Parameter> everyParameter() {
        return Stream.concat(LoadSchema.ALL.stream(), Stream.of(SimulationSchema.values()).flatMap(s -> s.parameters().stream()))
                .distinct().toList();
    }

    @Test
    void everyDefaultLiesWithinItsRange() {
        for (Parameter parameter : everyParameter()) {
            assertThat(parameter.defaultValue()).as("default of %s", parameter.key()).isBetween(parameter.min(), parameter.max());
            assertThat(parameter.accepts(parameter.defaultValue())).as("%s accepts its default", parameter.key()).isTrue();
            assertThat(parameter.meaning()).as("meaning of %s", parameter.key()).isNotBlank();
        }
    }

    @Test
    void everyParameterIsReadByAClassThatKnowsItsRange() {
        assertThat(READERS.keySet()).as("parameters whose readers this test checks").containsExactlyInAnyOrderElementsOf(everyParameter());
    }

    @Test
    void eachReaderAcceptsTheBoundsAndRefusesAValueJustOutside() {
        READERS.forEach((parameter, readers) -> {
            for (Reader reader : readers) {
                for (String bound : List.of(text(parameter.min()), text(parameter.max()))) {
                    assertThatCode(() -> read(reader, parameter, bound)).as("%s reads %s=%s, a bound", reader.name(), parameter.property(), bound)
                            .doesNotThrowAnyException();
                }
                for (String outside : List.of(outside(parameter, -1), outside(parameter, +1))) {
                    assertThatThrownBy(() -> read(reader, parameter, outside)).as("%s refuses %s=%s", reader.name(), parameter.property(), outside)
                            .isInstanceOf(IllegalArgumentException.class)
                            .hasMessageContaining(parameter.property() + "=" + outside + " is out of range")
                            .hasMessageContaining(text(parameter.min()));
                }
            }
        });
    }

    @Test
    void keysAndPropertiesAreDistinctWithinEachSimulation() {
        for (SimulationSchema simulation : SimulationSchema.values()) {
            List<Parameter> parameters = simulation.parameters();
            assertThat(parameters.stream().map(Parameter::key)).as("matrix keys of %s", simulation.label()).doesNotHaveDuplicates();
            assertThat(parameters.stream().map(Parameter::property)).as("properties of %s", simulation.label()).doesNotHaveDuplicates();
        }
        assertThat(SimulationSchema.RATE_SEARCH.parameter("search.step.factor")).as("a key finds its parameter")
                .contains(RateSearchSchema.STEP_FACTOR);
        assertThat(RateSearchSchema.STEP_FACTOR.expectation()).as("what a matrix error says is expected")
                .isEqualTo("a number from 1.01 to 10 (factor): next rate = rate x factor (rounded, at least +1)");
    }

    /** The harness takes each simulation's class and shape from its schema alone, so each must name a real simulation. */
    @Test
    void eachSimulationNamesItsClassAndAShapeTheHarnessCanRun() throws ClassNotFoundException {
        for (SimulationSchema simulation : SimulationSchema.values()) {
            assertThat(io.gatling.javaapi.core.Simulation.class.isAssignableFrom(Class.forName(simulation.className())))
                    .as("%s names a Gatling simulation: %s", simulation.label(), simulation.className()).isTrue();
            simulation.fixedModel().ifPresent(model -> assertThat(model.jsonName()).as("the model %s fixes", simulation.label()).isIn("open", "closed"));
            simulation.rateParameter().ifPresent(rate -> assertThat(simulation.parameters()).as("a rate taken from a key of %s's own",
                    simulation.label()).contains(rate));
            assertThat(simulation.plannedSeconds(Map.of(), 60)).as("%s runs at least the matrix duration", simulation.label())
                    .isGreaterThanOrEqualTo(60);
            assertThat(simulation.shortestSeconds(Map.of(), 60)).as("%s's shortest run: positive, at most its longest", simulation.label())
                    .isPositive().isLessThanOrEqualTo(simulation.plannedSeconds(Map.of(), 60));
            assertThat(simulation.inconsistency(Map.of())).as("%s's defaults agree with each other", simulation.label()).isEmpty();
        }
        assertThat(SimulationSchema.DEFAULT.constantLoad()).as("the default holds one load level").isTrue();
    }

    /**
     * The harness loads the schema without Gatling on its class path, so the package may import nothing but the JDK and
     * the contract's types (gatling/contract: Jackson alone, which the harness has), such as the load model a simulation
     * fixes, and the distributions of Apache Commons Statistics (the harness depends on it too) for the steady
     * criterion's quantiles.
     */
    @Test
    void theSchemaPackageImportsOnlyTheJdk() throws IOException {
        Path folder = Path.of("src/main/java/dev/vtbench/gatling/schema");
        List<String> imports = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.readAllLines(file).stream().filter(line -> line.startsWith("import ") && !line.startsWith("import java.")
                        && !line.startsWith("import dev.vtbench.contract.")
                        && !line.startsWith("import org.apache.commons.statistics.distribution."))
                        .forEach(line -> imports.add(file.getFileName() + ": " + line));
            }
        }
        assertThat(imports).as("imports beyond java.* and the contract in %s", folder).isEmpty();
    }

    private static Object read(Reader reader, Parameter parameter, String value) {
        List<String> keyValues = new ArrayList<>();
        reader.companions().forEach((k, v) -> {
            keyValues.add(k);
            keyValues.add(v);
        });
        keyValues.add(parameter.property());
        keyValues.add(value);
        return reader.read().apply(TestProperties.of(keyValues.toArray(String[]::new)));
    }

    /** One whole number, or a thousandth, beyond the bound on that side. */
    private static String outside(Parameter parameter, int side) {
        BigDecimal bound = BigDecimal.valueOf(side < 0 ? parameter.min() : parameter.max());
        BigDecimal step = parameter.whole() ? BigDecimal.ONE : new BigDecimal("0.001");
        return bound.add(step.multiply(BigDecimal.valueOf(side))).stripTrailingZeros().toPlainString();
    }

    private static String text(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
