package dev.vtbench.gatling;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.LoadSchema;
import dev.vtbench.gatling.schema.ThroughputSchema;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link ThroughputSimulation} (and so a {@link SoakSimulation}) run is told from outside,
 * on top of the {@link CommonParameters}.
 *
 * <table>
 *   <caption>System properties</caption>
 *   <tr><th>property</th><th>meaning</th><th>unit, range</th><th>default</th></tr>
 *   <tr><td>{@value #MODEL}</td><td>{@link LoadModel}</td><td>{@code closed} or {@code open}</td><td>{@code closed}</td></tr>
 *   <tr><td>{@code vtbench.users}, {@code vtbench.rate}, {@code vtbench.warmupSeconds}</td><td>see {@link LoadSchema}</td><td></td><td></td></tr>
 *   <tr><td>{@code vtbench.warmupMode}</td><td>{@code fixed}, or {@code until-steady}: the window opens once the OK
 *       rate is steady, between {@code vtbench.warmupMinSeconds} and {@code vtbench.warmupMaxSeconds} (see
 *       {@link WarmupPolicy}, {@link dev.vtbench.gatling.schema.SteadyCriterion})</td><td>-</td><td>{@code fixed}</td></tr>
 *   <tr><td>{@code vtbench.durationSeconds}, {@code vtbench.maxErrorPercent}</td><td>see {@link LoadSchema},
 *       {@link ThroughputSchema}</td><td></td><td></td></tr>
 *   <tr><td>{@value #REQUESTS_FILE}</td><td>a request list to send instead of the endpoint: a JSON array of
 *       {@code {"weight":8,"method":"GET","path":"/hello","status":200,"body":null,"contentType":null}}, one picked
 *       by weight per request, each failed unless answered with its status (ignored by an
 *       {@link OwnTrafficSimulation})</td><td>file path</td><td>none: {@code GET} the endpoint, expect 200</td></tr>
 * </table>
 *
 * @param users concurrent users for {@link LoadModel#CLOSED}, {@code null} for the open model
 * @param rate requests per second for {@link LoadModel#OPEN}, {@code null} for the closed model
 */
public record SimulationParameters(
        CommonParameters common,
        LoadModel model,
        Integer users,
        Integer rate,
        WarmupPolicy warmup,
        int durationSeconds,
        double maxErrorPercent) {

    public static final String MODEL = "vtbench.model";
    public static final String USERS = LoadSchema.USERS.property();
    public static final String RATE = LoadSchema.RATE.property();
    public static final String WARMUP_SECONDS = LoadSchema.WARMUP_SECONDS.property();
    public static final String DURATION_SECONDS = LoadSchema.DURATION_SECONDS.property();
    public static final String MAX_ERROR_PERCENT = ThroughputSchema.MAX_ERROR_PERCENT.property();
    public static final String REQUESTS_FILE = "vtbench.requestsFile";

    static final int MAX_DURATION_SECONDS = (int) LoadSchema.DURATION_SECONDS.max();

    public SimulationParameters {
        Objects.requireNonNull(common, "common");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(warmup, "warmup");
        // Exactly one of users and rate describes the load; the other would be a lie in the results.
        if ((model == LoadModel.CLOSED) != (users != null) || (model == LoadModel.OPEN) != (rate != null)) {
            throw new IllegalArgumentException("model " + model.jsonName() + " needs exactly "
                    + (model == LoadModel.CLOSED ? "users" : "rate") + ", got users=" + users + ", rate=" + rate);
        }
    }

    public static SimulationParameters fromSystemProperties() {
        return from(BoundedProperties.ofSystemProperties());
    }

    static SimulationParameters from(BoundedProperties properties) {
        LoadModel model = LoadModel.fromJsonName(MODEL, properties.text(MODEL, LoadModel.CLOSED.jsonName()));
        // The property of the other model is ignored rather than rejected, so a harness may always pass both.
        Integer users = model == LoadModel.CLOSED ? users(properties) : null;
        Integer rate = model == LoadModel.OPEN ? properties.integer(LoadSchema.RATE) : null;
        return new SimulationParameters(
                CommonParameters.from(properties),
                model,
                users,
                rate,
                WarmupPolicy.from(properties),
                properties.integer(LoadSchema.DURATION_SECONDS),
                maxErrorPercent(properties));
    }

    /** Shared with the other closed-model simulations, so that one harness setting means the same everywhere. */
    static int users(BoundedProperties properties) {
        return properties.integer(LoadSchema.USERS);
    }

    static int warmupSeconds(BoundedProperties properties) {
        return properties.integer(LoadSchema.WARMUP_SECONDS);
    }

    /** The open model's bound on requests in flight (see {@link ThroughputSchema#OPEN_MAX_IN_FLIGHT}). */
    static int openMaxInFlight(BoundedProperties properties) {
        return properties.integer(ThroughputSchema.OPEN_MAX_IN_FLIGHT);
    }

    static double maxErrorPercent(BoundedProperties properties) {
        return properties.decimal(ThroughputSchema.MAX_ERROR_PERCENT);
    }

    public Duration duration() {
        return Duration.ofSeconds(durationSeconds);
    }

    /** The longest the run may last: the longest warm-up, then the window. */
    public Duration longestRunTime() {
        return Duration.ofSeconds(warmup.longestSeconds()).plus(duration());
    }

    /**
     * The open model's one constant rate over the longest warm-up and the window; none in the closed model. A run
     * whose window opens sooner stops injecting when its window closes.
     */
    Optional<InjectionSchedule> injectionSchedule() {
        return model == LoadModel.OPEN
                ? Optional.of(InjectionSchedule.constantRate(rate, warmup.longestSeconds() + durationSeconds))
                : Optional.empty();
    }

    LoadDescription describe(String simulation, String traffic) {
        return new LoadDescription(simulation, model, users, rate, common.endpoint(), common.target(),
                warmup.minSeconds(), durationSeconds, warmup, traffic);
    }
}
