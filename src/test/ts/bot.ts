// A third-party bot written only against the typescript-fetch SDK that openapi-generator makes from
// openapi/openapi.yaml (untouched, compiled with tsc --strict): it creates a match of one game, plays
// it to the end choosing among the legal commands the SDK decodes, and follows it live meanwhile:
// a spectator over Server-Sent Events and seat 0 over NDJSON, whose connection it drops once and
// resumes with ?after=. Every streamed event is decoded with the SDK's model functions. A legal
// command is the command body as it is (no conversion, no cast), and every answer read round-trips:
// the SDK's model written back to JSON is what the service sent. It exits 1 on any mismatch and
// prints one JSON summary line otherwise.
// Usage: node bot.js <base URL> <ruleset> <seed>
import {
    Configuration,
    Event,
    EventFromJSON,
    EventToJSON,
    EventPageToJSON,
    GameCommand,
    GreatFireOfLondon1666EventFromJSON,
    LegalCommands,
    LegalCommandsToJSON,
    Match,
    MatchToJSON,
    MatchesApi,
    ProblemCode,
    ProblemFromJSON,
    ResponseError,
    RulesetsApi,
    SmallworldEventFromJSON,
    SmallworldUndergroundEventFromJSON,
    SmallworldWarcraftEventFromJSON,
} from './sdk';

// Node's globals this bot uses (no @types/node: the rest is the browser's fetch API, as in a front end)
declare const process: { argv: string[]; exit(code: number): never };

const [base, ruleset, seedText] = process.argv.slice(2);
if (!base || !ruleset) throw new Error('usage: bot.js <base URL> <ruleset> [seed]');
const seed = Number(seedText ?? '1');

function check(condition: boolean, message: string): asserts condition {
    if (!condition) throw new Error(message);
}

/** mulberry32: the bot's own deterministic choices. */
function random(state: number): () => number {
    return () => {
        state = (state + 0x6d2b79f5) | 0;
        let t = Math.imul(state ^ (state >>> 15), 1 | state);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

const api = (token?: string) => new MatchesApi(new Configuration({ basePath: base, accessToken: token }));

/** One of the game's legal commands, as the command body (GameCommand: any game's command). */
function choose(legal: LegalCommands, next: () => number): GameCommand {
    const pick = <T>(commands: T[]): T => {
        check(commands.length > 0, `${legal.ruleset}: the seat to act has legal commands`);
        return commands[Math.floor(next() * commands.length)];
    };
    switch (legal.ruleset) { // narrows the legal list to the game's; its commands are bodies as they are
        case 'smallworld':
            return pick(legal.commands);
        case 'smallworld-underground':
            return pick(legal.commands);
        case 'smallworld-warcraft':
            return pick(legal.commands);
        case 'great-fire-of-london-1666':
            return pick(legal.commands);
    }
}

/** JSON with every date-time as its instant (the SDK's Date keeps milliseconds; the service may send more digits). */
function normalized(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(normalized);
    if (value instanceof Date) return value.getTime();
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value))
        return Date.parse(value);
    if (value !== null && typeof value === 'object') {
        const out: { [key: string]: unknown } = {};
        for (const key of Object.keys(value).sort()) {
            const member = (value as { [key: string]: unknown })[key];
            if (member !== undefined) out[key] = normalized(member);
        }
        return out;
    }
    return value;
}

let roundTrips = 0;

/** Reads an answer through the SDK and checks that the model, written back, is what the service sent. */
async function read<T>(
    answer: Promise<{ raw: Response; value(): Promise<T> }>,
    toJson: (model: T) => unknown,
    label: string,
): Promise<T> {
    const response = await answer;
    const sent: unknown = await response.raw.clone().json();
    const model = await response.value();
    const again = JSON.stringify(normalized(toJson(model)));
    check(again === JSON.stringify(normalized(sent)), `${label} does not round-trip:\n${JSON.stringify(sent)}\n${again}`);
    roundTrips++;
    return model;
}

/** The event as the game's own union decodes it (discriminated by `type`, its data typed). */
function decodeData(event: Event): object {
    const json = EventToJSON(event);
    switch (ruleset) {
        case 'smallworld':
            return SmallworldEventFromJSON(json);
        case 'smallworld-underground':
            return SmallworldUndergroundEventFromJSON(json);
        case 'smallworld-warcraft':
            return SmallworldWarcraftEventFromJSON(json);
        case 'great-fire-of-london-1666':
            return GreatFireOfLondon1666EventFromJSON(json);
        default:
            throw new Error(`no event schema for ${ruleset}`);
    }
}

/** Checks one streamed event: the next version, typed, its data decodable. */
function accept(events: Event[], event: Event, label: string): void {
    const expected = events.length === 0 ? 1 : events[events.length - 1].version + 1;
    check(event.version === expected, `${label}: version ${event.version} after ${expected - 1} (gap or duplicate)`);
    check(typeof event.type === 'string' && event.type.length > 0, `${label}: event ${event.version} has a type`);
    check(event.at instanceof Date, `${label}: event ${event.version} has a time`);
    if (event.data != null) decodeData(event);
    events.push(event);
}

/** Reads a fetch body as text chunks until it ends or `stop` says so. */
async function* chunks(response: Response): AsyncGenerator<string> {
    check(response.body != null, 'a streamed body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield decoder.decode(value, { stream: true });
    }
}

/** The Server-Sent Events stream, as a spectator; the SDK's streamMatch cannot parse SSE, fetch reads it. */
async function followSse(matchId: string): Promise<Event[]> {
    const events: Event[] = [];
    const response = await fetch(`${base}/v1/matches/${matchId}/stream`, { headers: { Accept: 'text/event-stream' } });
    check(response.status === 200, `SSE: status ${response.status}`);
    check((response.headers.get('Content-Type') ?? '').startsWith('text/event-stream'), 'SSE: content type');
    let buffer = '';
    for await (const text of chunks(response)) {
        buffer += text;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | undefined;
            let name: string | undefined;
            const data: string[] = [];
            for (const line of block.split('\n')) {
                if (line.startsWith(':')) continue; // keep-alive comment
                const colon = line.indexOf(':');
                const field = colon < 0 ? line : line.slice(0, colon);
                const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
                if (field === 'id') id = value;
                else if (field === 'event') name = value;
                else if (field === 'data') data.push(value);
            }
            if (data.length === 0) continue;
            if (name === 'end') {
                // the last message: no id, the last version
                const end = JSON.parse(data.join('\n'));
                check(id === undefined && end.finished === true, 'SSE: the end message');
                check(end.version === events[events.length - 1]?.version, `SSE: end after ${end.version}`);
                continue;
            }
            const event = EventFromJSON(JSON.parse(data.join('\n')));
            check(id === String(event.version), `SSE: id ${id} is the version ${event.version}`);
            check(name === undefined, `SSE: version ${event.version} is an unnamed message, for onmessage`);
            accept(events, event, 'SSE');
        }
    }
    return events;
}

/** The NDJSON stream as seat 0: dropped after `dropAfter` events, resumed with ?after= (no gap, no duplicate). */
async function followNdjson(matchId: string, token: string, dropAfter: number): Promise<[Event[], number]> {
    const events: Event[] = [];
    let connections = 0;
    for (let finished = false; !finished; ) {
        const after = events.length === 0 ? 0 : events[events.length - 1].version;
        const abort = new AbortController();
        const response = await fetch(`${base}/v1/matches/${matchId}/stream?after=${after}`, {
            headers: { Accept: 'application/x-ndjson', Authorization: `Bearer ${token}` },
            signal: abort.signal,
        });
        connections++;
        check(response.status === 200, `NDJSON: status ${response.status}`);
        check((response.headers.get('Content-Type') ?? '').startsWith('application/x-ndjson'), 'NDJSON: content type');
        let buffer = '';
        let dropped = false;
        try {
            for await (const text of chunks(response)) {
                buffer += text;
                for (let end = buffer.indexOf('\n'); end >= 0 && !dropped; end = buffer.indexOf('\n')) {
                    const line = buffer.slice(0, end);
                    buffer = buffer.slice(end + 1);
                    if (line.trim() === '') continue; // keep-alive
                    accept(events, EventFromJSON(JSON.parse(line)), 'NDJSON');
                    if (connections === 1 && events.length === dropAfter) {
                        dropped = true;
                        abort.abort(); // the connection drops mid-match
                    }
                }
                if (dropped) break;
            }
        } catch (e) {
            if (!dropped) throw e;
        }
        finished = !dropped;
    }
    return [events, connections];
}

async function main(): Promise<void> {
    const next = random(seed);
    const game = (await new RulesetsApi(new Configuration({ basePath: base })).listRulesets()).find(
        (r) => r.id === ruleset,
    );
    check(game !== undefined, `${ruleset} is listed`);
    const players = Array.from({ length: game.minSeats }, (_, i) => ({ name: `ts bot ${i}` }));
    const created = await api().createMatch({ createMatchRequest: { ruleset, players, seed } });
    const matchId = created.match.id;
    const tokens = created.seats.map((s) => s.token);
    check(tokens.length === game.minSeats && tokens.every((t) => t), 'a match and its seats');

    const sse = followSse(matchId);
    const ndjson = followNdjson(matchId, tokens[0], 5);
    const spectator = api();
    const readMatch = (): Promise<Match> => read(spectator.getMatchRaw({ matchId }), MatchToJSON, 'the match');
    let match = await readMatch();
    let commands = 0;
    let conflicts = 0;
    while (!match.finished) {
        const seat = match.toAct[0];
        check(seat !== undefined, 'someone is to act');
        const player = api(tokens[seat]);
        const legal = await read(player.getLegalCommandsRaw({ matchId }), LegalCommandsToJSON, 'legal commands');
        check(legal.ruleset === ruleset && legal.version === match.version, 'the legal list is the match\'s');
        const command = choose(legal, next);
        if (commands === 3) {
            // a stale If-Match: the SDK throws ResponseError, whose body decodes as a Problem
            try {
                await player.submitCommand({ matchId, ifMatch: `"${match.version - 1}"`, gameCommand: command });
                throw new Error('a stale If-Match was accepted');
            } catch (e) {
                check(e instanceof ResponseError && e.response.status === 412, `412 for a stale If-Match: ${e}`);
                const problem = ProblemFromJSON(await e.response.json());
                check(problem.code === ProblemCode.VERSION_CONFLICT, `VERSION_CONFLICT, not ${problem.code}`);
                conflicts++;
            }
        }
        const ack = await player.submitCommand({
            matchId,
            ifMatch: `"${match.version}"`,
            gameCommand: command,
            prefer: 'return=minimal',
        });
        check(ack.answer === 'minimal', `Prefer: return=minimal answers a CommandAck, not ${ack.answer}`);
        check(ack.version > match.version, `the command is stored after version ${match.version}`);
        check(++commands < 20000, `${ruleset}: the match ends`);
        match = await readMatch();
        check(match.version === ack.version && match.finished === ack.finished, 'the ack tells the match');
    }
    check((match.result ?? []).length === game.minSeats, 'every seat is ranked');
    try { // a conditional GET of the current version: 304 (declared), which the SDK reports as a ResponseError
        await spectator.getMatch({ matchId, ifNoneMatch: `"${match.version}"` });
        throw new Error('304 expected');
    } catch (e) {
        check(e instanceof ResponseError && e.response.status === 304, `304 Not Modified: ${e}`);
    }
    await read(spectator.listEventsRaw({ matchId, limit: 500 }), EventPageToJSON, 'the event log');
    const [streamed, [seatEvents, connections]] = await Promise.all([sse, ndjson]);
    check(streamed.length === match.version, `SSE: ${streamed.length} events for version ${match.version}`);
    check(seatEvents.length === match.version, `NDJSON: ${seatEvents.length} events for version ${match.version}`);
    check(connections === 2, `NDJSON: resumed once (${connections} connections)`);
    console.log(
        JSON.stringify({ ruleset, matchId, version: match.version, commands, sse: streamed.length,
            ndjson: seatEvents.length, connections, conflicts, roundTrips }),
    );
}

main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(1);
});
