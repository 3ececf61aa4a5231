package io.boardstate.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** A match's header row: what it is and how many events it has (its head version). */
@Entity
@Table(name = "match")
public class MatchRecord extends PanacheEntityBase {
    @Id
    public UUID id;

    public String ruleset;

    public int seats;

    /** The resolved options (defaults filled in), as JSON. */
    @JdbcTypeCode(SqlTypes.JSON)
    public String options;

    public long seed;

    /**
     * Secret salt of the seed commitment (64 hex digits), revealed with the seed at the end; null for
     * matches created before it was kept.
     */
    public String salt;

    public long version;

    /** The match's clock, absent-player policy and what they came to (JSON); null: none ever set. */
    @JdbcTypeCode(SqlTypes.JSON)
    public String control;

    public boolean finished;

    /** SHA-256 (hex) of the state JSON after {@code version}; null for matches stored before it was kept. */
    public String stateChecksum;

    /** The organizer whose API key created the match; null: created anonymously. */
    public String organizer;

    /** The organizer's tags (null when not given). */
    public String tagTournament;

    public String tagRound;

    public String tagTable;

    /** Spectators see the match this many versions / seconds behind until it ends (null: not delayed so). */
    public Integer delayVersions;

    public Integer delaySeconds;

    public Instant createdAt;

    public Instant updatedAt;
}
