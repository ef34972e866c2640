package dev.vtbench.examples.springdb;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A small Spring Boot service whose requests wait on a database, as a user would bring it to vtbench: an executable jar
 * on embedded Tomcat, JdbcTemplate through Spring Boot's HikariCP pool to PostgreSQL. Its port comes from
 * {@code -Dserver.port}, its thread kind from {@code -Dspring.threads.virtual.enabled} (through JAVA_TOOL_OPTIONS), and
 * its database from SPRING_DATASOURCE_URL, SPRING_DATASOURCE_USERNAME and SPRING_DATASOURCE_PASSWORD (see
 * service.properties).
 */
@SpringBootApplication
public class SpringDbApplication {

    public static void main(String[] args) {
        SpringApplication.run(SpringDbApplication.class, args);
    }
}
