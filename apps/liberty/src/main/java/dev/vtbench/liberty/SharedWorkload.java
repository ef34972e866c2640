package dev.vtbench.liberty;

import dev.vtbench.workload.Workload;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import dev.vtbench.workload.db.DatabaseSettings;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import java.util.Optional;

/**
 * The application's one {@link Workload} and the settings it was built from, created while the
 * application starts rather than on the first request, for two reasons: constructing the workload
 * sizes the JDK's HTTP keep-alive cache, which only works before the first backend connection; and
 * a bad setting must stop the container before it takes traffic, as in the other runtimes.
 */
@ApplicationScoped
public class SharedWorkload {

    /** Exit status for a bad environment variable, as in plain-jdk, so scripts can tell it from a crash. */
    static final int EXIT_BAD_SETTING = 2;

    private ServerConfig config;
    private Workload workload;

    @PostConstruct
    void build() {
        Optional<DatabaseSettings> database;
        try {
            config = ServerConfig.fromEnvironment(EnvironmentSettings.ofProcess());
            database = DatabaseSettings.fromEnvironment(EnvironmentSettings.ofProcess());
        } catch (InvalidSettingException badSetting) {
            // Stop the server, not just this application: Liberty would keep running and answer 404
            // on /health until the harness's start-up timeout. System.exit runs on a thread of its
            // own because Liberty's shutdown waits for application starts to finish; called here, it
            // would wait for itself until the 30 s quiesce timeout. Throwing ends this start at once.
            System.err.println("vtbench liberty cannot start: " + badSetting.getMessage());
            Thread.ofPlatform().name("vtbench-exit").start(() -> System.exit(EXIT_BAD_SETTING));
            throw badSetting;
        }
        workload = new Workload(config.identity(), config.backendUrl(), new LibertyLimits(config.mode()), database);
        // One println: Liberty's console copies each write of System.out as a line of its own.
        System.out.println("vtbench liberty application started: address=" + config.bindAddress()
                + " port=" + config.port()
                + " mode=" + config.modeName()
                + " threads=" + config.identity().threadPool() + " backend=" + config.backendUrl()
                + " database=" + database.map(Object::toString).orElse("-"));
    }

    /** The database pool's connections and threads end with the application, not with the JVM. */
    @PreDestroy
    void close() {
        if (workload != null) {
            workload.close();
        }
    }

    // CDI creates application-scoped beans on first use; observing Startup makes that first use the
    // application's start.
    void createAtStartup(@Observes Startup startup) {
        // Receiving the event is the point: it has already run build().
    }

    /** Answers one request on the calling thread. */
    public WorkloadResponse handle(WorkloadRequest request) {
        return workload.handle(request);
    }

    /** The threading mode read from {@code VTBENCH_MODE}. */
    public ThreadingMode mode() {
        return config.mode();
    }
}
