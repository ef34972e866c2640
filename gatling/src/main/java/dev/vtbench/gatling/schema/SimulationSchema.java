package dev.vtbench.gatling.schema;

import dev.vtbench.contract.LoadModel;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The simulations a matrix can name, each with the parameters it sets key by key (the {@link CommonSchema common}
 * ones, then its own) and what the harness must know of its shape: which model it runs, whether it holds one load
 * level, how long it may run and the rules between its keys. The simulations read their ranges and defaults from
 * here, the harness refuses a matrix value outside them when it loads the matrix, and its help lists them. No Gatling
 * class is used here, so the harness can load it on its own.
 *
 * <p>A new simulation is its class in {@code dev.vtbench.gatling}, its parameters beside the others here, and one
 * constant below: the harness reads everything else from that constant and names none of them.
 */
public enum SimulationSchema {
    /** One point of a concurrency sweep (closed) or a constant arrival rate (open). */
    THROUGHPUT("ThroughputSimulation", true, ThroughputSchema.ALL) {
        @Override
        public Optional<String> maxInFlightProperty() {
            return Optional.of(ThroughputSchema.OPEN_MAX_IN_FLIGHT.property());
        }
    },
    /** The same, long, to watch memory under constant load. */
    SOAK("SoakSimulation", true, ThroughputSchema.ALL) {
        @Override
        public Optional<String> maxInFlightProperty() {
            return Optional.of(ThroughputSchema.OPEN_MAX_IN_FLIGHT.property());
        }
    },
    /** Open-model staircase: the highest rate whose steps all met a latency objective. */
    RATE_SEARCH("RateSearchSimulation", false, RateSearchSchema.ALL) {
        @Override
        public Optional<LoadModel> fixedModel() {
            return Optional.of(LoadModel.OPEN);
        }

        @Override
        public Optional<Parameter> rateParameter() {
            return Optional.of(RateSearchSchema.MAX_RATE);
        }

        @Override
        public long plannedSeconds(Map<String, String> properties, long durationSeconds) {
            return Math.max(durationSeconds, RateSearchSchema.MAX_STEPS * (long) RateSearchSchema.STEP_SECONDS.valueIn(properties));
        }

        /** One step: a search whose first rate misses the objective stops there. */
        @Override
        public long shortestSeconds(Map<String, String> properties, long durationSeconds) {
            return (long) RateSearchSchema.STEP_SECONDS.valueIn(properties);
        }

        @Override
        public Optional<Refusal> inconsistency(Map<String, String> properties) {
            return RateSearchSchema.inconsistency(properties);
        }
    },
    /** Closed ramp from idle: seconds to 90% of peak throughput. */
    RAMP_UP("RampUpSimulation", false, RampUpSchema.ALL) {
        @Override
        public Optional<LoadModel> fixedModel() {
            return Optional.of(LoadModel.CLOSED);
        }

        @Override
        public long plannedSeconds(Map<String, String> properties, long durationSeconds) {
            return durationSeconds + (long) (RampUpSchema.RAMP_SECONDS.valueIn(properties) + RampUpSchema.HOLD_SECONDS.valueIn(properties));
        }

        @Override
        public Optional<Refusal> inconsistency(Map<String, String> properties) {
            return RampUpSchema.inconsistency(properties);
        }
    },
    /**
     * Open-model steps of ascending rates ({@value EqualLoadSchema#RATES_PROPERTY}, set by the harness), each reached
     * by a ramp from a warm server and measured once steady: the latency of every mode at the same offered load.
     */
    EQUAL_LOAD("EqualLoadSimulation", false, EqualLoadSchema.ALL) {
        @Override
        public Optional<LoadModel> fixedModel() {
            return Optional.of(LoadModel.OPEN);
        }

        /** Every step ramped, settled to its cap and measured for the matrix duration. */
        @Override
        public long plannedSeconds(Map<String, String> properties, long durationSeconds) {
            return EqualLoadSchema.plannedSeconds(properties, durationSeconds);
        }

        /** Every step ramped, settled as briefly as its minimum allows and measured for the matrix duration. */
        @Override
        public long shortestSeconds(Map<String, String> properties, long durationSeconds) {
            return EqualLoadSchema.shortestSeconds(properties, durationSeconds);
        }

        @Override
        public Optional<Refusal> inconsistency(Map<String, String> properties) {
            return EqualLoadSchema.inconsistency(properties);
        }

        @Override
        public Optional<String> stepRatesProperty() {
            return Optional.of(EqualLoadSchema.RATES_PROPERTY);
        }

        @Override
        public Optional<String> maxInFlightProperty() {
            return Optional.of(EqualLoadSchema.MAX_IN_FLIGHT.property());
        }
    };

    /** The simulation of a matrix that names none, and the one a cell id leaves unnamed. */
    public static final SimulationSchema DEFAULT = THROUGHPUT;

    private final String className;
    private final boolean constantLoad;
    private final List<Parameter> parameters;

    SimulationSchema(String className, boolean constantLoad, List<Parameter> own) {
        this.className = className;
        this.constantLoad = constantLoad;
        this.parameters = Stream.concat(CommonSchema.ALL.stream(), own.stream()).toList();
    }

    /** "throughput", "soak", "rate-search", "ramp-up", "equal-load": how matrix files name it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The Gatling simulation class that runs it. */
    public String className() {
        return "dev.vtbench.gatling." + className;
    }

    /**
     * Whether it holds one load level (users or rate) for its whole measured window. Only such a load can be
     * judged steady (so it may wait for a steady rate before measuring, and its rate should be flat), be bounded by
     * Little's law, be shared by several drivers whose latency histograms merge, and send a user's own traffic.
     * A ramp climbs on purpose and a search by steps.
     */
    public boolean constantLoad() {
        return constantLoad;
    }

    /** The load model it runs whatever the matrix says; empty when the matrix chooses. */
    public Optional<LoadModel> fixedModel() {
        return Optional.empty();
    }

    /** The parameter whose value is the load's rate (a search's highest rate), when the rate is not the matrix's {@code rates}. */
    public Optional<Parameter> rateParameter() {
        return Optional.empty();
    }

    /**
     * The system property through which the harness gives it equal-load step rates (ascending, by commas), when it
     * offers every threading mode the same open-model rates step by step; empty for every other simulation.
     */
    public Optional<String> stepRatesProperty() {
        return Optional.empty();
    }

    /**
     * The system property that bounds its open model's requests in flight (equal-load steps: set by the harness from the
     * capacity cells' users); the sockets a cell needs are counted from it, not from its rate.
     */
    public Optional<String> maxInFlightProperty() {
        return Optional.empty();
    }

    /** The longest it runs after its warm-up, in seconds, with these system properties and this matrix duration. */
    public long plannedSeconds(Map<String, String> properties, long durationSeconds) {
        return durationSeconds;
    }

    /**
     * The shortest it runs after its warm-up, in seconds, with these system properties and this matrix duration: the
     * same as {@link #plannedSeconds} for a simulation whose length is fixed, less for one that ends or settles early.
     * The harness's estimate of the time a run has left takes its range from the two.
     */
    public long shortestSeconds(Map<String, String> properties, long durationSeconds) {
        return plannedSeconds(properties, durationSeconds);
    }

    /** The first rule between two of its keys that these system properties break (the simulation applies the same rules). */
    public Optional<Refusal> inconsistency(Map<String, String> properties) {
        return Optional.empty();
    }

    public List<Parameter> parameters() {
        return parameters;
    }

    public Optional<Parameter> parameter(String key) {
        return parameters.stream().filter(p -> p.key().equals(key)).findFirst();
    }
}
