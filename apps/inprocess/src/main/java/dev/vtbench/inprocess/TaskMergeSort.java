package dev.vtbench.inprocess;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Seed 002's parallel merge sort of doubles: every partition larger than the leaf is a task submitted to an executor;
 * the parent submits both halves, blocks on their futures, then merges through a scratch array. The seed stops only at
 * partitions of one element, on purpose ("I want lots of threads to spin up"), so the default leaf is 1: about
 * 2N tasks per sort, and as many threads blocked in {@code Future.get()} as the executor lets wait.
 */
final class TaskMergeSort {
    private final ExecutorService executor;
    private final int leaf;

    TaskMergeSort(ExecutorService executor, int leaf) {
        if (leaf < 1) {
            throw new IllegalArgumentException("leaf must be at least 1 element, was " + leaf);
        }
        this.executor = executor;
        this.leaf = leaf;
    }

    void sort(double[] data, double[] scratch) throws InterruptedException, ExecutionException {
        executor.submit(() -> sortPart(data, scratch, 0, data.length)).get();
    }

    private Void sortPart(double[] data, double[] scratch, int low, int high) throws InterruptedException, ExecutionException {
        if (high - low <= leaf) {
            SerialMergeSort.sortLeaf(data, low, high);
            return null;
        }
        int split = low + (high - low) / 2;
        Future<Void> left = executor.submit(() -> sortPart(data, scratch, low, split));
        Future<Void> right = executor.submit(() -> sortPart(data, scratch, split, high));
        left.get();
        right.get();
        SerialMergeSort.merge(data, scratch, low, split, high);
        return null;
    }
}
