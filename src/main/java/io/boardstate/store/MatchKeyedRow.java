package io.boardstate.store;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.util.UUID;

/**
 * A row of a per-match table: keyed by {@code match_id} first, the column the tables are
 * partitioned and distributed by (V5), then by what the row is within its match.
 */
@MappedSuperclass
public abstract class MatchKeyedRow extends PanacheEntityBase {
    @Id
    public UUID matchId;
}
