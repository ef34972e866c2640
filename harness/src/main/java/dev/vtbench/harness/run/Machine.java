package dev.vtbench.harness.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Facts about the machine a run happened on, recorded with every result. */
public final class Machine {
    private Machine() {}

    public static int cores() {
        // Not availableProcessors(): that is this process's affinity, and a harness started under taskset would shrink the machine.
        try (var cpus = Files.list(Path.of("/sys/devices/system/cpu"))) {
            long count = cpus.filter(p -> p.getFileName().toString().matches("cpu\\d+")).count();
            if (count > 0) {
                return (int) count;
            }
        } catch (IOException e) {
            // fall through
        }
        return Runtime.getRuntime().availableProcessors();
    }

    public static Map<String, String> describe() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("hostname", read("/proc/sys/kernel/hostname"));
        facts.put("kernel", read("/proc/sys/kernel/osrelease"));
        facts.put("cores", Integer.toString(cores()));
        facts.put("cpuModel", cpuModel());
        facts.put("memTotal", memTotal());
        facts.put("harnessJvm", System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version"));
        return facts;
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String memTotal() {
        try {
            return Files.readAllLines(Path.of("/proc/meminfo")).stream().filter(l -> l.startsWith("MemTotal"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file)).strip();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
