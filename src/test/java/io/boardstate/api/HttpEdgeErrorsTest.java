package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Requests that break HTTP itself (too long a target, too many header bytes, a broken percent
 * escape, no Host) are answered with problem documents like every other error, sent over a raw
 * socket because HTTP clients refuse to send them.
 */
@QuarkusTest
class HttpEdgeErrorsTest {
    @TestHTTPResource("/")
    URL root;

    @Test
    void tooLongATargetIs414() throws IOException {
        String raw = raw("GET /v1/matches/" + "a".repeat(10_000) + " HTTP/1.1\r\nHost: x\r\n\r\n");
        assertProblem(raw, 414, "URI_TOO_LONG");
    }

    @Test
    void tooManyHeaderBytesIs431() throws IOException {
        String raw = raw("GET /v1/rulesets HTTP/1.1\r\nHost: x\r\nX-Big: " + "b".repeat(30_000) + "\r\n\r\n");
        assertProblem(raw, 431, "HEADERS_TOO_LARGE");
    }

    @Test
    void aBrokenPercentEscapeIs400() throws IOException {
        String raw = raw("GET /v1/matches/%ZZ HTTP/1.1\r\nHost: x\r\n\r\n");
        assertProblem(raw, 400, "BAD_REQUEST");
    }

    @Test
    void http11WithoutHostIs400() throws IOException {
        String raw = raw("GET /v1/rulesets HTTP/1.1\r\n\r\n");
        assertProblem(raw, 400, "BAD_REQUEST");
    }

    /**
     * What HTTP's codec itself refuses (a malformed request line, a control character in a header
     * value, a target or headers past the codec's 64 KiB) is a 400/414/431 with no body: Vert.x
     * gives Quarkus applications no hook there (quarkus#55082). Never a 5xx, never a Java name.
     */
    @Test
    void whatTheCodecRefusesIsAClientErrorWithoutJavaNames() throws IOException {
        String deleteInKey = raw("POST /v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Idempotency-Key: a\u007fb\r\nContent-Length: 2\r\n\r\n{}");
        assertTrue(deleteInKey.matches("(?s)HTTP/1\\.[01] 400 .*"), deleteInKey);
        String garbage = raw("GARBAGE\r\n\r\n");
        assertTrue(garbage.matches("(?s)HTTP/1\\.[01] 400 .*"), garbage);
        String huge = raw("GET /" + "a".repeat(70_000) + " HTTP/1.1\r\nHost: x\r\n\r\n");
        assertTrue(huge.matches("(?s)HTTP/1\\.[01] 414 .*"), huge);
        for (String answer : new String[] {deleteInKey, garbage, huge})
            assertEquals(-1, answer.indexOf("Exception"), answer);
    }

    @Test
    void aBodyOverTheDeclaredLimitIs413() throws IOException {
        String raw = raw("POST /v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100000000\r\n\r\n{}");
        assertProblem(raw, 413, "PAYLOAD_TOO_LARGE");
    }

    private static void assertProblem(String raw, int status, String code) {
        String head = raw.substring(0, Math.max(0, raw.indexOf("\r\n\r\n"))).toLowerCase();
        assertTrue(raw.startsWith("HTTP/1.1 " + status + " "), "status " + status + ": " + raw);
        assertTrue(head.contains("content-type: application/problem+json"), "problem+json: " + raw);
        assertTrue(raw.contains("\"code\":\"" + code + "\""), "code " + code + ": " + raw);
        assertEquals(-1, raw.indexOf("Exception"), raw);
    }

    private String raw(String request) throws IOException {
        try (Socket socket = new Socket(root.getHost(), root.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            try {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    answer.write(buffer, 0, n);
                    String sofar = answer.toString(StandardCharsets.ISO_8859_1);
                    if (complete(sofar)) break;
                }
            } catch (java.net.SocketTimeoutException | java.net.SocketException e) {
                // the server closed or went quiet: what it sent is the answer
            }
            return answer.toString(StandardCharsets.UTF_8);
        }
    }

    /** A whole answer: the head and as many body bytes as Content-Length says. */
    private static boolean complete(String sofar) {
        int end = sofar.indexOf("\r\n\r\n");
        if (end < 0) return false;
        String head = sofar.substring(0, end).toLowerCase();
        int at = head.indexOf("content-length:");
        if (at < 0) return false;
        int lineEnd = head.indexOf("\r\n", at);
        int length = Integer.parseInt(
                head.substring(at + 15, lineEnd < 0 ? head.length() : lineEnd).trim());
        return sofar.length() - end - 4 >= length;
    }
}
