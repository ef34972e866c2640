package dev.vtbench.inprocess;

import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The five rows of seed 002's table, each a way to sort the same array of doubles. */
public enum SortImplementation {
    ARRAYS_SORT("Arrays.sort()") {
        @Override
        Sorter open(int leaf) {
            return sorter(null, (data, scratch) -> Arrays.sort(data));
        }
    },
    NO_TASKS("No tasks") {
        @Override
        Sorter open(int leaf) {
            return sorter(null, (data, scratch) -> SerialMergeSort.sort(data, scratch, leaf));
        }
    },
    INLINE_TASKS("Inline tasks") {
        @Override
        Sorter open(int leaf) {
            return tasks(new InlineExecutorService(), leaf);
        }
    },
    /** Executors.newWorkStealingPool(), as in the seed: a ForkJoinPool of availableProcessors() threads. */
    FORK_JOIN("Fork-join thread pool") {
        @Override
        Sorter open(int leaf) {
            return tasks(Executors.newWorkStealingPool(), leaf);
        }
    },
    VIRTUAL_THREADS("Virtual threads") {
        @Override
        Sorter open(int leaf) {
            return tasks(Executors.newVirtualThreadPerTaskExecutor(), leaf);
        }
    };

    private final String label;

    SortImplementation(String label) {
        this.label = label;
    }

    /** The seed's name for the row. */
    public String label() {
        return label;
    }

    /** A sorter ready to use; close it to stop any threads it started. */
    abstract Sorter open(int leaf);

    /** One way to sort, holding whatever executor it needs. */
    interface Sorter extends AutoCloseable {
        void sort(double[] data, double[] scratch) throws InterruptedException, ExecutionException;

        @Override
        void close();
    }

    private interface SortStep {
        void sort(double[] data, double[] scratch) throws InterruptedException, ExecutionException;
    }

    private static Sorter sorter(ExecutorService executor, SortStep step) {
        return new Sorter() {
            @Override
            public void sort(double[] data, double[] scratch) throws InterruptedException, ExecutionException {
                step.sort(data, scratch);
            }

            @Override
            public void close() {
                if (executor != null) {
                    executor.shutdownNow();
                }
            }
        };
    }

    private static Sorter tasks(ExecutorService executor, int leaf) {
        TaskMergeSort sort = new TaskMergeSort(executor, leaf);
        return sorter(executor, sort::sort);
    }
}
