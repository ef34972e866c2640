package dev.vtbench.harness.metrics.jvm;

import java.util.Arrays;
import java.util.List;

/**
 * Why the {@link JvmProbe} found no JVM to read, from what it saw ({@code probe-uid:U PID:UID:readable|unreadable:COMM ...}),
 * in words with the remedy. HotSpot writes /tmp/hsperfdata_USER/PID only for a user with a name in the container's
 * /etc/passwd, and not with -XX:-UsePerfData; the probe must run as the JVM's user to look into its /tmp.
 */
final class NoJvmFound {
    private NoJvmFound() {}

    static String describe(String seen) {
        List<String> fields = Arrays.asList(seen.strip().split(" "));
        String probeUid = fields.isEmpty() ? "?" : fields.get(0).replace("probe-uid:", "");
        List<String[]> processes = fields.stream().skip(1).map(field -> field.split(":", 4)).filter(parts -> parts.length == 4).toList();
        String where = "no process of the server publishes /tmp/hsperfdata_*/PID (the probe saw "
                + (processes.isEmpty() ? "no process at all" : processes.stream().map(p -> p[0] + " " + p[3] + " as uid " + p[1]).toList()) + ")";
        if (processes.isEmpty()) {
            return where + ": the server has stopped";
        }
        if (processes.stream().noneMatch(p -> p[3].equals("java"))) {
            return where + ": no process is java; make the entrypoint exec java so that the JVM is a process of the container";
        }
        String[] jvm = processes.stream().filter(p -> p[3].equals("java")).findFirst().orElseThrow();
        if (jvm[2].equals("unreadable")) {
            return where + ": the probe ran as uid " + probeUid + " and may not look into the /tmp of uid " + jvm[1]
                    + "; run the server as the image's user";
        }
        return where + ": the JVM's user (uid " + jvm[1] + ") may have no entry in the container's /etc/passwd (HotSpot then keeps"
                + " its counters in private memory: give it one, e.g. RUN echo 'vtbench:x:" + jvm[1] + ":" + jvm[1]
                + ":vtbench:/tmp:/usr/sbin/nologin' >> /etc/passwd), or it runs with -XX:-UsePerfData (remove it), or is not HotSpot";
    }
}
