// A client a third party writes with openapi-typescript's types of openapi/openapi.yaml and
// openapi-fetch (ThirdPartySdksTest compiles it with tsc --strict): a legal command is the body of
// a submit as it is, and the minimal answer is told apart by `answer`.
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type GameCommand = components['schemas']['GameCommand'];

export async function playOneCommand(baseUrl: string, matchId: string, token: string): Promise<number> {
    const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
    const path = { matchId };
    const match = await client.GET('/v1/matches/{matchId}', { params: { path } });
    if (match.data === undefined) throw new Error(`no match: ${match.error?.code}`);
    const legal = await client.GET('/v1/matches/{matchId}/legal-commands', { params: { path } });
    if (legal.data === undefined) throw new Error(`no legal commands: ${legal.error?.code}`);
    const command: GameCommand = legal.data.commands[0];
    const answer = await client.POST('/v1/matches/{matchId}/commands', {
        params: { path, header: { 'If-Match': `"${match.data.version}"`, Prefer: 'return=minimal' } },
        body: command,
    });
    if (answer.data === undefined) throw new Error(`refused: ${answer.error?.code}`);
    if (answer.data.answer === 'minimal') return answer.data.toAct.length;
    return answer.data.events.length;
}
