package dev.vtbench.harness.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Opens a page from disk in headless Chromium, with a fresh profile and nothing in the background, and keeps what a
 * reader's browser would have seen: a screenshot, the console messages (Chromium logs every console call and
 * uncaught error to stderr as ":CONSOLE" lines, all at INFO level, so the level cannot tell errors apart), and the
 * network requests the page itself made (Chromium's own update and account requests are in the net log too; the
 * page's carry its file:// origin as their isolation key).
 */
final class HeadlessChromium {
    static final Path BINARY = Path.of("/usr/bin/chromium");
    private static final long TIMEOUT_SECONDS = 120;

    record Outcome(int exitCode, Path screenshot, List<String> consoleLines, List<String> pageRequests, String stderr) {}

    private HeadlessChromium() {}

    static void requireInstalled() {
        if (!Files.isExecutable(BINARY)) {
            throw new AssertionError(BINARY + " is missing: the comparison page is checked in headless Chromium. Run "
                    + "harness/setup-machine.sh as root, which installs Debian's chromium package (or apt-get install chromium).");
        }
    }

    static Outcome screenshot(Path page, Path screenshot, int width, int height, Path workFolder) throws IOException, InterruptedException {
        requireInstalled();
        Path profile = Files.createDirectories(workFolder.resolve("profile"));
        Path netLog = workFolder.resolve("netlog.json");
        Path stderr = workFolder.resolve("chromium.stderr");
        Files.createDirectories(screenshot.toAbsolutePath().getParent());
        Files.deleteIfExists(screenshot);
        Process chromium = new ProcessBuilder(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--log-net-log=" + netLog,
                "--screenshot=" + screenshot.toAbsolutePath(), "--window-size=" + width + "," + height, page.toUri().toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(stderr.toFile()).start();
        if (!chromium.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            chromium.destroyForcibly().waitFor();
            throw new AssertionError("Chromium did not finish within " + TIMEOUT_SECONDS + " s; its stderr:\n" + Files.readString(stderr));
        }
        String log = Files.readString(stderr);
        return new Outcome(chromium.exitValue(), screenshot, consoleLines(log), pageRequests(netLog), log);
    }

    /**
     * The page's DOM as it stands after its scripts ran for {@code virtualMilliseconds} of virtual time (timers and
     * animation frames included, without waiting for them in real time), with the console lines seen meanwhile.
     */
    record Dom(int exitCode, String html, List<String> consoleLines, String stderr) {}

    static Dom dumpDom(Path page, int virtualMilliseconds, Path workFolder) throws IOException, InterruptedException {
        requireInstalled();
        Path profile = Files.createDirectories(workFolder.resolve("profile-dom"));
        Path dom = workFolder.resolve("dom.html");
        Path stderr = workFolder.resolve("chromium-dom.stderr");
        Process chromium = new ProcessBuilder(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--window-size=1400,8000",
                "--virtual-time-budget=" + virtualMilliseconds, "--dump-dom", page.toUri().toString())
                .redirectOutput(dom.toFile()).redirectError(stderr.toFile()).start();
        if (!chromium.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            chromium.destroyForcibly().waitFor();
            throw new AssertionError("Chromium did not dump " + page + " within " + TIMEOUT_SECONDS + " s; its stderr:\n" + Files.readString(stderr));
        }
        String log = Files.readString(stderr);
        return new Dom(chromium.exitValue(), Files.readString(dom), consoleLines(log), log);
    }

    private static List<String> consoleLines(String log) {
        return log.lines().filter(line -> line.contains(":CONSOLE") || line.contains("Uncaught")).toList();
    }

    /** http(s) URLs requested on behalf of a file:// page, from Chromium's net log. */
    private static List<String> pageRequests(Path netLog) throws IOException {
        List<String> urls = new ArrayList<>();
        if (!Files.exists(netLog)) {
            throw new AssertionError("Chromium wrote no net log at " + netLog + ": the network check cannot be made");
        }
        JsonNode log;
        try {
            log = new ObjectMapper().readTree(netLog.toFile());
        } catch (IOException e) {
            // Chromium may leave the log's closing brackets out when it exits straight after the screenshot.
            log = new ObjectMapper().readTree(Files.readString(netLog).replaceAll(",?\\s*$", "") + "]}");
        }
        for (JsonNode event : log.path("events")) {
            JsonNode params = event.path("params");
            String url = params.path("url").asText("");
            if (url.matches("(?i)(https?|wss?|ftp)://.*") && params.toString().contains("file://") && !urls.contains(url)) {
                urls.add(url);
            }
        }
        return urls;
    }
}
