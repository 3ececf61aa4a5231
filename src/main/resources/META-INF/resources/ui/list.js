// The list page: recent matches from GET /v1/matches (filtered, cursor-paged) and a box to open one.
import { getJson } from './api.js';

const $ = id => document.getElementById(id);
let cursor = null;

async function rulesets() {
  try {
    for (const r of await getJson('/v1/rulesets')) {
      const option = document.createElement('option');
      option.value = r.id;
      option.textContent = r.name;
      $('ruleset').append(option);
    }
  } catch (e) { /* the filter stays "any" */ }
}

async function load(more) {
  const params = new URLSearchParams({ limit: '20' });
  if ($('ruleset').value) params.set('ruleset', $('ruleset').value);
  if ($('status-filter').value) params.set('status', $('status-filter').value);
  if (more && cursor) params.set('cursor', cursor);
  const table = $('matches');
  if (!more) {
    table.querySelectorAll('thead, tbody').forEach(e => e.remove());
    const head = document.createElement('thead');
    head.innerHTML = '<tr><th scope="col">Match</th><th scope="col">Game</th><th scope="col">Seats</th><th scope="col">Version</th><th scope="col">Status</th><th scope="col">Created</th></tr>';
    table.append(head, document.createElement('tbody'));
  }
  try {
    const page = await getJson('/v1/matches?' + params);
    const items = page.items || page.matches || [];
    for (const m of items) {
      const row = document.createElement('tr');
      const link = document.createElement('a');
      link.href = `/ui/matches/${m.id}`;
      link.textContent = m.id.slice(0, 8);
      const cells = [link, m.ruleset, String(m.seats ? (m.seats.length ?? m.seats) : ''), String(m.version ?? ''),
        m.finished ? 'finished' : (m.status || 'running'), m.createdAt ? new Date(m.createdAt).toLocaleString() : ''];
      for (const c of cells) {
        const td = document.createElement('td');
        if (typeof c === 'string') td.textContent = c; else td.append(c);
        row.append(td);
      }
      table.querySelector('tbody').append(row);
    }
    cursor = page.next || page.nextCursor || null;
    $('more').hidden = !cursor;
    $('status').textContent = items.length || more ? '' : 'No matches yet.';
  } catch (e) {
    $('status').textContent = `Matches cannot be listed here (${e.message}); open one by its id.`;
  }
}

$('open-form').addEventListener('submit', e => { e.preventDefault(); location.href = `/ui/matches/${$('match-id').value.trim()}`; });
$('filter-form').addEventListener('submit', e => { e.preventDefault(); load(false); });
$('more').addEventListener('click', () => load(true));
rulesets().then(() => load(false));
