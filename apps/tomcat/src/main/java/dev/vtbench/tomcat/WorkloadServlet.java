package dev.vtbench.tomcat;

import dev.vtbench.workload.Workload;
import dev.vtbench.workload.db.DatabaseSettings;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.Optional;

/**
 * The benchmark's endpoints on Tomcat: every request, whatever its method and path, goes to the
 * shared {@link Workload} on the thread Tomcat's connector gave it (pool or virtual).
 */
public final class WorkloadServlet extends HttpServlet {

    // Not ServletContext.log: Tomcat's logging.properties sends that to logs/localhost.*.log only,
    // while this logger reaches the console too, hence docker logs and the harness's server log.
    private static final System.Logger LOG = System.getLogger(WorkloadServlet.class.getName());

    // Written once in init(); the container guarantees init() completes before any service() call.
    private transient Workload workload;

    @Override
    public void init() throws ServletException {
        TomcatSettings settings;
        Optional<DatabaseSettings> database;
        try {
            settings = TomcatSettings.fromEnvironment(EnvironmentSettings.ofProcess());
            database = DatabaseSettings.fromEnvironment(EnvironmentSettings.ofProcess());
        } catch (InvalidSettingException badSetting) {
            throw new ServletException("vtbench tomcat cannot start: " + badSetting.getMessage(), badSetting);
        }
        // The connector is initialised (its MBean registered) before Tomcat deploys webapps, but
        // started only afterwards: its settings are readable here, its threads do not exist yet.
        Map<String, Object> threadPool = ConnectorThreadPool.read(ManagementFactory.getPlatformMBeanServer());
        // Built before the connector takes traffic: it sizes the JDK keep-alive cache for the backend calls.
        workload = new Workload(settings.identity(threadPool), settings.backendUrl(),
                new ConnectorLimits(ManagementFactory.getPlatformMBeanServer()), database);
        LOG.log(System.Logger.Level.INFO, "vtbench workload ready: mode=" + settings.mode() + " connector="
                + threadPool + " backend=" + settings.backendUrl() + " database=" + database.map(Object::toString).orElse("-"));
    }

    @Override
    public void destroy() {
        // The database pool's connections and threads end with the application, not with the JVM.
        if (workload != null) {
            workload.close();
        }
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // service(), not doGet(): other methods reach the workload too, which answers 405 as every runtime does.
        ServletExchange.send(workload.handle(ServletExchange.requestOf(
                request.getMethod(), request.getServletPath(), request.getPathInfo(), request.getQueryString())),
                response);
    }
}
