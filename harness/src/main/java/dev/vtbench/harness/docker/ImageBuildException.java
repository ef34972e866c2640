package dev.vtbench.harness.docker;

/** An image of the matrix could not be built; the message names the image and shows the cause. */
public final class ImageBuildException extends RuntimeException {
    public ImageBuildException(String message) {
        super(message);
    }

    public ImageBuildException(String message, Throwable cause) {
        super(message, cause);
    }
}
