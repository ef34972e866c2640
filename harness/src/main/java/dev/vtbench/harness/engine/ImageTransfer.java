package dev.vtbench.harness.engine;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.SaveImagesCmd;
import com.github.dockerjava.api.exception.NotFoundException;

import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.LoadResponseItem;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Puts the images the harness built on its own engine onto another engine, so that a host that runs a part of a run
 * needs nothing but Docker (no registry, no build there). Only images the target lacks, or has under a different id,
 * travel, all in one `docker save | docker load` stream; a saved image keeps its id, which is read back from the
 * target to be recorded as what that engine ran.
 */
public final class ImageTransfer {
    private ImageTransfer() {}

    /**
     * Ensures {@code images} (names with tags, as built locally) are on {@code target} with their local ids.
     *
     * @return each image's id on the target, in the order given
     */
    public static Map<String, String> ensureOn(Engine target, List<String> images) {
        DockerClient local = DockerEngine.client();
        Map<String, String> localIds = new LinkedHashMap<>();
        for (String image : images) {
            localIds.put(image, idOn(local, image).orElseThrow(() -> new IllegalStateException("image " + image
                    + " is not on the harness's own engine, so it cannot be put on " + target.part() + " (" + target.endpoint().describe()
                    + "): build it first (harness/vtbench builds the images a run needs)")));
        }
        if (target.isLocal()) {
            return localIds;
        }
        target.requireAvailable();
        List<String> missing = localIds.keySet().stream()
                .filter(image -> !idOn(target.client(), image).equals(Optional.of(localIds.get(image)))).toList();
        if (!missing.isEmpty()) {
            copy(local, target, missing);
        }
        Map<String, String> targetIds = new LinkedHashMap<>();
        for (String image : images) {
            String id = idOn(target.client(), image).orElse("(missing)");
            if (!id.equals(localIds.get(image))) {
                throw new IllegalStateException("image " + image + " is " + id + " on " + target.part() + " (" + target.endpoint().describe()
                        + ") after it was loaded there, not " + localIds.get(image) + " as on the harness's own engine: check that "
                        + "engine's free disk space and its log, then run again");
            }
            targetIds.put(image, id);
        }
        return targetIds;
    }

    private static void copy(DockerClient local, Engine target, List<String> images) {
        SaveImagesCmd save = local.saveImagesCmd();
        for (String image : images) {
            int colon = image.lastIndexOf(':');
            boolean tagged = colon > image.lastIndexOf('/');
            save.withImage(tagged ? image.substring(0, colon) : image, tagged ? image.substring(colon + 1) : "latest");
        }
        // The asynchronous form, awaited to its end: the plain load command returns once the archive is sent, while the
        // engine may still be unpacking it, and an image read back then is missing.
        try (InputStream archive = save.exec()) {
            target.client().loadImageAsyncCmd(archive).exec(new ResultCallback.Adapter<LoadResponseItem>()).awaitCompletion();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while moving images " + images + " onto " + target.part(), e);
        } catch (IOException e) {
            throw new IllegalStateException("could not move images " + images + " onto " + target.part() + " ("
                    + target.endpoint().describe() + "): " + e.getMessage() + "; check that engine and run again", e);
        }
    }

    private static Optional<String> idOn(DockerClient docker, String image) {
        try {
            return Optional.of(docker.inspectImageCmd(image).exec().getId());
        } catch (NotFoundException e) {
            return Optional.empty();
        }
    }
}
