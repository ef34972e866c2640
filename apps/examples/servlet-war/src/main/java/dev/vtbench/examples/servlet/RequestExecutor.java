package dev.vtbench.examples.servlet;

import java.util.Optional;
import java.util.concurrent.ExecutorService;

import javax.naming.InitialContext;
import javax.naming.NamingException;

/**
 * Where the servlet runs a request's work. Liberty has no switch that puts its HTTP request threads on virtual
 * threads, so on Liberty the mode's server.xml fragment (liberty-pool.xml, liberty-virtual.xml) defines a Jakarta
 * Concurrency managed executor under {@value #JNDI_NAME}, of platform or virtual threads, and the servlet hands each
 * request to it. Where no such executor exists (Tomcat, whose connector itself switches to virtual threads), the
 * request runs on the server's own request thread.
 */
record RequestExecutor(Optional<ExecutorService> executor) {

    static final String JNDI_NAME = "concurrent/requests";

    static RequestExecutor lookUp() {
        try {
            // A ManagedExecutorService, used through the ExecutorService it extends: see pom.xml.
            ExecutorService managed = InitialContext.doLookup(JNDI_NAME);
            return new RequestExecutor(Optional.of(managed));
        } catch (NamingException notDefined) {
            return new RequestExecutor(Optional.empty());
        }
    }

    /** For the server log: which threads the requests run on. */
    String describe() {
        return executor.map(e -> "requests run on the managed executor " + JNDI_NAME + " (" + e + ")")
                .orElse("requests run on the server's request threads (no managed executor " + JNDI_NAME + ")");
    }
}
