package dev.vtbench.workload.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Map;
import org.junit.jupiter.api.Test;

class IntRangeParameterTest {

    private static final IntRangeParameter DELAY = new IntRangeParameter("delayMs", 0, 60_000);

    private static WorkloadRequest io(String delay) {
        return WorkloadRequest.get("/io", Map.of("delayMs", delay));
    }

    @Test
    void acceptsBothBoundsAndValuesBetween() {
        assertThat(DELAY.readFrom(io("0"))).as("lower bound").isZero();
        assertThat(DELAY.readFrom(io("60000"))).as("upper bound").isEqualTo(60_000);
        assertThat(DELAY.readFrom(io("250"))).as("inside").isEqualTo(250);
    }

    @Test
    void rejectsAMissingParameterWithAnExample() {
        InvalidQueryParameterException problem =
                catchThrowableOfType(InvalidQueryParameterException.class, () -> DELAY.readFrom(WorkloadRequest.get("/io")));

        assertThat(problem.getMessage()).as("names parameter, range and an example")
                .isEqualTo("query parameter 'delayMs' is required: give an integer in 0..60000, for example /io?delayMs=0");
        assertThat(problem.parameter()).as("parameter").isEqualTo("delayMs");
        assertThat(problem.allowed()).as("allowed").isEqualTo("0..60000");
    }

    @Test
    void rejectsANonInteger() {
        assertThatThrownBy(() -> DELAY.readFrom(io("12.5")))
                .as("decimal")
                .isInstanceOf(InvalidQueryParameterException.class)
                .hasMessage("query parameter 'delayMs' must be an integer in 0..60000, got '12.5'");
        assertThatThrownBy(() -> DELAY.readFrom(io("99999999999")))
                .as("beyond int")
                .isInstanceOf(InvalidQueryParameterException.class)
                .hasMessageContaining("must be an integer in 0..60000");
    }

    @Test
    void rejectsValuesJustOutsideTheRange() {
        assertThatThrownBy(() -> DELAY.readFrom(io("-1")))
                .as("below")
                .isInstanceOf(InvalidQueryParameterException.class)
                .hasMessage("query parameter 'delayMs' is out of range: got -1, allowed 0..60000");
        assertThatThrownBy(() -> DELAY.readFrom(io("60001")))
                .as("above")
                .isInstanceOf(InvalidQueryParameterException.class)
                .hasMessage("query parameter 'delayMs' is out of range: got 60001, allowed 0..60000");
    }

    @Test
    void shortensAHugeValueInTheMessage() {
        String huge = "x".repeat(10_000);

        assertThatThrownBy(() -> DELAY.readFrom(io(huge)))
                .as("echo is cut")
                .isInstanceOf(InvalidQueryParameterException.class)
                .hasMessageEndingWith("got '" + "x".repeat(40) + "...'");
    }

    @Test
    void refusesAnEmptyRange() {
        assertThatThrownBy(() -> new IntRangeParameter("n", 5, 4))
                .as("min above max")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty range 5..4");
    }

    @Test
    void rejectsARepeatedParameterNamingItAndItsRange() {
        WorkloadRequest twice = WorkloadRequest.withRawQuery("GET", "/io", "delayMs=1&delayMs=60001");

        assertThatThrownBy(() -> DELAY.readFrom(twice))
                .as("a repeated parameter is ambiguous, whichever value would win")
                .isInstanceOf(InvalidQueryParameterException.class)
                .hasMessage("query parameter 'delayMs' is given more than once: give it once, an integer in 0..60000");
    }

    @Test
    void rejectsHostileValuesWithABoundedMessage() {
        for (String hostile : new String[] {"99999999999999999999", "-1", "1e3", "0x10", "+", "\u0000", "1 ", "\u200b1",
                "9".repeat(20_000)}) {
            InvalidQueryParameterException problem =
                    catchThrowableOfType(InvalidQueryParameterException.class, () -> DELAY.readFrom(io(hostile)));
            assertThat(problem).as("'%s' is refused", hostile.length() > 40 ? hostile.substring(0, 40) + "..." : hostile)
                    .isNotNull();
            assertThat(problem.getMessage()).as("the message names the parameter and range, and stays short")
                    .contains("'delayMs'", "0..60000").hasSizeLessThan(200);
        }
    }
}
