package io.boardstate.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/**
 * An Idempotency-Key of one seat in one match. {@code status} is null while the request is in
 * flight; then it holds the stored answer that a retry with the same key and body replays.
 */
@Entity
@Table(name = "idempotency_record")
@IdClass(IdempotencyRecord.Key.class)
public class IdempotencyRecord extends PanacheEntityBase {
    public record Key(UUID matchId, int seat, String idemKey) implements Serializable {
        public Key() {
            this(null, 0, null);
        }
    }

    @Id
    @Column(name = "match_id")
    public UUID matchId;

    @Id
    public int seat;

    @Id
    @Column(name = "idem_key")
    public String idemKey;

    @Column(name = "request_hash")
    public String requestHash;

    public Integer status;

    public String etag;

    public String response;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "completed_at")
    public Instant completedAt;

    public boolean inFlight() {
        return status == null;
    }
}
