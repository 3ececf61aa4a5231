package io.boardstate.store;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.UUID;

/** A seat of a match and the hash of its secret token. */
@Entity
@Table(name = "match_seat")
@IdClass(SeatRecord.Key.class)
public class SeatRecord extends MatchKeyedRow {
    public record Key(UUID matchId, int seat) implements Serializable {
        public Key() {
            this(null, 0);
        }
    }

    @Id
    public int seat;

    public String name;

    public String tokenHash;

    /** The organizer's id of the player in this seat (null when not given). */
    public String externalId;
}
