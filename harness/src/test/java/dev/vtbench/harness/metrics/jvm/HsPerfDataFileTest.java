package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HsPerfDataFileTest {
    private static final byte[] PASSWD_WITH_VTBENCH = ("root:x:0:0:root:/root:/bin/bash\n"
            + "vtbench:x:10001:10001:vtbench:/tmp:/usr/sbin/nologin\n").getBytes(StandardCharsets.UTF_8);
    private static final byte[] PASSWD_WITHOUT_VTBENCH = "root:x:0:0:root:/root:/bin/bash\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path folder;

    @Test
    void findsTheFileNamedAfterThePidInsideTheContainer() throws Exception {
        byte[] counters = bytes(new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN).number("java.threads.live", 1, 3, 12));
        FakeProc proc = new FakeProc(folder).process(4242, 1, 10001, "/opt/java/bin/java", "-jar", "/app/server.jar")
                .fileInContainer(4242, "/etc/passwd", PASSWD_WITH_VTBENCH)
                .fileInContainer(4242, "/tmp/hsperfdata_root/7", counters)
                .fileInContainer(4242, "/tmp/hsperfdata_vtbench/1", counters);

        ContainerProcess jvm = proc.read(4242);
        HsPerfDataFile file = HsPerfDataFile.of(jvm);

        assertThat(jvm.namespacePid()).as("the PID inside the container, from NSpid").isEqualTo(1);
        assertThat(jvm.uid()).as("effective uid").isEqualTo(10001);
        assertThat(file.path()).as("the file of PID 1, not another JVM's")
                .isEqualTo(folder.resolve("4242/root/tmp/hsperfdata_vtbench/1"));
        assertThat(file.readCounters().liveThreads()).isEqualTo(12);
    }

    @Test
    void blamesAUserWithoutANameAndSaysHowToGiveItOne() throws Exception {
        FakeProc proc = new FakeProc(folder).process(4242, 1, 10001, "/opt/java/bin/java", "-jar", "/app/server.jar")
                .fileInContainer(4242, "/etc/passwd", PASSWD_WITHOUT_VTBENCH);

        assertThatThrownBy(() -> HsPerfDataFile.of(proc.read(4242))).isInstanceOf(FigureUnavailableException.class)
                .hasMessageContaining("uid 10001").hasMessageContaining("/etc/passwd")
                .hasMessageContaining("RUN echo 'vtbench:x:10001:10001:vtbench:/tmp:/usr/sbin/nologin' >> /etc/passwd");
    }

    @Test
    void blamesAMainProcessThatIsNotTheJvm() throws Exception {
        FakeProc proc = new FakeProc(folder).process(4242, 1, 10001, "/bin/sh", "/app/start.sh")
                .fileInContainer(4242, "/etc/passwd", PASSWD_WITH_VTBENCH);

        assertThatThrownBy(() -> HsPerfDataFile.of(proc.read(4242))).isInstanceOf(FigureUnavailableException.class)
                .hasMessageContaining("not java (/bin/sh /app/start.sh)").hasMessageContaining("exec java");
    }

    @Test
    void blamesAJvmThatTurnedItsCountersOff() throws Exception {
        FakeProc proc = new FakeProc(folder).process(4242, 1, 10001, "/opt/java/bin/java", "-XX:-UsePerfData", "-jar", "s.jar")
                .fileInContainer(4242, "/etc/passwd", PASSWD_WITH_VTBENCH);

        assertThatThrownBy(() -> HsPerfDataFile.of(proc.read(4242))).isInstanceOf(FigureUnavailableException.class)
                .hasMessageContaining("-XX:-UsePerfData");
    }

    @Test
    void saysWhenTheProcessIsGone() {
        assertThatThrownBy(() -> ContainerProcess.ofHostPid(folder, 99)).isInstanceOf(FigureUnavailableException.class)
                .hasMessageContaining(folder.resolve("99").toString()).hasMessageContaining("exited");
    }

    private static byte[] bytes(SyntheticPerfData data) {
        var buffer = data.toBuffer();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }
}
