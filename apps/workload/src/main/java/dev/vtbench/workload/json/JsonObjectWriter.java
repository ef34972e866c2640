package dev.vtbench.workload.json;

/**
 * Writes one JSON object, field by field.
 *
 * <p>The servers under test must not carry a JSON library the other runtimes lack, and every
 * response is an object of strings, integers, booleans and nested objects of those, so this
 * covers all they need. Field names are written as given (callers pass constants); string values
 * are escaped.
 */
public final class JsonObjectWriter {

    private final StringBuilder json = new StringBuilder(128).append('{');
    private boolean empty = true;

    /** Adds a string field; a {@code null} value is written as JSON {@code null}. */
    public JsonObjectWriter string(String name, String value) {
        startField(name);
        if (value == null) {
            json.append("null");
        } else {
            appendQuoted(value);
        }
        return this;
    }

    /** Adds an integer field. */
    public JsonObjectWriter number(String name, long value) {
        startField(name);
        json.append(value);
        return this;
    }

    /** Adds an integer field that may be unknown; {@code null} is written as JSON {@code null}. */
    public JsonObjectWriter numberOrNull(String name, Long value) {
        startField(name);
        json.append(value == null ? "null" : value.toString());
        return this;
    }

    /** Adds a boolean field. */
    public JsonObjectWriter bool(String name, boolean value) {
        startField(name);
        json.append(value);
        return this;
    }

    /** Adds a nested object field holding what {@code value} has written so far. */
    public JsonObjectWriter object(String name, JsonObjectWriter value) {
        startField(name);
        json.append(value.toJson());
        return this;
    }

    /** Adds a nested object field, or JSON {@code null} when {@code value} is {@code null} (nothing to describe). */
    public JsonObjectWriter objectOrNull(String name, JsonObjectWriter value) {
        startField(name);
        json.append(value == null ? "null" : value.toJson());
        return this;
    }

    /** Returns the object written so far; the writer can still take more fields afterwards. */
    public String toJson() {
        return json + "}";
    }

    @Override
    public String toString() {
        return toJson();
    }

    private void startField(String name) {
        if (!empty) {
            json.append(',');
        }
        empty = false;
        appendQuoted(name);
        json.append(':');
    }

    private void appendQuoted(String text) {
        json.append('"');
        for (int i = 0; i < text.length(); i++) {
            appendEscaped(text.charAt(i));
        }
        json.append('"');
    }

    // RFC 8259 section 7: quotation mark, reverse solidus and control characters must be escaped.
    private void appendEscaped(char c) {
        switch (c) {
            case '"' -> json.append("\\\"");
            case '\\' -> json.append("\\\\");
            case '\n' -> json.append("\\n");
            case '\r' -> json.append("\\r");
            case '\t' -> json.append("\\t");
            case '\b' -> json.append("\\b");
            case '\f' -> json.append("\\f");
            default -> {
                if (c < 0x20) {
                    json.append(String.format("\\u%04x", (int) c));
                } else {
                    json.append(c);
                }
            }
        }
    }
}
