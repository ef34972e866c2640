package dev.vtbench.harness.cli;

import dev.vtbench.harness.run.speed.CoreSpeedProbe;
import dev.vtbench.harness.run.speed.ProbeFailure;
import dev.vtbench.harness.run.speed.SpeedReport;
import dev.vtbench.harness.run.speed.SpeedSeries;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.run.Machine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/**
 * {@code harness/vtbench machine}: how much this machine's own speed moves, core by core, with nothing else running. A
 * cloud VM shares its cores' hardware with its neighbours, and a core's speed can change by half from one second to the
 * next: what it moves, the rounds cannot tell from a difference between modes.
 */
@Command(name = "machine", description = "Time a fixed piece of work second by second on each core a CPU profile gives the "
        + "server and the driver, with nothing else running: how much this machine's own speed moves a measured window.")
final class MachineCommand implements Callable<Integer> {
    @Option(names = "--profile", paramLabel = "PROFILE", description = "the CPU profile whose cores are probed (default: ${DEFAULT-VALUE})",
            defaultValue = "cpu-1")
    private String profile;

    @Option(names = "--seconds", paramLabel = "N", description = "seconds timed on each core, 10 to 600 (default: ${DEFAULT-VALUE})",
            defaultValue = "60")
    private int seconds;

    @Option(names = "--window", paramLabel = "N", description = "seconds of the window whose speed is read: the matrix's "
            + "duration.seconds (default: ${DEFAULT-VALUE}, the small matrix's)", defaultValue = "9")
    private int window;

    @Override
    public Integer call() {
        if (seconds < 10 || seconds > 600) {
            throw new IllegalArgumentException("--seconds " + seconds + " is out of range: give 10 to 600 seconds of timed work per core");
        }
        if (window < 1 || 2 * window > seconds) {
            throw new IllegalArgumentException("--window " + window + " does not fit twice in --seconds " + seconds
                    + ": give a window of 1 to " + seconds / 2 + " seconds, or more seconds");
        }
        CpuProfile cpus = Definitions.load(Definitions.locateRoot()).profiles().get(profile);
        int cores = Machine.cores();
        if (cpus.serverCpuset().highestCore() >= cores || cpus.driverCpuset().highestCore() >= cores) {
            throw new IllegalArgumentException("profile " + profile + " names cores " + cpus.serverCpuset() + " and " + cpus.driverCpuset()
                    + ", and this machine has " + cores + ": give a profile within its cores (--profile cpu-1)");
        }
        MachineLock.acquire();
        SpeedSeries server;
        try {
            server = probe(cpus.serverCpuset(), "the server's in " + profile);
            probe(cpus.driverCpuset(), "the driver's in " + profile);
        } catch (ProbeFailure e) {
            System.err.println("vtbench: " + e.getMessage());
            return ExitCodes.REFUSED;
        }
        SpeedReport.reading(server, window).ifPresent(reading -> System.out.println("vtbench: " + reading));
        return ExitCodes.DONE;
    }

    /** Probes each core of {@code cores} in turn, printing each; returns the first one's series. */
    private SpeedSeries probe(CpuSet cores, String role) throws ProbeFailure {
        SpeedSeries first = null;
        for (int core = cores.cores().nextSetBit(0); core >= 0; core = cores.cores().nextSetBit(core + 1)) {
            System.out.println("vtbench: timing core " + core + " (" + role + ") for " + seconds + " s");
            SpeedSeries series = CoreSpeedProbe.probe(core, seconds);
            System.out.println("vtbench: " + SpeedReport.line(series, role, window));
            if (first == null) {
                first = series;
            }
        }
        return first;
    }
}
