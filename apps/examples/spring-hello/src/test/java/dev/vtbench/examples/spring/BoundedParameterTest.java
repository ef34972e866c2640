package dev.vtbench.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BoundedParameterTest {

    private final BoundedParameter millis = new BoundedParameter("ms", 0, 1_000);

    @Test
    void acceptsTheBoundsAndSurroundingBlanks() {
        assertThat(millis.parse("0")).isZero();
        assertThat(millis.parse(" 1000 ")).isEqualTo(1_000);
        assertThat(millis.parse("20")).isEqualTo(20);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "1001", "abc", "2.5", "99999999999"})
    void refusesAValueOutsideTheRangeNamingTheRange(String raw) {
        assertThatThrownBy(() -> millis.parse(raw))
                .isInstanceOf(BadParameterException.class)
                .hasMessage("ms='" + raw + "' is not valid: use a whole number in 0..1000");
    }

    @Test
    void refusesAMissingValueSayingHowToGiveIt() {
        assertThatThrownBy(() -> millis.parse(null))
                .isInstanceOf(BadParameterException.class)
                .hasMessage("ms is missing: add ?ms=N with N in 0..1000");
        assertThatThrownBy(() -> millis.parse(" ")).isInstanceOf(BadParameterException.class);
    }
}
