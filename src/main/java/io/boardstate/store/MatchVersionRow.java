package io.boardstate.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;
import java.util.UUID;

/** A row keyed by a match and a version of it: the events and the snapshots share this key. */
@MappedSuperclass
public abstract class MatchVersionRow extends PanacheEntityBase {
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
}
