package dev.vtbench.harness.matrix;

import java.nio.file.Path;

/**
 * What the harness runs for a user's service: an executable jar on vtbench's JDK image, a war as the root application
 * of vtbench's Tomcat or Liberty image, or an image already on the Docker engine, run as it is.
 */
public sealed interface Deployment {

    /** Run as {@code java -jar /app/service.jar} on vtbench/jdk:&lt;jvm&gt;. */
    record Jar(Path jar) implements Deployment {}

    /** Deployed as the root application ("/") of vtbench/tomcat:&lt;jvm&gt; or vtbench/liberty:&lt;jvm&gt;. */
    record War(Path war, WarServer server) implements Deployment {}

    /** An image the user built; the harness neither builds it nor chooses its JVM. */
    record Image(String reference) implements Deployment {}

    /** The servers a war can be deployed on: vtbench's own images of them. */
    enum WarServer {
        TOMCAT, LIBERTY;

        /** "tomcat": the name in a service file and of vtbench's runtime image. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
