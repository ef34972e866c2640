package dev.vtbench.harness.matrix;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Extra options for every server JVM of a run (matrix key {@value #KEY}, option --{@value #KEY}), for example
 * {@code -Djdk.virtualThreadScheduler.parallelism=2}. They reach the server through JAVA_TOOL_OPTIONS after the
 * harness's own, never through a shell, and are recorded with every result.
 *
 * <p>Only a named list is accepted, because the server shares the host's network and a JVM option can do far more
 * than tune: open an unauthenticated JMX port ({@code -Dcom.sun.management.jmxremote.*}), run a program
 * ({@code -XX:OnError}), read a flags file, write files, or undo the harness's own options (native memory tracking,
 * hsperfdata) and so silently empty the figures the results depend on. What a study of threads needs is the
 * virtual-thread scheduler's sizing and its pollers, the collector and the heap's size, and a server's connection
 * limit (to compare it, or to plant a difference); anything else is refused by name before a cell runs. The same list
 * holds the options of a mode's variant ({@link ModeVariants}).
 */
public record ServerJvmOptions(List<String> options) {
    public static final String KEY = "server.jvm.options";
    public static final ServerJvmOptions NONE = new ServerJvmOptions(List.of());
    /** The property that sizes the virtual-thread scheduler (its carriers); its default is availableProcessors(). */
    public static final String PARALLELISM_PROPERTY = "jdk.virtualThreadScheduler.parallelism";

    /** How the JDK's I/O pollers run (1: platform threads; 2: virtual threads, Linux's default), read from JDK 22. */
    public static final String POLLER_MODE_PROPERTY = "jdk.pollerMode";
    /** The first JDK that reads {@value #POLLER_MODE_PROPERTY}: JDK 21's pollers are platform threads, whatever it is given. */
    public static final int POLLER_MODE_SINCE = 22;

    static final int MAX_OPTIONS = 20;
    public static final int MAX_PARALLELISM = 256;
    static final String ACCEPTED = "space-separated JVM options, at most " + MAX_OPTIONS + ", each one of: "
            + "-D" + PARALLELISM_PROPERTY + "=N (1 to " + MAX_PARALLELISM + "), -Djdk.virtualThreadScheduler.maxPoolSize=N, "
            + "-Djdk.virtualThreadScheduler.minRunnable=N (the virtual-thread scheduler); -D" + POLLER_MODE_PROPERTY + "=1 or 2 (its "
            + "I/O pollers on platform or virtual threads, JDK " + POLLER_MODE_SINCE + "+); -XX:+UseSerialGC, -XX:+UseParallelGC, "
            + "-XX:+UseG1GC, -XX:+UseZGC, -XX:+UseShenandoahGC (the collector); -Xms<size>, -Xmx<size> (such as 512m or 1g), "
            + "-XX:InitialRAMPercentage=P, -XX:MaxRAMPercentage=P (P from 1 to 100; the heap's size); "
            + "-Djdk.httpserver.maxConnections=N (the JDK HttpServer's connection limit), -DVTBENCH_MAX_CONNECTIONS=N (Tomcat's "
            + "maxConnections in vtbench's image). Anything else is refused: "
            + "a JVM option can open ports, run programs or write files, and the harness's own options must stay as they are";

    private static final Pattern SCHEDULER = Pattern.compile("-D(jdk\\.virtualThreadScheduler\\.(?:parallelism|maxPoolSize|minRunnable))=([0-9]{1,5})");
    private static final Pattern POLLER_MODE = Pattern.compile("-Djdk\\.pollerMode=([12])");
    private static final Pattern CONNECTION_LIMIT = Pattern.compile("-D(?:jdk\\.httpserver\\.maxConnections|VTBENCH_MAX_CONNECTIONS)=[1-9][0-9]{0,6}");
    private static final Pattern COLLECTOR = Pattern.compile("-XX:\\+Use(?:Serial|Parallel|G1|Z|Shenandoah)GC");
    private static final Pattern HEAP_SIZE = Pattern.compile("-Xm[sx][1-9][0-9]{0,5}[kKmMgG]?");
    private static final Pattern HEAP_PERCENT = Pattern.compile("-XX:(?:Initial|Max)RAMPercentage=([0-9]{1,3}(?:\\.[0-9]{1,2})?)");

    public ServerJvmOptions {
        options = List.copyOf(options);
    }

    /**
     * The options of a space-separated value (empty for none), or why they are refused: the first option that is not
     * accepted and what is.
     */
    public static ServerJvmOptions parse(String raw) {
        List<String> tokens = raw == null || raw.isBlank() ? List.of() : Arrays.asList(raw.strip().split("\\s+"));
        if (tokens.size() > MAX_OPTIONS) {
            throw new IllegalArgumentException(tokens.size() + " options");
        }
        for (String token : tokens) {
            if (!accepted(token)) {
                throw new IllegalArgumentException("'" + token + "'");
            }
        }
        return new ServerJvmOptions(tokens);
    }

    private static boolean accepted(String token) {
        Matcher scheduler = SCHEDULER.matcher(token);
        if (scheduler.matches()) {
            int n = Integer.parseInt(scheduler.group(2));
            return n >= 1 && n <= (scheduler.group(1).equals(PARALLELISM_PROPERTY) ? MAX_PARALLELISM : 32_767);
        }
        Matcher percent = HEAP_PERCENT.matcher(token);
        if (percent.matches()) {
            double p = Double.parseDouble(percent.group(1));
            return p >= 1 && p <= 100;
        }
        return COLLECTOR.matcher(token).matches() || HEAP_SIZE.matcher(token).matches() || POLLER_MODE.matcher(token).matches()
                || CONNECTION_LIMIT.matcher(token).matches();
    }

    /** How the matrix file and results write them: space-separated, "" for none. */
    public String joined() {
        return String.join(" ", options);
    }

    public boolean isEmpty() {
        return options.isEmpty();
    }

    /** The carriers -Djdk.virtualThreadScheduler.parallelism asks for (the last one given wins, as in the JVM), if any. */
    public Optional<Integer> virtualSchedulerParallelism() {
        Optional<Integer> asked = Optional.empty();
        for (String token : options) {
            Matcher option = SCHEDULER.matcher(token);
            if (option.matches() && PARALLELISM_PROPERTY.equals(option.group(1))) {
                asked = Optional.of(Integer.parseInt(option.group(2)));
            }
        }
        return asked;
    }

    /** These options, then {@code later}'s: a later option wins in HotSpot, as a mode's variant over the run's. */
    public ServerJvmOptions then(ServerJvmOptions later) {
        return later.isEmpty() ? this : isEmpty() ? later : new ServerJvmOptions(java.util.stream.Stream.concat(options.stream(),
                later.options.stream()).toList());
    }

    /** The poller mode -Djdk.pollerMode asks for (the last one given wins), if any. */
    public Optional<Integer> pollerMode() {
        Optional<Integer> asked = Optional.empty();
        for (String token : options) {
            Matcher option = POLLER_MODE.matcher(token);
            if (option.matches()) {
                asked = Optional.of(Integer.parseInt(option.group(1)));
            }
        }
        return asked;
    }

    /** The first option a JVM of this feature release does not read (jdk.pollerMode before JDK 22), if any. */
    public Optional<String> unreadBefore(int feature) {
        return feature >= POLLER_MODE_SINCE ? Optional.empty() : options.stream().filter(token -> POLLER_MODE.matcher(token).matches()).findFirst();
    }

    /** The option that sets the scheduler's parallelism to {@code n}. */
    public static String parallelismOption(int n) {
        return "-D" + PARALLELISM_PROPERTY + "=" + n;
    }
}
