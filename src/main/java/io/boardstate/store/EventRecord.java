package io.boardstate.store;

import jakarta.persistence.Entity;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** One stored event. Never updated or deleted: the log is append-only. */
@Entity
@Table(name = "match_event")
@IdClass(MatchVersionRow.Key.class)
public class EventRecord extends MatchVersionRow {
    public String type;

    @JdbcTypeCode(SqlTypes.JSON)
    public String payload;

    /** The seat whose command caused the event; null for setup events. */
    public Integer seat;

    /** The command (canonical JSON) on the first event it caused; null on the others and at setup. */
    @JdbcTypeCode(SqlTypes.JSON)
    public String command;

    public Instant createdAt;
}
