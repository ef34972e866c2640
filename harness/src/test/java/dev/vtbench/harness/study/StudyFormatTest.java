package dev.vtbench.harness.study;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class StudyFormatTest {

    @Test
    void aMeasuredSizeKeepsThreeSignificantFiguresAndItsWholeGibibytes() {
        assertThat(StudyFormat.bytes(100L << 30)).isEqualTo("100 GiB");
        assertThat(StudyFormat.bytes(3L << 29)).isEqualTo("1.5 GiB");
        assertThat(StudyFormat.bytes(1L << 30)).isEqualTo("1 GiB");
        assertThat(StudyFormat.bytes(512L << 20)).isEqualTo("512 MiB");
        assertThat(StudyFormat.bytes(0)).isEqualTo("none");
    }

    @Test
    void secondsShowTenthsBelowAHundred() {
        assertThat(StudyFormat.seconds(9.04)).isEqualTo("9.0 s");
        assertThat(StudyFormat.seconds(1234.4)).isEqualTo("1,234 s");
    }
}
