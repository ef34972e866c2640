package dev.vtbench.harness.docker;

import dev.vtbench.harness.engine.DockerEngine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The other end of a harness's {@link Lifeline}: a JVM that blocks on its stdin, a pipe from the harness, and when it
 * reads end-of-file (the harness has ended, however) kills the processes the harness handed it and removes, with
 * force, every container labelled with the harness's identity, then exits. Containers are found by label, not by
 * remembered ids, so one created but not started, or whose creation the engine finished after the kill, is found too:
 * the reaper lists until it has seen none for {@link #QUIET_SWEEPS} sweeps a second apart. It gives up, and says so,
 * when the Docker engine stays unreachable for {@link #ENGINE_PATIENCE_SECONDS} s (or the seconds of an optional
 * third argument).
 *
 * <p>Usage (by {@link Lifeline} only): {@code LifelineReaper HARNESS_PID HARNESS_START_TICKS [PATIENCE_SECONDS]}; stdin
 * lines {@code process PID START_TICKS}.
 */
public final class LifelineReaper {
    static final String PROCESS = "process";
    static final int QUIET_SWEEPS = 3;
    static final int ENGINE_PATIENCE_SECONDS = 30;

    private final HarnessIdentity harness;
    private final int patienceSeconds;
    private final List<HarnessIdentity> processes = new ArrayList<>();

    LifelineReaper(HarnessIdentity harness, int patienceSeconds) {
        this.harness = harness;
        this.patienceSeconds = patienceSeconds;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: LifelineReaper HARNESS_PID HARNESS_START_TICKS [PATIENCE_SECONDS] (started by the harness, not by hand)");
            System.exit(2);
        }
        LifelineReaper reaper = new LifelineReaper(new HarnessIdentity(Long.parseLong(args[0]), Long.parseLong(args[1])),
                args.length == 3 ? Integer.parseInt(args[2]) : ENGINE_PATIENCE_SECONDS);
        // Ready the Docker client while the harness runs, so that the sweep starts at once when it ends.
        Thread.ofPlatform().daemon().start(LifelineReaper::connectQuietly);
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                reaper.read(line);
            }
        } catch (IOException e) {
            reaper.say("the lifeline broke (" + e.getMessage() + "): taking it as the harness's end");
        }
        System.exit(reaper.reap() ? 0 : 1);
    }

    /** One line from the harness: a process to kill if the harness ends first. */
    void read(String line) {
        parse(line).ifPresentOrElse(processes::add, () -> say("ignored a line it does not understand: " + line));
    }

    /** "process 4242 176400" as the process it names. */
    static Optional<HarnessIdentity> parse(String line) {
        String[] words = line.trim().split(" ");
        if (words.length != 3 || !words[0].equals(PROCESS)) {
            return Optional.empty();
        }
        try {
            HarnessIdentity process = new HarnessIdentity(Long.parseLong(words[1]), Long.parseLong(words[2]));
            // Without its start, a PID may have been reused by the time the harness ends: never kill on a bare PID.
            return process.startTicks() < 0 ? Optional.empty() : Optional.of(process);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Kills the processes still alive, then removes the harness's containers; false when the engine stayed unreachable. */
    boolean reap() throws InterruptedException {
        killProcesses();
        return removeContainers();
    }

    /** Kills (SIGKILL) each process handed over that still runs, and its descendants; how many. */
    int killProcesses() {
        int killed = 0;
        for (HarnessIdentity process : processes) {
            // Only the very process handed over: a process id reused since then is someone else's.
            var handle = ProcessHandle.of(process.pid()).filter(alive -> process.isAlive());
            if (handle.isPresent()) {
                handle.get().descendants().forEach(ProcessHandle::destroyForcibly);
                handle.get().destroyForcibly();
                say("killed process " + process.pid() + ", which the harness had started");
                killed++;
            }
        }
        return killed;
    }

    private boolean removeContainers() throws InterruptedException {
        long giveUpAt = System.nanoTime() + patienceSeconds * 1_000_000_000L;
        int quiet = 0;
        int removed = 0;
        while (quiet < QUIET_SWEEPS) {
            try {
                int found = sweep();
                removed += found;
                quiet = found == 0 ? quiet + 1 : 0;
            } catch (RuntimeException e) {
                if (System.nanoTime() > giveUpAt) {
                    say("gave up: the Docker engine stayed unreachable for " + patienceSeconds + " s (" + RootCause.message(e)
                            + "); `harness/vtbench clean` removes what is left");
                    return false;
                }
            }
            if (quiet < QUIET_SWEEPS) {
                Thread.sleep(1_000);
            }
        }
        say("done: " + removed + " container(s) removed");
        return true;
    }

    /** Removes the harness's containers the engine lists now; how many. */
    private int sweep() {
        var client = DockerEngine.client();
        Map<String, String> labels = harness.labels();
        var containers = client.listContainersCmd().withShowAll(true).withLabelFilter(labels).exec();
        for (var container : containers) {
            try {
                client.removeContainerCmd(container.getId()).withForce(true).withRemoveVolumes(true).exec();
                say("removed container " + container.getId().substring(0, 12) + " " + String.join(",", container.getNames()));
            } catch (com.github.dockerjava.api.exception.NotFoundException e) {
                // Already gone: what was wanted.
            }
        }
        return containers.size();
    }

    private static void connectQuietly() {
        try {
            DockerEngine.client();
        } catch (RuntimeException e) {
            // Said, if it lasts, when the sweep needs the engine.
        }
    }

    private void say(String what) {
        System.out.println(Instant.now() + " reaper of " + harness.describe()
                + (harness.startTicks() < 0 ? "" : " (started at tick " + harness.startTicks() + " after boot)") + ": " + what);
    }
}
