package dev.vtbench.harness.matrix;

/**
 * How the harness tells a service the port to listen on: on the host network every start gets a free port, so a
 * service cannot keep a fixed one.
 */
public sealed interface PortSwitch {

    /** A JVM system property, given as -DNAME=PORT in JAVA_TOOL_OPTIONS (Spring Boot's server.port). */
    record Property(String name) implements PortSwitch {}

    /** An environment variable NAME=PORT. */
    record Env(String name) implements PortSwitch {}

    /** VTBENCH_PORT, which vtbench's Tomcat and Liberty images read: a war needs no switch of its own. */
    record VtbenchPort() implements PortSwitch {}
}
