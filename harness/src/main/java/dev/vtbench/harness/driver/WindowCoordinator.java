package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.CoordinatedWindow;
import dev.vtbench.gatling.schema.CoordinatedWindowFiles.DriverTimeline;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Opens one measured window for several drivers: about once a second it reads every driver's warm-up timeline,
 * sums them ({@link MergedTimeline}), and once {@link CoordinatedOpening} says so writes the same opening instant
 * to every driver. Without it each driver would open its window when its own rate looked steady, and two drivers'
 * windows were seen 11 s apart on one machine, not overlapping at all.
 */
public final class WindowCoordinator {
    static final Duration POLL = Duration.ofSeconds(1);

    /** One driver as the coordinator sees it: its timeline so far, and where to write the opening. */
    public interface Driver {
        /** Its warm-up timeline, or empty before its first request (or while its engine cannot be read). */
        Optional<DriverTimeline> warmupTimeline() throws IOException;

        void openWindowAt(Instant opensAt) throws IOException;

        /** "Gatling driver 2 (container on cpus 0)", for messages. */
        String describe();
    }

    private final CoordinatedOpening opening;
    private final InstantSource clock;

    public WindowCoordinator(CoordinatedOpening opening, InstantSource clock) {
        this.opening = opening;
        this.clock = clock;
    }

    /**
     * Reads and judges until the window is opened (its record) or the cap is too near (empty: every driver ends at its
     * cap, not steady). Ends early, empty, when interrupted: the drivers ended (or failed) before a decision.
     */
    public Optional<CoordinatedWindow> open(List<? extends Driver> drivers) {
        try {
            while (true) {
                Thread.sleep(POLL);
                Optional<MergedTimeline> merged = merged(drivers);
                if (merged.isEmpty()) {
                    continue;
                }
                switch (opening.decide(merged.get(), clock.instant())) {
                    case CoordinatedOpening.Open open -> {
                        for (Driver driver : drivers) {
                            tell(driver, open.opensAt());
                        }
                        return Optional.of(new CoordinatedWindow(open.opensAt().toString(), drivers.size(), open.secondsToSteady(), open.judgement()));
                    }
                    case CoordinatedOpening.GiveUp ignored -> {
                        return Optional.empty();
                    }
                    case CoordinatedOpening.Wait ignored -> { }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** Every driver's timeline summed, or empty while any driver has none yet: a missing driver is not a zero. */
    private static Optional<MergedTimeline> merged(List<? extends Driver> drivers) {
        List<DriverTimeline> timelines = new ArrayList<>();
        for (Driver driver : drivers) {
            try {
                Optional<DriverTimeline> timeline = driver.warmupTimeline();
                if (timeline.isEmpty()) {
                    return Optional.empty();
                }
                timelines.add(timeline.get());
            } catch (IOException | RuntimeException e) {
                System.err.println("vtbench: could not read the warm-up timeline of " + driver.describe() + " (" + e
                        + "); reading it again in " + POLL.toSeconds() + " s");
                return Optional.empty();
            }
        }
        return Optional.of(MergedTimeline.of(timelines));
    }

    /**
     * A driver that cannot be told ends at its cap, not steady, and the merged result with it (flag NS): the others'
     * windows alone would not be the server's whole load.
     */
    private static void tell(Driver driver, Instant opensAt) {
        try {
            driver.openWindowAt(opensAt);
        } catch (IOException | RuntimeException e) {
            System.err.println("vtbench: could not tell " + driver.describe() + " to open its window at " + opensAt + " (" + e
                    + "): it will end at its cap, not steady, and the repetition with it");
        }
    }
}
