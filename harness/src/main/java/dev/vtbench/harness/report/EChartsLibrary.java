package dev.vtbench.harness.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Apache ECharts library that comparison.html inlines, read once from the webjar on the class path. The page
 * opens from disk, often on a machine with no network, so the library travels inside it instead of coming from a CDN.
 * The "common" build holds everything the charts use (line and bar series, log axis, legend, tooltip, markLine,
 * markArea, markPoint, dataZoom, the SVG renderer) at two thirds of the full build's size; ComparisonPageIT proves it
 * by rendering.
 */
final class EChartsLibrary {
    /** The webjar's version, as harness/pom.xml declares it; EChartsLibraryTest checks it against the jar. */
    static final String VERSION = "5.3.1";
    static final String RESOURCE = "META-INF/resources/webjars/echarts/" + VERSION + "/dist/echarts.common.min.js";

    private EChartsLibrary() {}

    /** Each script read so far, by resource: the library is about 650 kB that every page written by this process shares. */
    private static final Map<String, String> READ = new ConcurrentHashMap<>();

    /** The library's text, safe to put between {@code <script>} and {@code </script>}. */
    static String script() {
        return readOnce(RESOURCE);
    }

    /**
     * {@link #read} on first use only, once per JVM. Not a static initialiser: a missing or unfit script must fail as
     * the IllegalStateException saying so, every time (a failed read is not kept), which a run survives (the page is
     * not essential), rather than as an Error that would end the run.
     */
    static String readOnce(String resource) {
        return READ.computeIfAbsent(resource, EChartsLibrary::read);
    }

    static String read(String resource) {
        String text;
        try (InputStream in = EChartsLibrary.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the class path: the comparison page inlines ECharts "
                        + VERSION + " from the org.webjars.npm:echarts jar; rebuild the harness (harness/target/lib must hold it)");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + resource + " from the class path: " + e.getMessage(), e);
        }
        return requireInlinable(resource, text);
    }

    /** A script holding "</script" would end its element early and spill the rest into the page as text. */
    static String requireInlinable(String name, String text) {
        if (text.toLowerCase(Locale.ROOT).contains("</script")) {
            throw new IllegalStateException(name + " contains \"</script\", so it cannot be inlined into comparison.html: "
                    + "use a build of the library without it");
        }
        return text;
    }
}
