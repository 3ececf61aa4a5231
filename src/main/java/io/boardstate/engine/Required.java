package io.boardstate.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A command member a client must send, and not as null, although its type could be null: a
 * district, a relic, a mode. Numbers and booleans (primitives) are required anyway; members
 * without it may be left out (a choice the command does not always need). The service refuses a
 * command without it as malformed, and the published contract lists it as required.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Required {}
