package dev.vtbench.workload.json;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonObjectWriterTest {

    @Test
    void writesFieldsOfEveryTypeInOrder() {
        String json = new JsonObjectWriter()
                .string("name", "vtbench")
                .number("count", -42)
                .bool("virtual", true)
                .numberOrNull("poolSize", 200L)
                .toJson();

        assertThat(json).as("fields in order, separated by commas")
                .isEqualTo("{\"name\":\"vtbench\",\"count\":-42,\"virtual\":true,\"poolSize\":200}");
    }

    @Test
    void writesNestedObjects() {
        String json = new JsonObjectWriter()
                .object("empty", new JsonObjectWriter())
                .object("pool", new JsonObjectWriter().number("maxThreads", 200).bool("virtual", false))
                .number("after", 1)
                .toJson();

        assertThat(json).as("nested objects between fields")
                .isEqualTo("{\"empty\":{},\"pool\":{\"maxThreads\":200,\"virtual\":false},\"after\":1}");
    }

    @Test
    void writesNullForMissingValues() {
        String json = new JsonObjectWriter().string("a", null).numberOrNull("b", null).toJson();

        assertThat(json).as("null string and number").isEqualTo("{\"a\":null,\"b\":null}");
    }

    @Test
    void writesAnEmptyObject() {
        assertThat(new JsonObjectWriter().toJson()).as("no fields").isEqualTo("{}");
    }

    @Test
    void escapesQuotesBackslashesAndControlCharacters() {
        String json = new JsonObjectWriter().string("s", "say \"hi\"\\\n\t\r\b\f\u0001 ok é").toJson();

        assertThat(json).as("RFC 8259 escapes, non-ASCII kept")
                .isEqualTo("{\"s\":\"say \\\"hi\\\"\\\\\\n\\t\\r\\b\\f\\u0001 ok é\"}");
    }

    @Test
    void toJsonCanBeCalledTwiceAndWritingContinues() {
        JsonObjectWriter writer = new JsonObjectWriter().number("a", 1);
        String first = writer.toJson();
        writer.number("b", 2);

        assertThat(first).as("snapshot before the second field").isEqualTo("{\"a\":1}");
        assertThat(writer.toJson()).as("after the second field").isEqualTo("{\"a\":1,\"b\":2}");
    }
}
