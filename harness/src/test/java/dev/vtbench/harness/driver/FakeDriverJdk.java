package dev.vtbench.harness.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * A shell script that answers like the driver's {@code java} would, for what {@link DriverAotCache} asks of it:
 * its version, a training run that writes (or fails to write) a cache, and whether it accepts a cache. It records
 * each call's arguments, one line per call, so that tests can see what ran.
 */
final class FakeDriverJdk {
    /** What the training run does with its {@code -XX:AOTCacheOutput} file. */
    enum Training {
        /** Writes the cache through a configuration file, as the JDK does, and ends with Gatling's "assertions failed". */
        WRITES_CACHE("printf config > \"$out.config\"; printf cache > \"$out\"; rm -f \"$out.config\"\n"
                + "echo \"AOTCache creation is complete: $out 5 bytes\"; exit 2"),
        /** Dies half-way through writing, as a killed JVM would. */
        CRASHES("printf config > \"$out.config\"; printf half > \"$out\"; kill -9 $$");

        private final String script;

        Training(String script) {
            this.script = script;
        }
    }

    private final Path executable;
    private final Path calls;

    private FakeDriverJdk(Path executable, Path calls) {
        this.executable = executable;
        this.calls = calls;
    }

    /**
     * @param runtimeVersion what {@code java.runtime.version} says
     * @param acceptsCache whether {@code -XX:AOTCache=... -XX:AOTMode=on -version} succeeds
     */
    static FakeDriverJdk create(Path folder, String runtimeVersion, Training training, boolean acceptsCache) throws IOException {
        Files.createDirectories(folder);
        Path calls = folder.resolve("calls.txt");
        Path executable = folder.resolve("java");
        String probe = acceptsCache ? "exit 0"
                : "echo '[0.008s][warning][aot] The AOT cache has been truncated.'\n"
                + "echo '[0.008s][error  ][aot] Unable to map shared spaces'\necho 'Unable to use AOT cache.'; exit 1";
        Files.writeString(executable, """
                #!/bin/sh
                echo "$*" >> '%s'
                case " $* " in
                  *" -XshowSettings:properties "*)
                    echo '    java.runtime.version = %s' >&2
                    echo '    java.vm.name = OpenJDK 64-Bit Server VM' >&2
                    exit 0;;
                esac
                out=; cache=
                for arg in "$@"; do
                  case "$arg" in
                    -XX:AOTCacheOutput=*) out="${arg#-XX:AOTCacheOutput=}";;
                    -XX:AOTCache=*) cache="${arg#-XX:AOTCache=}";;
                  esac
                done
                if [ -n "$out" ]; then
                %s
                fi
                if [ -n "$cache" ]; then
                %s
                fi
                exit 0
                """.formatted(calls, runtimeVersion, training.script, probe));
        Files.setPosixFilePermissions(executable, PosixFilePermissions.fromString("rwxr-xr-x"));
        return new FakeDriverJdk(executable, calls);
    }

    String executable() {
        return executable.toString();
    }

    List<String> calls() throws IOException {
        return Files.exists(calls) ? Files.readAllLines(calls) : List.of();
    }

    List<String> trainings() throws IOException {
        return calls().stream().filter(call -> call.contains("-XX:AOTCacheOutput=")).toList();
    }

    List<String> acceptanceChecks() throws IOException {
        return calls().stream().filter(call -> call.contains("-XX:AOTMode=on")).toList();
    }
}
