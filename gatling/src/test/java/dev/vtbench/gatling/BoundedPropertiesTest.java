package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class BoundedPropertiesTest {

    private static BoundedProperties of(Map<String, String> values) {
        return new BoundedProperties(values::get);
    }

    @Test
    void absentPropertiesTakeTheirDefaults() {
        BoundedProperties properties = of(Map.of());

        assertThat(properties.integer("n", 7, 1, 10)).as("absent integer").isEqualTo(7);
        assertThat(properties.decimal("d", 1.5, 0, 2)).as("absent decimal").isEqualTo(1.5);
        assertThat(properties.text("t", "x")).as("absent text").isEqualTo("x");
    }

    @Test
    void presentValuesAreParsedAndTrimmed() {
        BoundedProperties properties = of(Map.of("n", " 10 ", "d", "0.25", "t", " abc "));

        assertThat(properties.integer("n", 7, 1, 10)).as("integer at the upper bound").isEqualTo(10);
        assertThat(properties.decimal("d", 1.5, 0, 2)).as("decimal").isEqualTo(0.25);
        assertThat(properties.text("t", "x")).as("text").isEqualTo("abc");
    }

    @Test
    void outOfRangeIntegerNamesPropertyValueAndRange() {
        assertThatThrownBy(() -> of(Map.of("vtbench.users", "0")).integer("vtbench.users", 5, 1, 20_000))
                .as("integer below range")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.users=0")
                .hasMessageContaining("1..20000");
    }

    @Test
    void nonNumericIntegerNamesPropertyValueAndRange() {
        assertThatThrownBy(() -> of(Map.of("n", "ten")).integer("n", 5, 1, 10))
                .as("integer that is not a number")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("n=\"ten\"")
                .hasMessageContaining("1..10");
    }

    @Test
    void decimalRejectsNaNAndOutOfRange() {
        assertThatThrownBy(() -> of(Map.of("p", "NaN")).decimal("p", 1, 0, 100))
                .as("NaN is not inside any range")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("p=NaN")
                .hasMessageContaining("0.0..100.0");
        assertThatThrownBy(() -> of(Map.of("p", "100.5")).decimal("p", 1, 0, 100))
                .as("decimal above range")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("p=100.5");
    }

    @Test
    void blankValueIsAnErrorNotTheDefault() {
        assertThatThrownBy(() -> of(Map.of("t", " ")).text("t", "x"))
                .as("blank text, probably an empty script variable")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("t=");
        assertThatThrownBy(() -> of(Map.of("n", "")).integer("n", 5, 1, 10))
                .as("blank integer")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("n=\"\"");
    }

    @Test
    void requiredTextFailsWhenAbsent() {
        assertThatThrownBy(() -> of(Map.of()).requiredText("vtbench.statsFile", "a path"))
                .as("missing required property")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.statsFile")
                .hasMessageContaining("required")
                .hasMessageContaining("a path");
    }
}
