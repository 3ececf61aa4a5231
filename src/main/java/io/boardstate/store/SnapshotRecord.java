package io.boardstate.store;

import jakarta.persistence.Entity;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** The full state of a match after {@code version} events; a shortcut, never the truth. */
@Entity
@Table(name = "match_snapshot")
@IdClass(MatchVersionRow.Key.class)
public class SnapshotRecord extends MatchVersionRow {
    @JdbcTypeCode(SqlTypes.JSON)
    public String state;

    public Instant createdAt;
}
