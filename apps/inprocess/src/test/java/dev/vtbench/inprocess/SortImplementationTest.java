package dev.vtbench.inprocess;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class SortImplementationTest {

    @ParameterizedTest
    @EnumSource(SortImplementation.class)
    void everyImplementationSortsLikeArraysSort(SortImplementation implementation) throws Exception {
        for (int leaf : new int[] {1, 8}) {
            for (int size : new int[] {0, 1, 2, 3, 17, 1000}) {
                double[] data = new SplittableRandom(size).doubles(size).toArray();
                double[] expected = data.clone();
                Arrays.sort(expected);
                try (SortImplementation.Sorter sorter = implementation.open(leaf)) {
                    sorter.sort(data, new double[size]);
                }
                assertThat(data).as("%s, leaf %d, %d elements", implementation.label(), leaf, size).containsExactly(expected);
            }
        }
    }
}
