/**
 * The values the floors above and the API share: who asks, what they see, a match's facts and
 * control, the domain failures, the events the service appends itself, the known rulesets.
 */
package io.boardstate.match.model;
