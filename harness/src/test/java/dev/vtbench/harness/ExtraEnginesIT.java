package dev.vtbench.harness;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.command.WaitContainerResultCallback;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Info;
import dev.vtbench.harness.docker.BaseOsImage;
import dev.vtbench.harness.engine.DockerEngine;
import org.junit.jupiter.api.Test;
import org.testcontainers.dockerclient.DockerClientProviderStrategy;
import org.testcontainers.dockerclient.TransportConfig;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two extra engines start beside the main one, each runs a container in the host's network namespace, pinned to its
 * own core and placed under its own parent cgroup, and once they stop no process or cgroup of theirs is left. (About 18 s
 * here, most of it copying the base image into each engine.)
 */
class ExtraEnginesIT {
    private static final String IMAGE = BaseOsImage.NAME;
    private static final Map<String, String> CORES = Map.of("it-server", "1", "it-drivers", "0");

    @Test
    void twoEnginesRunPinnedHostNetworkContainersAndLeaveNothingBehind() throws Exception {
        BaseOsImage.ensure(DefinitionsTest.repositoryRoot());
        String mainEngine = DockerEngine.client().infoCmd().exec().getId();
        String hostNetwork = Files.readSymbolicLink(Path.of("/proc/self/ns/net")).toString();
        List<String> names = List.copyOf(CORES.keySet());
        try (ExtraEngines engines = ExtraEngines.start(names)) {
            for (String name : names) {
                try (DockerClient engine = clientOf(engines.endpoint(name))) {
                    Info info = engine.infoCmd().exec();
                    assertThat(info.getId()).as("engine %s's ID, apart from the main engine's", name).isNotEqualTo(mainEngine);
                    assertThat(info.getDockerRootDir()).as("engine %s's data root", name)
                            .isEqualTo("/var/lib/vtbench-engines/" + name);
                    copyImage(engine);
                    String report = run(engine, CORES.get(name));
                    assertThat(report).as("what a container on engine %s saw", name)
                            .contains("net " + hostNetwork)
                            .contains("cpus " + CORES.get(name))
                            .containsPattern("cpuset:/vtbench-" + name + "/[0-9a-f]{64}");
                }
            }
            assertThat(engines.endpoint("it-server")).isEqualTo("unix:///run/vtbench-engines/it-server.sock");
            engines.close();
            engines.close();
        }
        for (String name : names) {
            assertThat(ExtraEngines.socket(name)).as("engine %s's socket after close", name).doesNotExist();
            assertThat(processesMentioning("/run/vtbench-engines/" + name))
                    .as("dockerd, containerd and shims of engine %s after close", name).isEmpty();
            assertThat(Path.of("/sys/fs/cgroup/cpu/vtbench-" + name)).as("engine %s's parent cgroup after close", name)
                    .doesNotExist();
        }
        assertThat(DockerEngine.client().infoCmd().exec().getId()).as("the main engine still answers").isEqualTo(mainEngine);
    }

    private static DockerClient clientOf(String endpoint) {
        return DockerClientProviderStrategy.getClientForConfig(TransportConfig.builder().dockerHost(URI.create(endpoint)).build());
    }

    /** The image through the engines' APIs, as the harness moves images to another engine: save here, load there. */
    private static void copyImage(DockerClient engine) throws IOException {
        try (InputStream image = DockerEngine.client().saveImageCmd(IMAGE).exec()) {
            engine.loadImageCmd(image).exec();
        }
    }

    /** Runs a container in host network mode on {@code cpus}, and returns what it printed about where it ran. */
    private static String run(DockerClient engine, String cpus) throws InterruptedException {
        String id = engine.createContainerCmd(IMAGE)
                .withHostConfig(HostConfig.newHostConfig().withNetworkMode("host").withCpusetCpus(cpus))
                .withLabels(Map.of("vtbench.test", "ExtraEnginesIT"))
                .withCmd("sh", "-c", "echo net $(readlink /proc/self/ns/net); echo cpus $(cat /sys/fs/cgroup/cpuset/cpuset.cpus);"
                        + " cat /proc/self/cgroup")
                .exec().getId();
        try {
            engine.startContainerCmd(id).exec();
            int exit = engine.waitContainerCmd(id).exec(new WaitContainerResultCallback()).awaitStatusCode(60, TimeUnit.SECONDS);
            assertThat(exit).as("exit code of the container on cpus %s", cpus).isZero();
            StringBuilder output = new StringBuilder();
            engine.logContainerCmd(id).withStdOut(true).withStdErr(true).exec(new ResultCallback.Adapter<Frame>() {
                @Override
                public void onNext(Frame frame) {
                    output.append(new String(frame.getPayload(), StandardCharsets.UTF_8));
                }
            }).awaitCompletion(30, TimeUnit.SECONDS);
            return output.toString();
        } finally {
            engine.removeContainerCmd(id).withForce(true).exec();
        }
    }

    private static List<String> processesMentioning(String path) {
        return ProcessHandle.allProcesses()
                .map(process -> process.pid() + " " + process.info().commandLine().orElse(""))
                .filter(line -> line.contains(path))
                .toList();
    }
}
