package dev.vtbench.harness.study;

import dev.vtbench.harness.run.Machine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The machine facts that decide a study's outcome, stated with it: the kernel and its CPU scheduler (Linux 6.6
 * replaced CFS with EEVDF, and the Open Liberty study's scheduler finding was made on CFS), the cgroup version (how a
 * CPU quota is enforced), the cores.
 */
final class StudyMachine {
    private StudyMachine() {}

    static Map<String, String> describe() {
        Map<String, String> facts = new LinkedHashMap<>(Machine.describe());
        facts.put("scheduler", scheduler(facts.get("kernel")));
        facts.put("cgroup", Files.exists(Path.of("/sys/fs/cgroup/cgroup.controllers")) ? "v2 (unified)" : "v1");
        return facts;
    }

    /** EEVDF from Linux 6.6 on, CFS before; "unknown" for a release we cannot parse. */
    static String scheduler(String kernelRelease) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(\\d+)\\.(\\d+)").matcher(kernelRelease == null ? "" : kernelRelease);
        if (!m.find()) {
            return "unknown";
        }
        int major = Integer.parseInt(m.group(1));
        int minor = Integer.parseInt(m.group(2));
        return major > 6 || (major == 6 && minor >= 6) ? "EEVDF (Linux 6.6 and later)" : "CFS (before Linux 6.6)";
    }
}
