package dev.vtbench.harness.security;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * One HTTP/1.1 request written byte for byte to 127.0.0.1: a hostile request must reach the server as typed
 * (java.net.URI refuses a malformed escape, and HTTP clients add or fold headers), and an answer of any kind,
 * including none, must be seen as it is.
 */
public final class RawHttp {
    private static final int TIMEOUT_MS = 20_000;

    private RawHttp() {}

    /**
     * What came back.
     *
     * @param status the status code; 0 when the server closed the connection without an answer
     * @param contentType the Content-Type header, "" when none
     * @param body the body as text (Connection: close, so it runs to the end of the stream)
     */
    public record Answer(int status, String contentType, String body) {
        public boolean isJsonError() {
            return contentType.toLowerCase(Locale.ROOT).startsWith("application/json") && body.strip().startsWith("{")
                    && body.contains("\"error\"");
        }

        public String shortBody() {
            String line = body.replaceAll("\\s+", " ").strip();
            return line.length() <= 100 ? line : line.substring(0, 100) + "...";
        }
    }

    /** GET {@code target} (path and query, sent as typed) with {@code extraHeaders} ("Name: value" lines). */
    public static Answer get(int port, String target, List<String> extraHeaders) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), TIMEOUT_MS);
            socket.setSoTimeout(TIMEOUT_MS);
            StringBuilder request = new StringBuilder("GET ").append(target).append(" HTTP/1.1\r\nHost: 127.0.0.1:")
                    .append(port).append("\r\n");
            extraHeaders.forEach(header -> request.append(header).append("\r\n"));
            request.append("Connection: close\r\n\r\n");
            try {
                OutputStream out = socket.getOutputStream();
                out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (IOException refusedWhileWriting) {
                // A server may answer and close before it has read a too-large request: read what it sent.
            }
            return parse(readAll(socket.getInputStream()));
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                bytes.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException e) {
            throw new IOException("no end of the answer within " + TIMEOUT_MS + " ms (read so far: " + bytes.size() + " bytes)", e);
        } catch (IOException reset) {
            // a reset after the answer, or instead of one: what was read is the answer
        }
        return bytes.toByteArray();
    }

    static Answer parse(byte[] raw) {
        String text = new String(raw, StandardCharsets.UTF_8);
        if (!text.startsWith("HTTP/")) {
            return new Answer(0, "", text);
        }
        int headerEnd = text.indexOf("\r\n\r\n");
        String head = headerEnd < 0 ? text : text.substring(0, headerEnd);
        String body = headerEnd < 0 ? "" : text.substring(headerEnd + 4);
        String[] lines = head.split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        String contentType = "";
        boolean chunked = false;
        for (String line : lines) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-type:")) {
                contentType = line.substring(line.indexOf(':') + 1).strip();
            }
            chunked |= lower.startsWith("transfer-encoding:") && lower.contains("chunked");
        }
        return new Answer(status, contentType, chunked ? dechunked(body) : body);
    }

    private static String dechunked(String body) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (at < body.length()) {
            int lineEnd = body.indexOf("\r\n", at);
            if (lineEnd < 0) {
                break;
            }
            int size = Integer.parseInt(body.substring(at, lineEnd).split(";")[0].strip(), 16);
            if (size == 0) {
                break;
            }
            out.append(body, lineEnd + 2, Math.min(body.length(), lineEnd + 2 + size));
            at = lineEnd + 2 + size + 2;
        }
        return out.toString();
    }
}
