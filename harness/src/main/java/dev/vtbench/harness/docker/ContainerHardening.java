package dev.vtbench.harness.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What every vtbench container is denied, whatever it runs: on the host network a container's listener is a host
 * listener and its process a host process, so it gets no capability, cannot gain privileges (setuid files),
 * cannot write its root file system, and cannot fork without bound. The images run as uid 10001 already.
 *
 * <p>The root file system is read-only; /tmp (the JVM's hsperfdata, attach socket, flight recording and temporary
 * files) and the folders the image's {@value #WRITABLE_LABEL} label names (Tomcat's logs/temp/work, Liberty's
 * output folder) are tmpfs mounts. They count against the container's memory limit, as a page cache would.
 */
public final class ContainerHardening {
    /** An image label: the space-separated absolute folders its runtime writes, each given a tmpfs. */
    public static final String WRITABLE_LABEL = "dev.vtbench.writable";

    /**
     * Processes and threads: above the largest request pool any runtime accepts (10,000 threads, Tomcat's
     * VTBENCH_POOL_SIZE bound) plus the JVM's own threads and a jcmd, still a bound on a fork bomb.
     */
    public static final long PIDS_LIMIT = 12_288;

    /** The user every vtbench image runs as (its Dockerfile's USER), who owns the runtime's writable folders. */
    static final int IMAGE_USER = 10001;

    // /tmp as always (sticky, writable by all); the runtime's folders owned by the image's user, since Docker
    // gives a tmpfs on an image folder root's ownership otherwise. noexec: nothing runs from a writable folder.
    static final String TMP_OPTIONS = "rw,nosuid,nodev,noexec,size=512m,mode=1777";
    static final String FOLDER_OPTIONS = "rw,nosuid,nodev,noexec,size=512m,mode=0755,uid=" + IMAGE_USER + ",gid=" + IMAGE_USER;

    private ContainerHardening() {}

    /** Applies the limits to {@code host}, for a container of {@code image} on the engine {@code docker} talks to. */
    static void apply(DockerClient docker, HostConfig host, String image) {
        host.withCapDrop(Capability.ALL)
                .withSecurityOpts(List.of("no-new-privileges"))
                .withReadonlyRootfs(true)
                .withTmpFs(tmpfsMounts(writableFolders(docker, image)))
                .withPidsLimit(PIDS_LIMIT);
    }

    /** /tmp and {@code writable}, each a tmpfs. */
    static Map<String, String> tmpfsMounts(List<String> writable) {
        Map<String, String> mounts = new LinkedHashMap<>();
        mounts.put("/tmp", TMP_OPTIONS);
        writable.forEach(folder -> mounts.put(folder, FOLDER_OPTIONS));
        return mounts;
    }

    /** The folders the image's {@value #WRITABLE_LABEL} label names; none when it has no such label. */
    static List<String> writableFolders(DockerClient docker, String image) {
        var config = docker.inspectImageCmd(image).exec().getConfig();
        Map<String, String> labels = config == null || config.getLabels() == null ? Map.of() : config.getLabels();
        return parseWritable(image, labels.getOrDefault(WRITABLE_LABEL, ""));
    }

    static List<String> parseWritable(String image, String label) {
        List<String> folders = Arrays.stream(label.strip().split("\\s+")).filter(folder -> !folder.isEmpty()).toList();
        for (String folder : folders) {
            // A label of a locally built image is data: accept only plain absolute folders, never ':' or ','
            // (mount syntax) nor '..'.
            if (!folder.matches("/[A-Za-z0-9._/-]+") || folder.contains("..")) {
                throw new IllegalArgumentException("image " + image + " has label " + WRITABLE_LABEL + "='" + label
                        + "', whose '" + folder + "' is not a plain absolute folder: fix the image's Dockerfile");
            }
        }
        return folders;
    }
}
