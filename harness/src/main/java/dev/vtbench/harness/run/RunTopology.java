package dev.vtbench.harness.run;

import dev.vtbench.harness.engine.Engine;
import dev.vtbench.harness.engine.Topology;
import dev.vtbench.harness.engine.TopologyFile;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.MatrixFile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A run's topology before and after it: checked against the matrix before anything is built (every profile can be
 * placed, every engine answers, every load can be split over the drivers), and kept in the results folder so that
 * {@code --resume} runs the cells left on the same engines.
 */
public final class RunTopology {
    private RunTopology() {}

    /** The topology a results folder kept, or the local engine where the run had none. */
    public static Topology kept(Path resultsFolder) {
        Path file = resultsFolder.resolve(TopologyFile.NAME);
        return Files.isRegularFile(file) ? TopologyFile.load(file) : Topology.local();
    }

    /** Copies the topology file into the results folder; nothing for a run on the local engine alone. */
    static void keep(Topology topology, Path resultsFolder) {
        if (!topology.driversAsContainers()) {
            return;
        }
        Path source = Path.of(topology.source()).toAbsolutePath();
        try {
            // A relative TLS folder is resolved against the file's own folder: the copy names it absolutely.
            List<String> lines = Files.readAllLines(source).stream().map(line -> absoluteTls(line, source.getParent())).toList();
            Files.write(resultsFolder.resolve(TopologyFile.NAME), lines);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the topology file " + topology.source() + " in " + resultsFolder, e);
        }
    }

    private static final Pattern TLS_LINE = Pattern.compile("(\\s*[a-z0-9.]+\\.tls\\s*=\\s*)(\\S.*?)\\s*");

    static String absoluteTls(String line, Path folder) {
        Matcher tls = TLS_LINE.matcher(line);
        return tls.matches() ? tls.group(1) + folder.resolve(tls.group(2)).normalize() : line;
    }

    /**
     * Refuses, before any image is built, a matrix the topology cannot run: a profile whose cores clash on the server's
     * engine, an engine that does not answer, a user's own service or traffic on driver containers (its files are on
     * this machine), a load the drivers cannot share.
     */
    public static void requireFits(Topology topology, MatrixFile matrix) {
        matrix.cells().stream().map(Cell::profile).distinct().forEach(topology::placement);
        if (!topology.driversAsContainers()) {
            return;
        }
        topology.engines().forEach(Engine::requireAvailable);
        if (matrix.service().isPresent()) {
            throw new IllegalArgumentException("--topology runs vtbench's own runtimes; a --service is measured on this machine's "
                    + "engine with the local driver (its traffic files are here): drop --topology or --service");
        }
        matrix.cells().stream().map(Cell::load).distinct().forEach(load -> DriverFleet.split(load, topology.drivers().size()));
    }
}
