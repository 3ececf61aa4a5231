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
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** One stored event. Never updated or deleted: the log is append-only. */
@Entity
@Table(name = "match_event")
@IdClass(EventRecord.Key.class)
public class EventRecord extends PanacheEntityBase {
    public record Key(UUID matchId, long version) implements Serializable {
        public Key() {
            this(null, 0);
        }
    }

    @Id
    @Column(name = "match_id")
    public UUID matchId;

    @Id
    public long version;

    public String type;

    @JdbcTypeCode(SqlTypes.JSON)
    public String payload;

    /** The seat whose command caused the event; null for setup events. */
    public Integer seat;

    /** The command (canonical JSON) on the first event it caused; null on the others and at setup. */
    @JdbcTypeCode(SqlTypes.JSON)
    public String command;

    @Column(name = "created_at")
    public Instant createdAt;
}
