package dev.vtbench.inprocess;

/** The same merge sort with no tasks at all: seed 002's single-threaded baseline ("no tasks"). */
final class SerialMergeSort {
    private SerialMergeSort() {}

    static void sort(double[] data, double[] scratch, int leaf) {
        sortPart(data, scratch, 0, data.length, leaf);
    }

    private static void sortPart(double[] data, double[] scratch, int low, int high, int leaf) {
        if (high - low <= leaf) {
            sortLeaf(data, low, high);
            return;
        }
        int split = low + (high - low) / 2;
        sortPart(data, scratch, low, split, leaf);
        sortPart(data, scratch, split, high, leaf);
        merge(data, scratch, low, split, high);
    }

    /** Insertion sort of a leaf (a no-op for the seed's leaf of one element). */
    static void sortLeaf(double[] data, int low, int high) {
        for (int i = low + 1; i < high; i++) {
            double value = data[i];
            int j = i - 1;
            while (j >= low && data[j] > value) {
                data[j + 1] = data[j];
                j--;
            }
            data[j + 1] = value;
        }
    }

    /** Merges the sorted runs [low, split) and [split, high) through scratch, back into data. */
    static void merge(double[] data, double[] scratch, int low, int split, int high) {
        int left = low;
        int right = split;
        for (int out = low; out < high; out++) {
            if (right >= high || (left < split && data[left] <= data[right])) {
                scratch[out] = data[left++];
            } else {
                scratch[out] = data[right++];
            }
        }
        System.arraycopy(scratch, low, data, low, high - low);
    }
}
