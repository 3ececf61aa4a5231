/**
 * The match service: the use cases the API calls, in domain outcomes (never HTTP). The entry points
 * that reach across floors sit here at the root ({@link io.boardstate.match.MatchService} creates and
 * reads matches, {@link io.boardstate.match.MatchBatches} creates many at once, {@link
 * io.boardstate.match.MatchListing} and {@link io.boardstate.match.MatchResults} list them, {@link
 * io.boardstate.match.CachedReads} serves reads on the event loop, {@link io.boardstate.match.Boards}
 * draws boards, {@link io.boardstate.match.MatchUpdates} wakes live streams); the others live on
 * their floor ({@code command.CommandService}, {@code clock.ClockService}, {@code
 * organizer.MatchAdministration}, {@code organizer.OrganizerKeys}, {@code webhook.Webhooks}).
 *
 * <p>Floors, lowest first; a floor uses only the floors below it (LayersTest checks that the
 * sub-packages have no cycle and never reach up to this root):
 *
 * <ol>
 *   <li>{@code support}: engine types to and from JSON, tokens and hashes, the polling thread.
 *   <li>{@code model}: the values every floor and the API share: who asks ({@code Access}), what
 *       they see ({@code Sight}, {@code ClockSight}, {@code EventSlice}), a match's facts ({@code
 *       MatchMeta}) and control ({@code MatchControl}), the failures ({@code MatchFailure}), the
 *       service's own events ({@code SystemEvents}) and the known rulesets.
 *   <li>{@code state}: where states come from: the near cache, Redis's sealed entries ({@code
 *       CacheSeal}), the log ({@code MatchStates}).
 *   <li>{@code view} (what a viewer is shown, spectator delay) and {@code webhook} (notifications
 *       and their delivery).
 *   <li>{@code commit}: the one door every write of a match's log goes through.
 *   <li>{@code clock} (deadlines, timeouts, resignations), then {@code organizer} (pause, resume,
 *       abort, adjudicate; API keys), then {@code command} (a seat's command).
 * </ol>
 *
 * <p>Names that look alike: {@code MatchService} (create, read) is not {@code MatchStates} (load a
 * state) nor {@code MatchMeta} (a match's fixed facts) nor {@code MatchControl} (its clock, pause
 * and end, stored with the head); {@code ClockService} acts on deadlines, {@code ClockOptions}
 * checks a new match's clock, {@code ClockSight} is the clock as a viewer sees it; {@code Renderer}
 * renders, {@code RenderMemo} keeps what was rendered of one state. {@code Webhooks} manages
 * subscriptions, {@code WebhookEvents} works out the notifications a write causes, {@code
 * WebhookDeliveries} sends them, {@code WebhookSignature} signs them, {@code WebhookMetrics} counts.
 */
package io.boardstate.match;
