package io.boardstate.store;

import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;
import java.util.UUID;

/** A row keyed by a match and a version of it: the events and the snapshots share this key. */
@MappedSuperclass
public abstract class MatchVersionRow extends MatchKeyedRow {
    public record Key(UUID matchId, long version) implements Serializable {
        public Key() {
            this(null, 0);
        }
    }

    @Id
    public long version;
}
