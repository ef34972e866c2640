package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.matrix.CpuSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The driver's AOT cache: when it is trained, how it is named, installed, refused and switched off. The driver's
 * JDK is a {@link FakeDriverJdk} script; no Gatling, no server and no load.
 */
class DriverAotCacheTest {
    private static final String JDK_25 = "25.0.3+9-LTS";
    private static final String BACKEND = "http://127.0.0.1:9";
    private static final CpuSet DRIVER_CORES = CpuSet.parse("0");

    @TempDir
    Path temp;
    private Path gatlingTarget;
    private Path folder;
    private final List<String> said = new ArrayList<>();

    @BeforeEach
    void gatlingBuild() throws IOException {
        gatlingTarget = temp.resolve("gatling/target");
        Files.createDirectories(gatlingTarget.resolve("lib"));
        Files.writeString(gatlingTarget.resolve("vtbench-gatling.jar"), "simulations");
        Files.writeString(gatlingTarget.resolve("lib/netty.jar"), "netty");
        Files.writeString(gatlingTarget.resolve("lib/gatling-core.jar"), "gatling");
        Files.writeString(gatlingTarget.resolve("lib/README.txt"), "not a jar");
        folder = temp.resolve("cache/vtbench/gatling-aot");
    }

    private DriverAotCache cache(FakeDriverJdk jdk, String switchValue) {
        return new DriverAotCache(gatlingTarget, folder, jdk.executable(), GatlingRun.JVM_OPTIONS, switchValue, said::add);
    }

    private FakeDriverJdk jdk(String version, FakeDriverJdk.Training training, boolean accepts) throws IOException {
        return FakeDriverJdk.create(temp.resolve("jdk"), version, training, accepts);
    }

    private List<String> filesInFolder() throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void keyChangesWithTheJdkTheOptionsAndEachJarsNameSizeTimeAndOrder() throws IOException {
        DriverJars jars = new DriverJars(gatlingTarget, temp.resolve("cache/vtbench/gatling-jars"));
        List<Path> classpath = jars.built();
        String key = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, classpath);

        assertThat(key).as("readable JDK, then a hash; safe as a file name").startsWith("jdk-25.0.3_9-LTS-").matches("[A-Za-z0-9._-]+");
        assertThat(DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, classpath)).as("same inputs, same key").isEqualTo(key);
        assertThat(DriverAotCache.key("25.0.4+7-LTS", GatlingRun.JVM_OPTIONS, classpath)).as("another JDK build").isNotEqualTo(key);
        assertThat(DriverAotCache.key(JDK_25, List.of("-Xmx40g"), classpath)).as("other JVM options").isNotEqualTo(key);
        assertThat(DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, classpath.reversed())).as("another classpath order")
                .isNotEqualTo(key);

        Path netty = gatlingTarget.resolve("lib/netty.jar");
        Files.setLastModifiedTime(netty, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(netty).toMillis() + 2000));
        String touched = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, classpath);
        assertThat(touched).as("a jar rebuilt with the same size: only its time differs").isNotEqualTo(key);
        Files.writeString(netty, "netty, a newer one");
        assertThat(DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, classpath)).as("a jar of another size").isNotEqualTo(touched);
        Files.writeString(gatlingTarget.resolve("lib/extra.jar"), "x");
        assertThat(DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, jars.built())).as("one more jar").isNotEqualTo(touched);
    }

    @Test
    void classpathNamesEveryJarSimulationsFirstThenLibrariesSortedFromAFolderNamedByTheirBytes() throws IOException {
        DriverAotCache cache = cache(jdk(JDK_25, FakeDriverJdk.Training.WRITES_CACHE, true), null);

        List<Path> classpath = cache.classpath();
        Path staged = classpath.get(0).getParent();
        assertThat(staged.getParent()).as("beside the caches' folder").isEqualTo(temp.resolve("cache/vtbench/gatling-jars"));
        assertThat(classpath).as("explicit jars, never a lib/* wildcard whose order is the file system's").containsExactly(
                staged.resolve("vtbench-gatling.jar"), staged.resolve("lib/gatling-core.jar"), staged.resolve("lib/netty.jar"));
        assertThat(Files.readString(staged.resolve("lib/netty.jar"))).as("a copy of the build's jar").isEqualTo("netty");
        assertThat(staged.resolve(DriverJars.COMPLETE)).as("marked complete once every jar is in").exists();
        assertThat(cache.classpathArgument()).as("as -cp takes it").doesNotContain("*").contains(java.io.File.pathSeparator);
    }

    /**
     * A fresh clone, or a rebuild that gives the same bytes new times, runs the same paths and so keeps its key and its
     * cache; other bytes get a folder of their own, and the old one goes.
     */
    @Test
    void theSameBytesInAnotherCloneOrRebuiltKeepTheKeyAndOtherBytesGetAnother() throws IOException {
        FakeDriverJdk jdk = jdk(JDK_25, FakeDriverJdk.Training.WRITES_CACHE, true);
        List<Path> first = cache(jdk, null).classpath();
        String key = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, first);

        Path netty = gatlingTarget.resolve("lib/netty.jar");
        Files.setLastModifiedTime(netty, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(netty).toMillis() + 2000));
        assertThat(cache(jdk, null).classpath()).as("a rebuild of the same bytes").isEqualTo(first);

        Path clone = temp.resolve("clone/gatling/target");
        Files.createDirectories(clone.resolve("lib"));
        for (String jar : List.of("vtbench-gatling.jar", "lib/netty.jar", "lib/gatling-core.jar")) {
            Files.copy(gatlingTarget.resolve(jar), clone.resolve(jar));
        }
        List<Path> cloned = new DriverAotCache(clone, folder, jdk.executable(), GatlingRun.JVM_OPTIONS, null, said::add).classpath();
        assertThat(cloned).as("another clone of the same build").isEqualTo(first);
        assertThat(DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, cloned)).as("and so the same cache").isEqualTo(key);

        Files.writeString(netty, "netty, a newer one");
        List<Path> changed = cache(jdk, null).classpath();
        assertThat(changed.get(0).getParent()).as("other bytes, another folder").isNotEqualTo(first.get(0).getParent());
        assertThat(DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, changed)).as("another key").isNotEqualTo(key);
        assertThat(first.get(0).getParent()).as("the folder of bytes no build has any more").doesNotExist();
    }

    @Test
    void trainsOnceWithTheDriversOwnCommandAndThenStartsWarm() throws IOException {
        FakeDriverJdk jdk = jdk(JDK_25, FakeDriverJdk.Training.WRITES_CACHE, true);
        DriverAotCache cache = cache(jdk, null);
        String key = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, cache.classpath());

        cache.ensureTrained(BACKEND, DRIVER_CORES);
        cache.ensureTrained(BACKEND, DRIVER_CORES);
        DriverAotCache.WarmStart warm = cache.warmStart();

        assertThat(jdk.trainings()).as("one training for one key, however often the hook is called").hasSize(1);
        String training = jdk.trainings().get(0);
        assertThat(training).as("the driver's JVM options and explicit classpath, and the cache written under a temporary name")
                .contains(String.join(" ", GatlingRun.JVM_OPTIONS))
                .contains("-XX:AOTCacheOutput=" + folder.resolve(key + ".aot.tmp-"))
                .contains("-cp " + cache.classpathArgument())
                .doesNotContain("-XX:AOTCache=");
        assertThat(training).as("a short closed load on the backend's fast endpoint, stats and report outside the results")
                .contains("-Dvtbench.target=" + BACKEND, "-Dvtbench.endpoint=/delay?ms=0", "-Dvtbench.model=closed",
                        "-Dvtbench.users=50", "-Dvtbench.warmupSeconds=0", "-Dvtbench.durationSeconds=8",
                        "-Dvtbench.statsFile=" + folder.resolve("training"), "io.gatling.app.Gatling",
                        "-s " + Simulation.parse("throughput").className(), "-rf " + folder.resolve("training"));
        assertThat(filesInFolder()).as("the cache renamed into place, the training's log kept, no temporary file left")
                .containsExactly(key + ".aot", key + ".training.log");
        assertThat(Files.readString(folder.resolve(key + ".aot"))).isEqualTo("cache");
        assertThat(warm.description()).isEqualTo(DriverAotCache.IN_USE);
        assertThat(warm.jvmOptions()).containsExactly("-XX:AOTCache=" + folder.resolve(key + ".aot"));
        assertThat(jdk.acceptanceChecks()).as("the JVM's acceptance is checked once per key, not per run").hasSize(1);
        assertThat(said).as("what the harness printed").anyMatch(line -> line.contains("training the Gatling driver's AOT cache"))
                .anyMatch(line -> line.contains("AOT cache is ready"));
    }

    @Test
    void aCrashedTrainingLeavesNoCacheAndTheDriverStartsCold() throws IOException {
        FakeDriverJdk jdk = jdk(JDK_25, FakeDriverJdk.Training.CRASHES, true);
        DriverAotCache cache = cache(jdk, null);
        String key = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, cache.classpath());

        cache.ensureTrained(BACKEND, DRIVER_CORES);
        cache.ensureTrained(BACKEND, DRIVER_CORES);

        assertThat(filesInFolder()).as("neither the half-written cache nor the JVM's configuration file remains")
                .containsExactly(key + ".training.log");
        assertThat(jdk.trainings()).as("a failed training is not repeated within the harness run").hasSize(1);
        assertThat(cache.warmStart().description()).startsWith("none: training the AOT cache failed")
                .contains(folder.resolve(key + ".training.log").toString());
        assertThat(cache.warmStart().jvmOptions()).isEmpty();
        assertThat(said).as("the failure says the exit code and where the log is")
                .anyMatch(line -> line.contains("training the Gatling driver's AOT cache failed") && line.contains("exited with code 137")
                        && line.contains("did not say the cache was complete") && line.contains(key + ".training.log"));
    }

    @Test
    void cachesOfOtherKeysAndLeftoversOfCrashedTrainingsAreDeleted() throws IOException {
        FakeDriverJdk jdk = jdk(JDK_25, FakeDriverJdk.Training.WRITES_CACHE, true);
        DriverAotCache cache = cache(jdk, null);
        String key = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, cache.classpath());
        Files.createDirectories(folder);
        for (String stale : List.of("jdk-25.0.2_7-LTS-0123456789abcdef.aot", "jdk-25.0.2_7-LTS-0123456789abcdef.training.log",
                "jdk-24.0.1-aaaaaaaaaaaaaaaa.aot.tmp-17", key + ".aot.tmp-42", key + ".aot.tmp-42.config")) {
            Files.writeString(folder.resolve(stale), "stale");
        }

        cache.ensureTrained(BACKEND, DRIVER_CORES);

        assertThat(filesInFolder()).containsExactly(key + ".aot", key + ".training.log");
    }

    @Test
    void aCacheTheJvmRejectsIsDeletedAndTheDriverStartsCold() throws IOException {
        FakeDriverJdk jdk = jdk(JDK_25, FakeDriverJdk.Training.WRITES_CACHE, false);
        DriverAotCache cache = cache(jdk, null);
        String key = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, cache.classpath());

        cache.ensureTrained(BACKEND, DRIVER_CORES);
        DriverAotCache.WarmStart first = cache.warmStart();
        DriverAotCache.WarmStart second = cache.warmStart();

        assertThat(Files.exists(folder.resolve(key + ".aot"))).as("the rejected cache is deleted").isFalse();
        assertThat(first.jvmOptions()).isEmpty();
        assertThat(first.description()).as("in the JVM's own words")
                .isEqualTo("none: the JVM rejected the AOT cache: The AOT cache has been truncated.");
        assertThat(second).isEqualTo(first);
        assertThat(said.stream().filter(line -> line.contains("rejected"))).as("said once").hasSize(1);
    }

    @Test
    void aRunWhoseJvmRejectedTheCacheRecordsAColdStart() throws IOException {
        DriverAotCache cache = cache(jdk(JDK_25, FakeDriverJdk.Training.WRITES_CACHE, true), null);
        String key = DriverAotCache.key(JDK_25, GatlingRun.JVM_OPTIONS, cache.classpath());
        cache.ensureTrained(BACKEND, DRIVER_CORES);
        DriverAotCache.WarmStart warm = cache.warmStart();
        Path clean = Files.writeString(temp.resolve("clean.log"), "Simulation dev.vtbench.gatling.ThroughputSimulation started...\n");
        Path refused = Files.writeString(temp.resolve("refused.log"), """
                [0.009s][warning][aot] This file is not the one used while building the AOT cache: '/x/netty.jar', size has changed
                [0.009s][error  ][aot] An error has occurred while processing the AOT cache. Run with -Xlog:aot for details.
                [0.009s][error  ][aot] Unable to map shared spaces
                Simulation dev.vtbench.gatling.ThroughputSimulation started...
                """);

        assertThat(cache.confirm(warm, clean)).as("no word from the JVM: it used the cache").isEqualTo(DriverAotCache.IN_USE);
        assertThat(cache.confirm(warm, refused))
                .isEqualTo("none: the JVM rejected the AOT cache: This file is not the one used while building the AOT cache:"
                        + " '/x/netty.jar', size has changed");
        assertThat(Files.exists(folder.resolve(key + ".aot"))).as("deleted").isFalse();
        assertThat(cache.warmStart().description()).as("later runs start cold and say why").startsWith("none: the JVM rejected");
        assertThat(cache.confirm(cache.warmStart(), refused)).as("a cold run's log is not read for a cache it did not use")
                .startsWith("none: the JVM rejected");
    }

    @Test
    void offSwitchStartsColdRunsNoJvmAndSaysSoOnce() throws IOException {
        FakeDriverJdk jdk = jdk(JDK_25, FakeDriverJdk.Training.WRITES_CACHE, true);
        DriverAotCache cache = cache(jdk, "off");

        cache.ensureTrained(BACKEND, DRIVER_CORES);
        DriverAotCache.WarmStart warm = cache.warmStart();
        cache.warmStart();

        assertThat(warm.description()).isEqualTo("none: VTBENCH_DRIVER_AOT=off");
        assertThat(warm.jvmOptions()).isEmpty();
        assertThat(jdk.calls()).as("nothing trained, nothing probed").isEmpty();
        assertThat(said).containsExactly("vtbench: VTBENCH_DRIVER_AOT=off: the Gatling driver starts without an AOT cache");
        assertThat(cache(jdk, " OFF ").warmStart().description()).isEqualTo("none: VTBENCH_DRIVER_AOT=off");
        assertThat(cache(jdk, "on").warmStart().description()).as("on: the default").isEqualTo("none: no AOT cache trained yet");
        assertThatThrownBy(() -> cache(jdk, "false")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("VTBENCH_DRIVER_AOT=false is not understood").hasMessageContaining("expected on");
    }

    @Test
    void aJdkOlderThan25StartsColdAndSaysSoOnce() throws IOException {
        FakeDriverJdk jdk = jdk("21.0.8+9-LTS", FakeDriverJdk.Training.WRITES_CACHE, true);
        DriverAotCache cache = cache(jdk, null);

        cache.ensureTrained(BACKEND, DRIVER_CORES);
        DriverAotCache.WarmStart warm = cache.warmStart();
        cache.warmStart();

        assertThat(warm.description()).isEqualTo("none: JDK 21 has no AOT cache");
        assertThat(warm.jvmOptions()).isEmpty();
        assertThat(jdk.calls()).as("only the version question, once").hasSize(1).allMatch(call -> call.contains("-XshowSettings:properties"));
        assertThat(said).hasSize(1).allMatch(line -> line.contains("21.0.8+9-LTS") && line.contains("starts cold"));
        assertThat(new DriverAotTraining.Jdk("24.0.2+12", "OpenJDK 64-Bit Server VM").whyNoCache()).as("24 has no one-step cache")
                .contains("JDK 24 has no AOT cache");
        assertThat(new DriverAotTraining.Jdk("25.0.1+8", "Eclipse OpenJ9 VM").whyNoCache()).contains("Eclipse OpenJ9 VM has no AOT cache");
        assertThat(new DriverAotTraining.Jdk("26-ea+3", "OpenJDK 64-Bit Server VM").whyNoCache()).isEmpty();
    }

    @Test
    void aJdkThatCannotTellItsVersionStartsCold() throws IOException {
        Path broken = temp.resolve("broken-java");
        Files.writeString(broken, "#!/bin/sh\necho 'Error: could not find libjava.so' >&2\nexit 1\n");
        broken.toFile().setExecutable(true);
        DriverAotCache cache = new DriverAotCache(gatlingTarget, folder, broken.toString(), GatlingRun.JVM_OPTIONS, null, said::add);

        assertThat(cache.warmStart().description()).startsWith("none: cannot tell the driver JDK's version")
                .contains("exited with code 1").contains("could not find libjava.so");
    }

    @Test
    void cacheFolderFollowsXdgCacheHome() {
        assertThat(DriverAotCache.defaultFolder(java.util.Map.of("XDG_CACHE_HOME", "/var/cache/me", "HOME", "/home/me")))
                .isEqualTo(Path.of("/var/cache/me/vtbench/gatling-aot"));
        assertThat(DriverAotCache.defaultFolder(java.util.Map.of("XDG_CACHE_HOME", "relative", "HOME", "/home/me")))
                .as("the XDG specification ignores a relative path").isEqualTo(Path.of("/home/me/.cache/vtbench/gatling-aot"));
        assertThat(DriverAotCache.defaultFolder(java.util.Map.of("HOME", "/home/me"))).isEqualTo(Path.of("/home/me/.cache/vtbench/gatling-aot"));
    }
}
