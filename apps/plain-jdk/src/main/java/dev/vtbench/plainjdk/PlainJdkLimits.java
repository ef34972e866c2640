package dev.vtbench.plainjdk;

import dev.vtbench.workload.jdkhttp.JdkHttpServerLimits;
import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.RuntimeLimits;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;

/** The plain-JDK server's limits: the JDK HttpServer's, and the executor that runs its requests, read from that executor. */
final class PlainJdkLimits implements RuntimeLimits {
    private final JdkHttpServerLimits httpServer;
    private final ExecutorService executor;

    PlainJdkLimits(int backlog, ExecutorService executor) {
        this.httpServer = new JdkHttpServerLimits(backlog, System::getProperty);
        this.executor = executor;
    }

    @Override
    public List<ServerLimit> read() {
        List<ServerLimit> limits = new ArrayList<>(httpServer.read());
        limits.addAll(requestThreads(executor));
        return limits;
    }

    /** The pool's size and its threads started so far, or, for virtual threads, that there is no pool. */
    static List<ServerLimit> requestThreads(ExecutorService executor) {
        if (executor instanceof ThreadPoolExecutor pool) {
            return List.of(new ServerLimit("pool.maxThreads", LimitKind.REQUEST_THREADS, (long) pool.getMaximumPoolSize(),
                            "the server's ThreadPoolExecutor, getMaximumPoolSize()"),
                    new ServerLimit("pool.threads", LimitKind.REQUEST_THREADS, (long) pool.getPoolSize(),
                            "the server's ThreadPoolExecutor, getPoolSize(): threads started so far"));
        }
        return List.of(new ServerLimit("pool.maxThreads", LimitKind.REQUEST_THREADS, "none: a virtual thread per request",
                "the server's executor, a " + executor.getClass().getSimpleName()));
    }
}
