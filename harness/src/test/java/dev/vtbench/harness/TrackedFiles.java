package dev.vtbench.harness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files of a source tree, as paths relative to it with forward slashes: what git tracks there, or, where the tree is
 * no git checkout (an unpacked source archive), every file but what .gitignore leaves out.
 */
final class TrackedFiles {
    private TrackedFiles() {}

    static List<String> of(Path root) throws IOException {
        // .git is a file, not a folder, in a git worktree.
        if (Files.exists(root.resolve(".git")) && gitAnswers()) {
            Process git = new ProcessBuilder("git", "-C", root.toString(), "ls-files", "-z").start();
            byte[] listed = git.getInputStream().readAllBytes();
            try {
                if (git.waitFor() != 0) {
                    throw new IOException("git ls-files in " + root + " ended with exit code " + git.exitValue() + ": "
                            + new String(git.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while git listed the files of " + root, e);
            }
            return Arrays.stream(new String(listed, StandardCharsets.UTF_8).split("\0")).filter(path -> !path.isEmpty()).toList();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).map(file -> root.relativize(file).toString().replace('\\', '/'))
                    .filter(path -> !ignored(path)).sorted().toList();
        }
    }

    private static boolean gitAnswers() {
        try {
            return new ProcessBuilder("git", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** What this repository's .gitignore leaves out (build output, results folders, logs), and git's own folder. */
    private static boolean ignored(String path) {
        String rooted = "/" + path;
        return rooted.startsWith("/.git/") || rooted.contains("/target/") || rooted.startsWith("/harness/results/") || path.endsWith(".log");
    }
}
