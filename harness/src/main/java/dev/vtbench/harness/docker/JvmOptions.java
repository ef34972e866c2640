package dev.vtbench.harness.docker;

/**
 * The JVM options that let the harness take its after-window figures from a server, and those it gives the
 * {@code jcmd} it runs there. Passed through JAVA_TOOL_OPTIONS, which every HotSpot JVM reads whatever
 * launches it (plain java, catalina.sh, Liberty's server script), so no image needs a change.
 */
public final class JvmOptions {
    /** The name of the server's flight recording, which {@code JFR.dump} asks for. */
    public static final String RECORDING_NAME = "vtbench";

    /**
     * For the server container's JAVA_TOOL_OPTIONS. Native memory tracking in summary mode (a few percent of
     * malloc-heavy work at most; detail mode would record call sites) so that {@code VM.native_memory summary}
     * can say where memory outside the heap goes. And a flight recording with no settings file
     * ({@code settings=none}: nothing else enabled, no periodic events) of the two virtual-thread events that
     * explain a virtual-thread result: a virtual thread that blocked while pinned to its carrier for 20 ms
     * or more (default.jfc's threshold), and one that could not be scheduled. JDK 21 and 25 both accept
     * this syntax. JFR itself costs about 15 MB of native memory ("Tracing" in the NMT summary).
     */
    public static final String SERVER_TOOL_OPTIONS = "-XX:NativeMemoryTracking=summary"
            + " -XX:StartFlightRecording:name=" + RECORDING_NAME + ",settings=none"
            + ",+jdk.VirtualThreadPinned#enabled=true,+jdk.VirtualThreadPinned#threshold=20ms"
            + ",+jdk.VirtualThreadSubmitFailed#enabled=true";

    /**
     * For the JAVA_TOOL_OPTIONS of a {@code docker exec jcmd}: an exec inherits the container's environment, so
     * without this the jcmd JVM would start its own flight recording and memory tracking. It is also kept small
     * (one GC thread, 32 MB heap, no C2, no hsperfdata file of its own) because it runs under the server's
     * CPU quota and memory limit.
     */
    public static final String JCMD_TOOL_OPTIONS = "-XX:+UseSerialGC -Xmx32m -XX:TieredStopAtLevel=1 -XX:-UsePerfData";

    private JvmOptions() {}
}
