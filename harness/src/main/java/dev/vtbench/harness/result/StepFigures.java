package dev.vtbench.harness.result;

import dev.vtbench.contract.Percentile;
import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmUse;

import java.util.ArrayList;
import java.util.List;

/**
 * One equal-load step of a repetition: what the driver measured in the step's window ({@link LoadStep}) and what the
 * server used in that same window (CPU and its quota's throttling, memory; the JVM's collections and context switches),
 * so that modes offered the same rate compare on latency, CPU per request and memory.
 *
 * @param percent the step's share of the lower capacity of the modes, 0 for a step given as an absolute rate
 */
public record StepFigures(int percent, LoadStep load, ResourceUse resources, JvmUse jvm) {
    /** Driver cores busier than this in a step may have delayed arrivals: its latencies are the driver's as much as the server's. */
    static final double DRIVER_SATURATED_PERCENT = 90;
    static final double MAX_ERROR_PERCENT = 1.0;

    public StepFigures {
        resources = resources == null ? ResourceUse.UNKNOWN : resources;
        jvm = jvm == null ? JvmUse.unknown("not recorded") : jvm;
    }

    /** The offered rate, requests per second. */
    public int rate() {
        return load.rate();
    }

    /** "25%" or "500 req/s": how tables name the step. */
    public String label() {
        return percent > 0 ? percent + "%" : String.format(java.util.Locale.ROOT, "%,d req/s", load.rate());
    }

    /** Server CPU microseconds per OK request in the step's window, as {@link RequestCost} counts it; NaN when unknown. */
    public double cpuMicrosPerRequest() {
        return RequestCost.of(load.throughputPerSecond(), resources, jvm).cpuMicrosPerRequest();
    }

    /** p99 of the step's OK latencies in milliseconds, from each request's scheduled arrival. */
    public double p99Millis() {
        return load.latencyMillis(Percentile.P99);
    }

    /**
     * Whether the driver may have been what fell behind: it started arrivals late, or its cores were saturated. Then a
     * shortfall is not the server's: on two cores an open model's driver offers /hello at about a quarter of what one
     * server core answers to a closed model, and such a step completed 8% of its rate with the server idling.
     */
    public boolean driverLimited() {
        return load.injectionLagged() || resources.driverSaturationPercent() >= DRIVER_SATURATED_PERCENT;
    }

    /**
     * Over capacity as a finding about the server: the step fell behind its rate ({@link LoadStep#overCapacity()}) while
     * the driver kept its schedule with cores to spare. A step the driver could not offer says nothing of the server.
     */
    public boolean serverOverCapacity() {
        return load.overCapacity() && !driverLimited();
    }

    /**
     * Why the step's latency cannot be compared with another mode's at the same rate, empty when it can: it never became
     * steady, too many requests failed, the driver started arrivals late or its cores were saturated. A step over
     * capacity with a driver that kept up is a finding about the mode ({@link #serverOverCapacity()}), not a reason here.
     */
    public List<String> untrustedBecause() {
        List<String> reasons = windowUntrustedBecause();
        reasons.addAll(driverLateBecause());
        return reasons;
    }

    /**
     * Why the step's CPU per request cannot be compared with another mode's at the same rate, empty when it can: as for
     * its latency, but a late or saturated driver spoils it only where the step then fell behind its rate. A driver that
     * started arrivals a few milliseconds late yet delivered the rate changed when requests arrived, which is in the
     * latency, not how much CPU the server spent on each of them: the load was still the one offered to the other mode
     * (the flag LAG disqualifies latency only). Seen on two cores, where one repetition in two of a virtual-thread step
     * at 987 req/s lagged 11.5 ms at p99 (the tolerance 10 ms) with its rate delivered, and took the equal-load CPU per
     * request out of the verdict.
     */
    public List<String> costUntrustedBecause() {
        List<String> reasons = windowUntrustedBecause();
        if (load.overCapacity()) {
            reasons.addAll(driverLateBecause());
        }
        return reasons;
    }

    /**
     * Why this step's window is left out of its figures, while the other repetitions' windows of the step still count;
     * empty when it counts: its rate not steady when it opened (the settle ran out), the server's JIT still compiling then
     * or through the window ({@link CountedWindows#jitBusy}), or its rate rising or falling inside it. A step over capacity is not
     * left out: falling behind the offered rate is a finding about the mode.
     */
    public java.util.Optional<String> leftOut() {
        if (!load.steady() && !load.overCapacity()) {
            return java.util.Optional.of("its rate not steady when its window opened");
        }
        java.util.Optional<String> jit = jitWorked();
        if (jit.isPresent()) {
            return jit;
        }
        return load.overCapacity() ? java.util.Optional.empty() : drift();
    }

    /**
     * Why the server's JIT spoils this step's window, whatever else does: still compiling when the window opened (the
     * settle ran out) or compiling through it ({@link CountedWindows#jitBusy}); empty when it was quiet. A JVM further
     * along can give a window this one could not, so the steps are measured again on the same server (run.WarmWindow).
     */
    public java.util.Optional<String> jitWorked() {
        if (Boolean.FALSE.equals(load.jitQuiet())) {
            return java.util.Optional.of("the server's JIT still compiling when its window opened (the settle ran out)");
        }
        if (CountedWindows.jitBusy(jvm).isPresent()) {
            return java.util.Optional.of(String.format(java.util.Locale.ROOT, "the JIT compiling in its window (%.1f%%)",
                    100 * jvm.jitDemandShare()));
        }
        return java.util.Optional.empty();
    }

    /** The window's whole seconds (the last ones of the step's timeline, without the partial last) judged for a trend. */
    private java.util.Optional<String> drift() {
        List<Long> timeline = load.timelineOkPerSecond();
        int windowSeconds = (int) Math.floor(load.measuredSeconds());
        if (timeline.size() < 2 || windowSeconds < 6) {
            return java.util.Optional.empty();
        }
        List<Long> window = HonestyChecks.window(timeline, Math.max(0, timeline.size() - windowSeconds - 1));
        dev.vtbench.gatling.schema.SteadyCriterion.Judgement judgement = CountedWindows
                .judgeable(dev.vtbench.gatling.schema.SteadyCriterion.DEFAULT, window.size()).judge(window);
        // A trend only, as for a capacity window (CountedWindows): a rate switching between levels is noise, kept.
        return judgement.drifted() && judgement.driftedByChange()
                ? java.util.Optional.of("its rate " + judgement.describeDrift() + " inside its window") : java.util.Optional.empty();
    }

    /** Whether its window counts in the step's figures ({@link #leftOut}). */
    public boolean counted() {
        return leftOut().isEmpty();
    }

    private List<String> windowUntrustedBecause() {
        List<String> reasons = new ArrayList<>();
        if (load.errorPercent() > MAX_ERROR_PERCENT) {
            reasons.add(String.format(java.util.Locale.ROOT, "%.1f%% of requests failed", load.errorPercent()));
        }
        return reasons;
    }

    private List<String> driverLateBecause() {
        List<String> reasons = new ArrayList<>();
        if (load.injectionLagged()) {
            reasons.add("the driver started arrivals late");
        }
        if (resources.driverSaturationPercent() >= DRIVER_SATURATED_PERCENT) {
            reasons.add(String.format(java.util.Locale.ROOT, "the driver's cores were %.0f%% busy", resources.driverSaturationPercent()));
        }
        return reasons;
    }
}
