package dev.vtbench.examples.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A small Spring Boot service on embedded Tomcat, as a user would bring it to vtbench: an executable jar whose port
 * comes from {@code -Dserver.port} and whose request threads are Tomcat's pool or virtual threads, as
 * {@code -Dspring.threads.virtual.enabled} says. Both arrive through JAVA_TOOL_OPTIONS (see service.properties).
 */
@SpringBootApplication
public class SpringHelloApplication {

    public static void main(String[] args) {
        SpringApplication.run(SpringHelloApplication.class, args);
    }
}
