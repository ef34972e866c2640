package dev.vtbench.liberty;

import jakarta.inject.Inject;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;

/**
 * The Jakarta REST application at the server's root. It registers only the resource of the
 * configured mode: one resource then matches every path, and the pool and fixed modes do not pay
 * for the asynchronous machinery (a suspended request) that only the virtual mode needs.
 */
@ApplicationPath("/")
public class WorkloadApplication extends Application {

    @Inject
    SharedWorkload workload;

    @Override
    public Set<Class<?>> getClasses() {
        return Set.of(workload.mode().resourceClass(), OtherMethodsFilter.class);
    }
}
