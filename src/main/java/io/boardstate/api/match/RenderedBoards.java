package io.boardstate.api.match;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.api.http.AcceptLanguage;
import io.boardstate.engine.Board;
import io.boardstate.match.DisplayNames;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Board documents serialized once, each with a strong entity tag: a hash of its bytes, so the tag
 * changes exactly when the data does (a new release with a corrected map), on every replica alike.
 */
@ApplicationScoped
class RenderedBoards {
    /** Boards made for one match (Warcraft islands) are many: the cache is emptied past this size. */
    private static final int MAX_ENTRIES = 1024;

    record Rendered(byte[] body, String tag) {}

    @Inject
    ObjectMapper json;

    @Inject
    DisplayNames names;

    private final Map<String, Rendered> cache = new ConcurrentHashMap<>();

    Rendered of(String key, Supplier<Object> document) {
        Rendered rendered = cache.get(key);
        if (rendered != null) return rendered;
        if (cache.size() >= MAX_ENTRIES) cache.clear();
        rendered = render(document.get());
        cache.put(key, rendered);
        return rendered;
    }

    /** The board with its region names in the language Accept-Language picks; 304 when already held. */
    Response localized(String ruleset, Board board, HttpHeaders headers) {
        String language = AcceptLanguage.pick(headers.getHeaderString("Accept-Language"), names.languages(ruleset));
        Rendered document = of(
                ruleset + "\n" + board.id() + "\n" + language,
                () -> BoardDtos.view(board, names.of(ruleset, language, BoardResource.REGION_NAMES)));
        return BoardResource.answer(document, headers, language);
    }

    private Rendered render(Object document) {
        try {
            byte[] body = json.writeValueAsBytes(document);
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(body);
            return new Rendered(body, Base64.getUrlEncoder().withoutPadding().encodeToString(hash));
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
