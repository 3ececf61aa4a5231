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

/** The full state of a match after {@code version} events; a shortcut, never the truth. */
@Entity
@Table(name = "match_snapshot")
@IdClass(SnapshotRecord.Key.class)
public class SnapshotRecord extends PanacheEntityBase {
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

    @JdbcTypeCode(SqlTypes.JSON)
    public String state;

    @Column(name = "created_at")
    public Instant createdAt;
}
