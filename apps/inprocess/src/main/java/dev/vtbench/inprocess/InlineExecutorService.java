package dev.vtbench.inprocess;

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs each task to completion on the caller's thread as it is submitted: seed 002's "inline tasks", which pay for
 * every task object and future the threaded versions create, but never switch threads.
 */
final class InlineExecutorService extends AbstractExecutorService {

    @Override
    public void execute(Runnable task) {
        task.run();
    }

    @Override
    public void shutdown() {
        // nothing runs outside the caller
    }

    @Override
    public List<Runnable> shutdownNow() {
        return List.of();
    }

    @Override
    public boolean isShutdown() {
        return false;
    }

    @Override
    public boolean isTerminated() {
        return false;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return true;
    }
}
