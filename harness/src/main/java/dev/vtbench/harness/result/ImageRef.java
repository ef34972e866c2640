package dev.vtbench.harness.result;

/**
 * The server's image: its name, its id ("" where the engine gave none) and where its JDK came from (hermetic or
 * local, as --image-source said).
 */
public record ImageRef(String image, String imageId, String source) {}
