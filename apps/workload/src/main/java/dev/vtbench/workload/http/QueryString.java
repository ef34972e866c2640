package dev.vtbench.workload.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A raw {@code a=1&b=2} query string, decoded: each name's first value, and the names given more than once,
 * which a parameter refuses rather than guess which value the client meant.
 */
record QueryString(Map<String, String> parameters, Set<String> repeated) {

    /** Decodes {@code rawQuery}; {@code null} or empty gives no parameters. */
    static QueryString parse(String rawQuery) {
        Map<String, String> parameters = new LinkedHashMap<>();
        Set<String> repeated = new LinkedHashSet<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return new QueryString(parameters, repeated);
        }
        for (String pair : rawQuery.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = equals < 0 ? pair : pair.substring(0, equals);
            String value = equals < 0 ? "" : pair.substring(equals + 1);
            String decodedName = decode(name);
            if (parameters.putIfAbsent(decodedName, decode(value)) != null) {
                repeated.add(decodedName);
            }
        }
        return new QueryString(parameters, repeated);
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
