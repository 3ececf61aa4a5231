// The match page: board, seats, event log and a walk through versions, live while the match runs.
import { ApiError, eventsAfter, follow, getJson, hasToken, setToken } from './api.js';
import { drawBoard, humanize, seatColour } from './board.js';
import { renderClocks } from './clocks.js';

const $ = id => document.getElementById(id);
const matchId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
const page = { head: null, events: [], shown: null, view: null, board: undefined, stop: null, loading: 0 };

function status(text) { $('status').textContent = text; }

function seatName(seat) {
  const s = page.head && page.head.seats.find(x => x.seat === seat);
  return s && s.name ? `${s.name} (seat ${seat})` : `seat ${seat}`;
}

/** The board data for the match, when the service publishes it (fetched once). */
async function boardData(view) {
  if (page.board !== undefined) return page.board;
  const state = view.state || {};
  const boardId = view.boardId || state.mapId || state.boardId;
  // The match's own board first (it may have been made for this match), then the ruleset's.
  const candidates = [`/v1/matches/${matchId}/board`];
  if (boardId) candidates.push(`/v1/rulesets/${view.ruleset}/boards/${encodeURIComponent(boardId)}`);
  for (const path of candidates) {
    try { page.board = await getJson(path); return page.board; } catch (e) { /* try the next */ }
  }
  page.board = null;
  return null;
}

async function loadHead() {
  page.head = await getJson(`/v1/matches/${matchId}`);
  const known = page.events.length ? page.events[page.events.length - 1].version : 0;
  if (page.head.version > known) page.events.push(...await eventsAfter(matchId, known));
  $('title').textContent = `${page.head.ruleset} · ${matchId.slice(0, 8)}`;
  document.title = `${page.head.ruleset} ${matchId.slice(0, 8)} · boardstate`;
  $('viewer').textContent = page.head.viewer === 'spectator' ? 'spectator' : seatName(page.head.seat);
  $('slider').max = String(page.head.version);
  renderLog();
  renderClocks(page.head, page.events, seatName);
}

async function show(version) {
  const ticket = ++page.loading;
  const view = version === page.head.version ? page.head : await getJson(`/v1/matches/${matchId}/versions/${version}`);
  if (ticket !== page.loading) return; // a later request won
  page.shown = version;
  page.view = view;
  $('slider').value = String(version);
  $('version-label').textContent = `version ${version} of ${page.head.version}` + (page.head.finished ? ' (finished)' : '');
  const board = await boardData(view);
  $('board-name').textContent = board && (board.name || board.id) ? `· ${board.name || board.id}` : (view.state.mapId || view.state.boardId || '');
  $('board-note').textContent = drawBoard($('board'), $('board-table'), view.state, board, seatName, $('board-legend'));
  renderSeats(view);
  renderStandings(view);
  markLog();
}

/** An identifier as a name: "FOREST" reads "Forest"; names that are already words stay as they are. */
function nameOf(id) { return /^[A-Z0-9_]+$/.test(String(id)) ? humanize(id) : String(id); }

/** A race in play as text: "Orcs + Wealthy, 5 tokens". */
function describeRace(r) {
  const tokens = (r.tokensOnBoard || 0) + (r.tokensInHand || 0) + (r.tokensKeptBack || 0);
  const regions = r.regions ? `, ${r.regions} region${r.regions === 1 ? '' : 's'}` : '';
  return `${nameOf(r.race)}${r.power ? ' + ' + nameOf(r.power) : ''}, ${tokens} token${tokens === 1 ? '' : 's'}${regions}`;
}

/** Any value as text a player reads: never "[object Object]". */
function describeValue(value) {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) {
    if (!value.length) return 'none';
    const hidden = value.filter(v => v === null).length;
    const shown = value.filter(v => v !== null).map(describeValue);
    return [...shown, ...(hidden ? [`${hidden} face down`] : [])].join(', ');
  }
  if (typeof value === 'object') {
    if (typeof value.race === 'string') return describeRace(value);
    return Object.entries(value).filter(([, v]) => v !== null && v !== false)
      .map(([k, v]) => `${humanize(k)} ${describeValue(v)}`).join(', ') || '—';
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' ? nameOf(value) : String(value);
}

/** What the viewer may see of one player, as short facts: "Orcs + Wealthy, 5 tokens", "In decline: …", "Coins 7". */
function playerFacts(player) {
  const facts = [];
  for (const [key, value] of Object.entries(player)) {
    if (key === 'seat') continue;
    const isRace = value && typeof value === 'object' && !Array.isArray(value) && typeof value.race === 'string';
    if (key === 'active' && isRace) { facts.unshift({ key, text: describeRace(value) }); continue; }
    if (value === null && /declined|ally|ownerAt|colour|playedDirection/i.test(key)) continue; // nothing there
    const hidden = value === null || value === undefined;
    facts.push({ key, hidden, text: `${humanize(key)}: ${describeValue(value)}` });
  }
  return facts;
}

function renderSeats(view) {
  const state = view.state || {};
  const players = state.players || [];
  const table = $('seats');
  table.querySelectorAll('thead, tbody').forEach(e => e.remove());
  const head = document.createElement('thead');
  head.innerHTML = '<tr><th scope="col">Seat</th><th scope="col">In play</th></tr>';
  const body = document.createElement('tbody');
  for (const seat of view.seats) {
    const row = document.createElement('tr');
    row.dataset.seat = seat.seat;
    if (view.toAct.includes(seat.seat)) row.className = 'to-act';
    const name = document.createElement('td');
    const swatch = document.createElement('span');
    swatch.className = 'seat-swatch';
    swatch.style.background = seatColour(seat.seat);
    name.append(swatch, seatName(seat.seat));
    row.append(name);
    const cell = document.createElement('td');
    cell.className = 'facts';
    const player = players.find(p => p.seat === seat.seat) || {};
    for (const fact of playerFacts(player)) {
      const span = document.createElement('span');
      span.className = 'fact' + (fact.hidden ? ' hidden-value' : '');
      span.dataset.key = fact.key;
      if (fact.hidden) span.title = 'none, or not shown to this viewer';
      span.textContent = fact.text;
      cell.append(span);
    }
    row.append(cell);
    body.append(row);
  }
  table.append(head, body);
  const turn = view.finished ? 'The match is over.' : `To act: ${view.toAct.map(seatName).join(', ')}`;
  $('turn').textContent = turn + (state.round ? ` · round ${state.round}${state.rounds ? ' of ' + state.rounds : ''}` : '')
    + (state.phase ? ` · ${humanize(state.phase)}` : '');
}

/** A finished match's standings, best first, with its winner(s): from the view's `result`, for every game. */
function renderStandings(view) {
  const result = view.result || (view.state && view.state.result) || null;
  const section = $('standings-section');
  section.hidden = !(view.finished && Array.isArray(result) && result.length);
  if (section.hidden) return;
  const ranked = [...result].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = ranked.filter(r => r.rank === 1);
  $('winner').textContent = `${winners.length > 1 ? 'Winners' : 'Winner'}: ${winners.map(w => seatName(w.seat)).join(', ')}`
    + (winners.length ? ` with ${winners[0].score} point${winners[0].score === 1 ? '' : 's'}` : '');
  const table = $('standings');
  table.querySelectorAll('thead, tbody').forEach(e => e.remove());
  const head = document.createElement('thead');
  head.innerHTML = '<tr><th scope="col">Rank</th><th scope="col">Seat</th><th scope="col">Score</th><th scope="col">How</th></tr>';
  const body = document.createElement('tbody');
  for (const r of ranked) {
    const row = document.createElement('tr');
    row.dataset.seat = r.seat;
    if (r.rank === 1) row.className = 'winner';
    const details = Object.entries(r.details || {}).filter(([, v]) => v !== null)
      .map(([k, v]) => `${humanize(k)} ${describeValue(v)}`).join(' · ');
    for (const text of [String(r.rank), seatName(r.seat) + (r.rank === 1 ? ' 🏆' : ''), String(r.score), details]) {
      const cell = document.createElement('td');
      cell.textContent = text;
      row.append(cell);
    }
    body.append(row);
  }
  table.append(head, body);
}

function describeEvent(e) {
  const data = e.data || {};
  const facts = Object.entries(data)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${humanize(k).toLowerCase()} ${describeValue(v)}`)
    .slice(0, 6);
  const who = e.seat !== undefined && e.seat !== null ? `${seatName(e.seat)}: ` : '';
  return `${who}${humanize(e.type)}${facts.length ? ' — ' + facts.join(', ') : ''}`;
}

function renderLog() {
  const log = $('log');
  for (let i = log.children.length; i < page.events.length; i++) {
    const e = page.events[i];
    const item = document.createElement('li');
    item.value = e.version;
    item.dataset.version = e.version;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = describeEvent(e);
    button.title = `Show the match after version ${e.version}`;
    button.addEventListener('click', () => { $('follow').checked = false; show(e.version); });
    item.append(button);
    log.append(item);
  }
  $('log-count').textContent = `(${page.events.length})`;
}

function markLog() {
  for (const item of $('log').children) {
    const v = Number(item.dataset.version);
    item.classList.toggle('current', v === page.shown);
    item.classList.toggle('future', v > page.shown);
    const button = item.firstChild;
    if (v === page.shown) {
      button.setAttribute('aria-current', 'true');
      const log = $('log'); // scroll the log only, never the page
      if (item.offsetTop < log.scrollTop || item.offsetTop > log.scrollTop + log.clientHeight - item.offsetHeight)
        log.scrollTop = item.offsetTop - log.clientHeight / 2;
    }
    else button.removeAttribute('aria-current');
  }
}

async function step(version) {
  const v = Math.max(1, Math.min(page.head.version, version));
  if (v !== page.head.version) $('follow').checked = false;
  await show(v);
}

function startLive() {
  if (page.stop) page.stop();
  page.stop = null;
  if (page.head.finished) { status('Finished'); return; }
  // Messages can come in bursts: updates run one after another, each reading what is new.
  let queue = Promise.resolve();
  page.stop = follow(matchId, page.head.version, () => {
    queue = queue.then(async () => {
      try {
        await loadHead();
        if ($('follow').checked) await show(page.head.version);
        if (page.head.finished) { status('Finished'); page.stop && page.stop(); }
      } catch (e) { status(`Update failed: ${e.message}`); }
    });
  }, state => status(state === 'live' ? 'Live' : 'Reconnecting…'));
}

async function reload() {
  page.events = [];
  page.board = undefined;
  $('log').replaceChildren();
  try {
    await loadHead();
    await show(page.head.version);
    status(page.head.finished ? 'Finished' : 'Live');
    startLive();
  } catch (e) {
    status(e instanceof ApiError && e.status === 404 ? 'No such match.' : e instanceof ApiError && e.status === 401 ? 'That token is not a seat of this match.' : `Error: ${e.message}`);
    if (hasToken()) { setToken(null); $('token').value = ''; }
  }
}

function escape(text) { return String(text).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]); }

$('first').addEventListener('click', () => step(1));
$('prev').addEventListener('click', () => step(page.shown - 1));
$('next').addEventListener('click', () => step(page.shown + 1));
$('last').addEventListener('click', () => { $('follow').checked = true; step(page.head.version); });
$('slider').addEventListener('input', e => step(Number(e.target.value)));
$('follow').addEventListener('change', e => { if (e.target.checked) show(page.head.version); });
document.addEventListener('keydown', e => {
  if (e.target.closest('input, select, textarea') || !page.head) return;
  if (e.key === 'ArrowLeft') { e.preventDefault(); step(page.shown - 1); }
  else if (e.key === 'ArrowRight') { e.preventDefault(); step(page.shown + 1); }
  else if (e.key === 'Home') { e.preventDefault(); step(1); }
  else if (e.key === 'End') { e.preventDefault(); $('follow').checked = true; step(page.head.version); }
});
$('token-form').addEventListener('submit', e => { e.preventDefault(); setToken($('token').value.trim()); reload(); });
$('spectate').addEventListener('click', () => { setToken(null); $('token').value = ''; reload(); });

// A page left for another may be kept whole in the back/forward cache, its live stream still open:
// each such page held one of the browser's few connections to the service (and a stream slot on a
// replica) until later pages' requests queued behind them. Stop the stream on leaving; follow again on return.
window.addEventListener('pagehide', () => { if (page.stop) page.stop(); page.stop = null; });
window.addEventListener('pageshow', e => { if (e.persisted) reload(); });

window.boardstateViewer = page; // for debugging in the browser console
reload();
