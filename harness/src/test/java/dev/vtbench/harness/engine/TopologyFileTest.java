package dev.vtbench.harness.engine;

import dev.vtbench.harness.engine.Topology.Placement;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.matrix.DataFileException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TopologyFileTest {
    private static final CpuProfile CPU_1 = new CpuProfile("cpu-1", 1, CpuSet.parse("1"), CpuSet.parse("0"), 1L << 30);

    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        return Files.writeString(dir.resolve(TopologyFile.NAME), content);
    }

    private void tls(String folder) throws IOException {
        Path tls = Files.createDirectories(dir.resolve(folder));
        for (String file : EngineEndpoint.TLS_FILES) {
            Files.writeString(tls.resolve(file), "pem");
        }
    }

    @Test
    void readsEveryPartOfAGoodFile() throws IOException {
        tls("server-box");
        Topology topology = TopologyFile.load(write("""
                # a 16-core server box and two load boxes
                server.engine = tcp://server-box:2376
                server.tls = server-box
                server.cpus = 2-15
                server.address = 10.0.0.5
                server.sampler.cpus = 0
                driver.1.engine = unix:///run/vtbench-engines/load-1.sock
                driver.1.cpus = 0-7
                driver.2.engine = unix:///run/vtbench-engines/load-2.sock
                driver.2.cpus = 0-3
                backend.address = 10.0.0.6
                """));
        assertThat(topology.driversAsContainers()).as("a topology file runs the drivers as containers").isTrue();
        assertThat(topology.server().engine().endpoint()).as("the server's engine, with its TLS folder read from the file's folder")
                .isEqualTo(new EngineEndpoint(URI.create("tcp://server-box:2376"), Optional.of(dir.resolve("server-box"))));
        assertThat(topology.server().address()).isEqualTo("10.0.0.5");
        assertThat(topology.drivers()).extracting(d -> d.engine().name()).as("drivers in order").containsExactly("driver-1", "driver-2");
        assertThat(topology.drivers().get(1).engine().endpoint().host()).isEqualTo(URI.create("unix:///run/vtbench-engines/load-2.sock"));
        assertThat(topology.backend().engine().sameEngineAs(topology.drivers().get(0).engine()))
                .as("the backend defaults to driver 1's engine").isTrue();
        assertThat(topology.backend().cpus()).as("and to driver 1's cores").contains(CpuSet.parse("0-7"));
        assertThat(topology.backend().address()).isEqualTo("10.0.0.6");

        Placement placement = topology.placement(CPU_1);
        assertThat(placement.server()).as("server.cpus overrides the profile's server cpuset").isEqualTo(CpuSet.parse("2-15"));
        assertThat(placement.sampler()).isEqualTo(CpuSet.parse("0"));
        assertThat(placement.drivers()).containsExactly(CpuSet.parse("0-7"), CpuSet.parse("0-3"));
        assertThat(placement.backend()).isEqualTo(CpuSet.parse("0-7"));
    }

    @Test
    void anEmptyFilePutsOneDriverContainerBesideTheServerOnTheLocalEngine() throws IOException {
        Topology topology = TopologyFile.load(write("# nothing but defaults\n"));
        assertThat(topology.engines()).as("server, driver 1 and backend").hasSize(3).allMatch(Engine::isLocal);
        assertThat(topology.server().address()).isEqualTo("127.0.0.1");
        assertThat(topology.driversAsContainers()).isTrue();
        Placement placement = topology.placement(CPU_1);
        assertThat(placement).as("the profile's cpusets where the file names none")
                .isEqualTo(new Placement(CpuSet.parse("1"), CpuSet.parse("0"), List.of(CpuSet.parse("0")), CpuSet.parse("0")));
    }

    @Test
    void theLocalTopologyIsTheProfilesPlacement() {
        Topology local = Topology.local();
        assertThat(local.driversAsContainers()).as("without a file the driver stays a local process").isFalse();
        assertThat(local.placement(CPU_1)).isEqualTo(new Placement(CpuSet.parse("1"), CpuSet.parse("0"), List.of(CpuSet.parse("0")), CpuSet.parse("0")));
    }

    @Test
    void refusesAnUnknownKeyListingTheKeysAllowed() throws IOException {
        Path file = write("server.engine = unix:///run/a.sock\nserver.cpuset = 1\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).isInstanceOf(DataFileException.class)
                .hasMessageContaining(file + " line 2: unknown key 'server.cpuset'")
                .hasMessageContaining("driver.N.engine").hasMessageContaining("server.sampler.cpus");
    }

    @Test
    void refusesTheDriverTemplateWrittenLiterally() throws IOException {
        Path file = write("driver.N.engine = unix:///run/a.sock\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).hasMessageContaining("line 1: driver.N.engine = 'unix:///run/a.sock' is invalid")
                .hasMessageContaining("a driver's number in place of N");
    }

    @Test
    void refusesAnEngineThatIsNoEndpoint() throws IOException {
        Path file = write("\ndriver.1.engine = https://load-1:2376\n");
        assertThatThrownBy(() -> TopologyFile.load(file))
                .hasMessageContaining(file + " line 2: driver.1.engine = 'https://load-1:2376' is invalid")
                .hasMessageContaining("unix:///path/to/docker.sock or tcp://HOST:PORT");
    }

    @Test
    void refusesATlsFolderMissingAFile() throws IOException {
        Files.createDirectories(dir.resolve("load-1"));
        Files.writeString(dir.resolve("load-1/ca.pem"), "pem");
        Path file = write("driver.1.engine = tcp://load-1:2376\ndriver.1.tls = load-1\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).hasMessageContaining("line 2: driver.1.tls = 'load-1' is invalid")
                .hasMessageContaining("has no readable cert.pem");
    }

    @Test
    void refusesATlsFolderWithoutTheEngineItIsFor() throws IOException {
        tls("box");
        Path file = write("backend.tls = box\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).hasMessageContaining("line 1: backend.tls = 'box' is invalid")
                .hasMessageContaining("without backend.engine");
    }

    @Test
    void refusesASamplerOnTheServersCores() throws IOException {
        Path file = write("server.cpus = 0-1\nserver.sampler.cpus = 1\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).hasMessageContaining("line 2: server.sampler.cpus = '1' is invalid")
                .hasMessageContaining("server.cpus 0-1 and server.sampler.cpus 1 share a core");
    }

    @Test
    void refusesADriverOnTheServersCoresOfTheSameEngineOnly() throws IOException {
        Path shared = write("server.engine = unix:///run/a.sock\nserver.cpus = 1\ndriver.1.engine = unix:///run/a.sock\ndriver.1.cpus = 0-1\n");
        assertThatThrownBy(() -> TopologyFile.load(shared)).hasMessageContaining("line 4: driver.1.cpus = '0-1' is invalid")
                .hasMessageContaining("share a core on unix:///run/a.sock");
        Path apart = write("server.engine = unix:///run/a.sock\nserver.cpus = 1\ndriver.1.engine = unix:///run/b.sock\ndriver.1.cpus = 0-1\n");
        assertThat(TopologyFile.load(apart).placement(CPU_1).drivers()).as("the same core numbers on another engine are other cores")
                .containsExactly(CpuSet.parse("0-1"));
    }

    @Test
    void refusesAPlacementWhereTheProfilesServerCoresMeetAGivenDriver() throws IOException {
        Topology topology = TopologyFile.load(write("driver.1.cpus = 0-1\n"));
        assertThatThrownBy(() -> topology.placement(CPU_1)).as("profile cpu-1's server core 1 under driver 1's 0-1 on one engine")
                .hasMessageContaining("under profile cpu-1: server.cpus 1 and driver.1.cpus 0-1 share a core");
    }

    @Test
    void refusesAServerCpusetTooSmallForTheProfilesQuota() throws IOException {
        Topology topology = TopologyFile.load(write("server.cpus = 3\ndriver.1.engine = unix:///run/b.sock\n"));
        CpuProfile cpu2 = new CpuProfile("cpu-2", 2, CpuSet.parse("0-1"), CpuSet.parse("2"), 1L << 30);
        assertThatThrownBy(() -> topology.placement(cpu2)).hasMessageContaining("the server's cpuset 3 has 1 cores, too few for profile cpu-2");
    }

    @Test
    void refusesAGapInTheDriverNumbers() throws IOException {
        Path file = write("driver.1.engine = unix:///run/a.sock\ndriver.3.cpus = 2\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).hasMessageContaining("line 2: driver.3.cpus = '2' is invalid")
                .hasMessageContaining("driver 2 has no keys");
    }

    @Test
    void refusesABadCpusetAndABadAddress() throws IOException {
        Path cpus = write("server.cpus = 3-1\n");
        assertThatThrownBy(() -> TopologyFile.load(cpus)).hasMessageContaining("line 1: server.cpus = '3-1' is invalid")
                .hasMessageContaining("a cpuset list");
        Path address = write("server.address = http://10.0.0.5:8080\n");
        assertThatThrownBy(() -> TopologyFile.load(address)).hasMessageContaining("line 1: server.address = 'http://10.0.0.5:8080' is invalid")
                .hasMessageContaining("without scheme or port");
    }

    @Test
    void refusesAKeySetTwice() throws IOException {
        Path file = write("driver.1.cpus = 0\ndriver.1.cpus = 1\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).hasMessageContaining("line 2: key 'driver.1.cpus' is already set on line 1");
    }

    @Test
    void refusesAHostNameForAnAddressSinceTheServerListensOnIt() throws IOException {
        Path file = write("server.address = server-box\n");
        assertThatThrownBy(() -> TopologyFile.load(file)).hasMessageContaining("line 1: server.address = 'server-box' is invalid")
                .hasMessageContaining("not a host name");
    }

    @Test
    void refusesLoopbackBetweenHosts() throws IOException {
        Path server = write("server.engine = tcp://server-box:2376\ndriver.1.engine = tcp://load-1:2376\nbackend.address = 10.0.0.6\n");
        assertThatThrownBy(() -> TopologyFile.load(server)).as("a driver on another host cannot reach the server at 127.0.0.1")
                .hasMessageContaining("server.address = '127.0.0.1' is invalid").hasMessageContaining("driver 1 runs on tcp://load-1:2376");
        Path backend = write("server.engine = tcp://server-box:2376\nserver.address = 10.0.0.5\ndriver.1.engine = tcp://load-1:2376\n");
        assertThatThrownBy(() -> TopologyFile.load(backend)).as("the backend defaults to driver 1's host")
                .hasMessageContaining("backend.address = '127.0.0.1' is invalid").hasMessageContaining("the backend runs on tcp://load-1:2376");
        Path sockets = write("server.engine = unix:///run/a.sock\ndriver.1.engine = unix:///run/b.sock\n");
        assertThat(TopologyFile.load(sockets).server().address()).as("two engines of this machine share its loopback")
                .isEqualTo("127.0.0.1");
    }
}
