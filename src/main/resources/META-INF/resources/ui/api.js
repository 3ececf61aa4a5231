// Talking to the service: JSON requests with the caller's token (kept in memory only) and a
// live stream read with fetch, so that the token goes in a header, never in a URL.

let token = null;

export function setToken(value) { token = value || null; }
export function hasToken() { return token !== null; }

function headers(extra = {}) {
  const h = { Accept: 'application/json', ...extra };
  if (token) h.Authorization = 'Bearer ' + token;
  return h;
}

export class ApiError extends Error {
  constructor(status, problem) {
    super(problem && problem.detail ? problem.detail : 'HTTP ' + status);
    this.status = status;
    this.code = problem && problem.code;
  }
}

export async function getJson(path) {
  const response = await fetch(path, { headers: headers() });
  if (!response.ok) {
    let problem = null;
    try { problem = await response.json(); } catch (ignored) { /* not a problem document */ }
    throw new ApiError(response.status, problem);
  }
  return response.json();
}

/** All events after a version, page by page. */
export async function eventsAfter(matchId, after) {
  const events = [];
  for (;;) {
    const page = await getJson(`/v1/matches/${matchId}/events?after=${after}&limit=500`);
    events.push(...page.items);
    if (!page.hasMore) return events;
    after = page.nextAfter;
  }
}

/**
 * Follows the match's server-sent events after version `after`; calls onMessage for each message
 * and reconnects (resuming after the last id seen) until the returned stop function is called.
 */
export function follow(matchId, after, onMessage, onState) {
  let stopped = false;
  let controller = null;
  let lastId = String(after); // the stream starts after what the page already has
  (async () => {
    let delay = 500;
    while (!stopped) {
      controller = new AbortController();
      try {
        const extra = { Accept: 'text/event-stream' };
        extra['Last-Event-ID'] = lastId;
        const response = await fetch(`/v1/matches/${matchId}/stream`, { headers: headers(extra), signal: controller.signal });
        if (response.status === 204) return; // the match is over and everything was sent
        if (!response.ok || !response.body) throw new ApiError(response.status, null);
        onState('live');
        delay = 500;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
            const message = parse(block);
            if (message.id !== null) lastId = message.id;
            if (message.data !== null) onMessage(message);
          }
        }
      } catch (e) {
        if (stopped) return;
      }
      if (stopped) return;
      onState('reconnecting');
      await new Promise(r => setTimeout(r, delay));
      delay = Math.min(delay * 2, 10000);
    }
  })();
  return () => { stopped = true; if (controller) controller.abort(); };
}

function parse(block) {
  const message = { id: null, event: 'message', data: null };
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') message.id = value;
    else if (field === 'event') message.event = value;
    else if (field === 'data') message.data = message.data === null ? value : message.data + '\n' + value;
  }
  return message;
}
