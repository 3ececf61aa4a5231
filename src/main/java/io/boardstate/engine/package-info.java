/**
 * The engine SPI: what every game's rules engine implements. Pure Java, no framework imports.
 *
 * <p>A match is an event-sourced log. {@link io.boardstate.engine.Ruleset#setup} produces the
 * first events (every random outcome of setup written into them), {@link
 * io.boardstate.engine.Ruleset#decide} turns a command into more events or a {@link
 * io.boardstate.engine.RuleViolation}, and {@link io.boardstate.engine.Ruleset#apply} folds an
 * event into the state. Applying never consults a random generator, so a replay of the stored
 * events always reaches the same state.
 *
 * <p>Serialization contract (the service stores events, snapshots and cached state as JSON with
 * Jackson, without annotations): commands and events are records of JSON-friendly values
 * (primitives, String, enums, List, Map with String/enum/Integer keys, nested records); the
 * state is a record or a plain class with a public no-argument constructor whose fields
 * (any visibility, not final) hold such values. No cycles and no interface-typed fields in the
 * state. The service reads and writes state through fields, not getters.
 */
package io.boardstate.engine;
