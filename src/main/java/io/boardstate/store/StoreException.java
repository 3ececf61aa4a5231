package io.boardstate.store;

import java.sql.SQLException;

/** A statement of the command path failed; the cause says why (its SQLState too). */
public class StoreException extends RuntimeException {
    public StoreException(SQLException cause) {
        super(cause.getMessage(), cause);
    }
}
