package io.boardstate.api;

import static io.boardstate.support.Management.management;

import io.restassured.RestAssured;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Requests broken at the transport level, written on a raw socket: a body cut off before its
 * Content-Length, a chunked body with broken framing or closed mid-chunk. The client's fault, so
 * they may get a 400 or no answer, never a 5xx, and never a server error in the metrics.
 */
final class TransportCuts {
    private TransportCuts() {}

    /** One broken request: the head after the request line, then the bytes that are sent before closing. */
    record Cut(String what, String method, String path, String head, String body) {}

    static List<Cut> cuts(String matchId, String organizerKey) {
        String json = "{\"ruleset\":\"smallworld\",\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]}";
        String auth = "Authorization: Bearer " + organizerKey + "\r\n";
        return List.of(
                new Cut("body shorter than Content-Length", "POST", "/v1/matches", "Content-Length: 400\r\n", json),
                new Cut(
                        "body shorter than Content-Length, with a key",
                        "POST",
                        "/v1/webhooks",
                        auth + "Content-Length: 300\r\n",
                        "{\"url\":\"http://127.0.0.1:9/x\""),
                new Cut(
                        "closed in the middle of a chunk",
                        "POST",
                        "/v1/matches",
                        "Transfer-Encoding: chunked\r\n",
                        "100\r\n" + json),
                new Cut(
                        "a chunk size that is no number",
                        "POST",
                        "/v1/matches",
                        "Transfer-Encoding: chunked\r\n",
                        "zz\r\n" + json + "\r\n0\r\n\r\n"),
                new Cut(
                        "a chunk without its CRLF",
                        "POST",
                        "/v1/matches/" + matchId + "/commands",
                        "If-Match: \"0\"\r\nTransfer-Encoding: chunked\r\n",
                        "5\r\n{\"a\":1}XX\r\n0\r\n\r\n"),
                new Cut(
                        "a body cut off after the head",
                        "PATCH",
                        "/v1/webhooks/00000000-0000-4000-8000-000000000000",
                        auth + "Content-Length: 50\r\n",
                        ""));
    }

    /** Sends every cut; an answer, if any, must not be a 5xx. Returns how many were sent. */
    static int sendAll(String matchId, String organizerKey, BiConsumer<String, String> failure) {
        List<Cut> cuts = cuts(matchId, organizerKey);
        for (Cut cut : cuts) {
            String status = send(cut);
            if (status.startsWith("5")) failure.accept("transport: " + cut.what() + " answered 5xx", status);
        }
        return cuts.size();
    }

    /** The answer's status line's code, or "" when the service closed without one. */
    static String send(Cut cut) {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write((cut.method() + " " + cut.path() + " HTTP/1.1\r\nHost: localhost\r\n"
                            + "Content-Type: application/json\r\n" + cut.head() + "\r\n" + cut.body())
                    .getBytes(StandardCharsets.UTF_8));
            out.flush();
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            byte[] head = in.readNBytes(12);
            String line = new String(head, StandardCharsets.US_ASCII);
            return line.startsWith("HTTP/1.1 ") ? line.substring(9, 12) : "";
        } catch (SocketTimeoutException e) {
            return "";
        } catch (IOException e) {
            return "";
        }
    }

    /** Requests counted as server errors (5xx) in http_server_requests so far. */
    static double serverErrors() {
        return sum("http_server_requests_seconds_count", "status=\"5");
    }

    /** The sum of a Prometheus metric's series whose labels contain {@code label} (all when null). */
    static double sum(String metric, String label) {
        String text =
                management().get("/q/metrics").then().statusCode(200).extract().asString();
        double total = 0;
        for (String line : text.split("\n")) {
            if (!line.startsWith(metric + "{") && !line.startsWith(metric + " ")) continue;
            if (label != null && !line.contains(label)) continue;
            int exemplar = line.indexOf(" # ");
            if (exemplar > 0) line = line.substring(0, exemplar);
            total += Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
        }
        return total;
    }
}
