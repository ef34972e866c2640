package dev.vtbench.workload.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Decodes a raw {@code a=1&b=2} query string into parameters. */
final class QueryString {

    private QueryString() {
    }

    /** Decodes {@code rawQuery}; {@code null} or empty gives no parameters, a repeated name keeps its first value. */
    static Map<String, String> parse(String rawQuery) {
        Map<String, String> parameters = new LinkedHashMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return parameters;
        }
        for (String pair : rawQuery.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = equals < 0 ? pair : pair.substring(0, equals);
            String value = equals < 0 ? "" : pair.substring(equals + 1);
            parameters.putIfAbsent(decode(name), decode(value));
        }
        return parameters;
    }

    // A malformed escape such as "%zz" is kept as typed rather than failing the whole request:
    // the parameter validation then rejects it with a message that shows the client what it sent.
    private static String decode(String raw) {
        try {
            return URLDecoder.decode(raw, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformedEscape) {
            return raw;
        }
    }
}
