package dev.vtbench.harness.service;

import dev.vtbench.harness.matrix.ServiceRequest;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.metrics.jvm.ContainerFileCopy;
import dev.vtbench.harness.metrics.jvm.FigureUnavailableException;
import dev.vtbench.harness.metrics.jvm.JcmdInContainer;
import dev.vtbench.harness.verify.Check;
import dev.vtbench.harness.verify.HttpProbe;
import dev.vtbench.harness.verify.Verification;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Verifies a user's service before a cell's load, without asking it anything it was not written to answer (no
 * /info): its health path and each request of its list answer as expected, and its JVM, seen from outside
 * through jcmd, has the profile's processors and runs the probe's requests on the thread kind the mode asked
 * for. A cell whose mode is not proven is refused, never measured under the wrong name.
 */
public final class OpaqueServiceVerifier {
    /** Requests of the thread-kind probe: enough for the tenth to tell a pool's stray virtual thread from one per request. */
    public static final int PROBE_REQUESTS = 64;
    static final String RECORDING = "vtbench-mode-proof";
    private static final String REMEDY = "run the service on a JDK-based image, or on a jlinked runtime with the modules"
            + " jdk.jcmd, jdk.attach and jdk.jfr, and do not start its JVM with -XX:+DisableAttachMechanism";

    private OpaqueServiceVerifier() {}

    /**
     * The checks of {@code server} (running, ready), with what jcmd found in {@code info}: availableProcessors,
     * jvmVendor, jvmVersion, probeRequests, virtualThreadsStarted, proofMillis (how long the thread-kind probe took).
     * The probe's flight recording comes out through a JvmProbe on {@code probeCores} (never the server's).
     */
    public static Verification verify(ServerContainer server, String healthPath, List<ServiceRequest> requests,
                                      boolean virtualExpected, int expectedAvailableProcessors, CpuSet probeCores) {
        HttpProbe probe = new HttpProbe(server.baseUrl());
        ObjectNode info = JsonNodeFactory.instance.objectNode();
        List<Check> checks = new ArrayList<>();
        HttpProbe.Reply health = probe.get(healthPath);
        checks.add(new Check("GET " + healthPath + " answers 200 (the service's health path)", health.status() == 200, health.summary(120)));
        for (ServiceRequest request : requests) {
            HttpProbe.Reply reply = probe.send(request);
            checks.add(new Check(request.label() + " answers " + request.expectedStatus() + " (a line of the request list, sent once)",
                    reply.status() == request.expectedStatus(), reply.summary(120)));
        }
        JcmdInContainer jcmd;
        try {
            jcmd = JcmdInContainer.of(server);
        } catch (FigureUnavailableException e) {
            checks.add(unproven(processorsCheck(expectedAvailableProcessors), e));
            checks.add(unproven(kindCheck(virtualExpected), e));
            return new Verification(server.baseUrl(), checks, info);
        }
        checks.add(processors(jcmd, expectedAvailableProcessors, info));
        checks.add(threadKind(server, probeCores, jcmd, probe, requests, virtualExpected, info));
        return new Verification(server.baseUrl(), checks, info);
    }

    private static Check processors(JcmdInContainer jcmd, int expected, ObjectNode info) {
        try {
            VmInfo vm = VmInfo.parse(jcmd.run("VM.info"));
            vm.availableProcessors().ifPresent(count -> info.put("availableProcessors", count));
            info.put("jvmVendor", vm.runtime());
            info.put("jvmVersion", vm.version());
            return new Check(processorsCheck(expected) + ": jcmd VM.info: " + vm.describeProcessors(), vm.sees(expected),
                    "jcmd VM.info: " + vm.describeProcessors());
        } catch (FigureUnavailableException e) {
            return unproven(processorsCheck(expected), e);
        }
    }

    private static Check threadKind(ServerContainer server, CpuSet probeCores, JcmdInContainer jcmd, HttpProbe probe, List<ServiceRequest> requests,
                                    boolean virtualExpected, ObjectNode info) {
        long start = System.nanoTime();
        String inContainer = "/tmp/" + RECORDING + "-" + start + ".jfr";
        Path copy = null;
        boolean recording = false;
        try {
            String started = jcmd.run("JFR.start", "name=" + RECORDING, "settings=none", "+" + VirtualThreadStarts.EVENT + "#enabled=true");
            if (!started.contains("Started recording")) {
                return new Check(kindCheck(virtualExpected), false, "the thread kind cannot be proven: JFR.start said "
                        + meaningful(started) + "; " + REMEDY);
            }
            recording = true;
            List<HttpProbe.Reply> replies = ProbeRequests.send(probe, ProbeRequests.pick(requests, PROBE_REQUESTS));
            String stopped = jcmd.run("JFR.stop", "name=" + RECORDING, "filename=" + inContainer);
            recording = false;
            if (!stopped.contains("Stopped recording")) {
                return new Check(kindCheck(virtualExpected), false, "the thread kind cannot be proven: JFR.stop said " + meaningful(stopped));
            }
            copy = Files.createTempFile("vtbench-mode-proof", ".jfr");
            ContainerFileCopy.moveOut(server, probeCores, inContainer, copy);
            VirtualThreadStarts starts = VirtualThreadStarts.count(PROBE_REQUESTS, copy);
            info.put("probeRequests", starts.probeRequests());
            info.put("virtualThreadsStarted", starts.started());
            info.put("proofMillis", (System.nanoTime() - start) / 1_000_000);
            long unanswered = replies.stream().filter(reply -> !reply.answered()).count();
            Check check = starts.check(virtualExpected);
            return unanswered == 0 ? check : new Check(check.what(), false, check.observed() + "; but " + unanswered
                    + " probe requests got no answer (" + replies.stream().filter(reply -> !reply.answered()).findFirst().orElseThrow().error() + ")");
        } catch (FigureUnavailableException e) {
            return unproven(kindCheck(virtualExpected), e);
        } catch (IOException e) {
            return new Check(kindCheck(virtualExpected), false, "the thread kind cannot be proven: the probe's flight recording "
                    + inContainer + " could not be copied out or read (" + e + ")");
        } catch (RuntimeException e) {
            return new Check(kindCheck(virtualExpected), false, "the thread kind cannot be proven: the probe failed (" + e + ")");
        } finally {
            if (recording) {
                stopQuietly(jcmd);
            }
            deleteQuietly(copy);
        }
    }

    private static String processorsCheck(int expected) {
        return "availableProcessors() = " + expected + " (the JVM sees the profile's CPUs; jcmd VM.info in the container)";
    }

    private static String kindCheck(boolean virtualExpected) {
        return virtualExpected ? "requests run on virtual threads (JFR " + VirtualThreadStarts.EVENT + " during a probe)"
                : "requests run on platform threads (JFR " + VirtualThreadStarts.EVENT + " during a probe)";
    }

    private static Check unproven(String what, FigureUnavailableException e) {
        return new Check(what, false, "cannot be proven: " + e.getMessage() + "; " + REMEDY);
    }

    /** A recording left running would record every later virtual thread start, and hold its name for the next proof. */
    private static void stopQuietly(JcmdInContainer jcmd) {
        try {
            jcmd.run("JFR.stop", "name=" + RECORDING);
        } catch (FigureUnavailableException e) {
            // the server exited or stopped answering jcmd: nothing left to stop
        }
    }

    /** The copy would stay in the harness's /tmp otherwise (the one in the container went with the move). */
    private static void deleteQuietly(Path copy) {
        try {
            if (copy != null) {
                Files.deleteIfExists(copy);
            }
        } catch (IOException e) {
            // the temporary folder is the system's to clean
        }
    }

    private static String meaningful(String jcmdOutput) {
        return jcmdOutput.lines().filter(line -> !line.isBlank() && !line.startsWith("Picked up") && !line.matches("\\d+:"))
                .limit(3).toList().toString();
    }
}
