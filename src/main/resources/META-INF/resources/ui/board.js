// Draws a board as SVG from the match's state and, when the service has it, the board data
// (adjacency and drawing coordinates). Without coordinates the regions are laid out as a graph;
// without adjacency, as a grid. Everything shown comes from what the caller may see.

const SVG = 'http://www.w3.org/2000/svg';
const FILLS = {
  SEA: '#9cc3e6', LAKE: '#b5d5f0', WATER: '#9cc3e6', FARMLAND: '#e9d98b', FIELD: '#e9d98b', FOREST: '#7fb069',
  HILL: '#c9b27c', HILLS: '#c9b27c', MOUNTAIN: '#a39e93', MOUNTAINS: '#a39e93', SWAMP: '#8aa58f',
  PARK: '#a8d5a2', DISTRICT: '#e7cfa9', RIVER: '#7fb3d5', CHASM: '#4b4b4b', ABYSS: '#4b4b4b',
};
const SEAT_COLOURS = ['#c0392b', '#1f6feb', '#2e8b57', '#b8860b', '#7b3fa0', '#0f766e'];
const SKIP = new Set(['id', 'name', 'terrain', 'kind', 'ownerSeat', 'owner', 'tokens', 'race', 'declined']);

export function seatColour(seat) { return SEAT_COLOURS[seat % SEAT_COLOURS.length]; }

/** Regions or spaces of a view, as nodes with the lines of text that describe them. */
export function nodesOf(state) {
  const places = state.regions || state.spaces || [];
  return places.map(p => {
    const owner = p.ownerSeat ?? p.owner ?? null;
    const markers = [];
    for (const [key, value] of Object.entries(p)) {
      if (SKIP.has(key) || value === null || value === false || value === 0) continue;
      if (Array.isArray(value)) { if (value.length) markers.push(`${key} ${value.join(' ')}`); }
      else if (value === true) markers.push(key);
      else if (typeof value !== 'object') markers.push(`${key} ${value}`);
    }
    const kind = p.terrain || p.kind || '';
    return {
      id: String(p.id), label: p.name || String(p.id), kind, owner,
      race: p.race || null, declined: !!p.declined, tokens: p.tokens || 0, markers,
      fire: (p.freeCones || 0) + (p.controlledCones || 0), // Great Fire: cones burning there
    };
  });
}

function coordinatesOf(place) {
  if (!place) return null;
  if (typeof place.x === 'number' && typeof place.y === 'number') return [place.x, place.y];
  const c = place.at || place.center || place.centroid || place.position || place.coordinates;
  if (Array.isArray(c) && c.length >= 2) return [c[0], c[1]];
  if (c && typeof c.x === 'number') return [c.x, c.y];
  return null;
}

function neighboursOf(place) {
  return place.adjacent || place.adjacency || place.neighbours || place.neighbors || place.links || [];
}

/** Positions in a 1000-wide box: the board's coordinates, else a graph layout, else a grid. */
function layout(nodes, board) {
  const byId = new Map((board && (board.regions || board.spaces) || []).map(p => [String(p.id), p]));
  const edges = [];
  for (const [id, place] of byId)
    for (const other of neighboursOf(place)) {
      const o = String(typeof other === 'object' ? other.id ?? other.to : other);
      if (id < o && byId.has(o)) edges.push([id, o]);
    }
  const coords = nodes.map(n => coordinatesOf(byId.get(n.id)));
  const shapes = nodes.map(n => outlineOf(byId.get(n.id)));
  let positions;
  let how;
  if (nodes.length && coords.every(c => c)) {
    // Anchors and outlines share the board's units: one transform for both.
    const transform = fitting([...coords, ...shapes.flat()]);
    const outlines = shapes.map(shape => shape.map(transform));
    return { positions: coords.map(transform), outlines, edges, how: 'drawn at the board\'s coordinates' };
  } else if (edges.length) {
    positions = forceLayout(nodes, edges); how = 'no coordinates for this board: laid out as a graph of its adjacency';
  } else {
    const cols = Math.ceil(Math.sqrt(nodes.length || 1));
    positions = nodes.map((n, i) => [i % cols, Math.floor(i / cols)]);
    how = 'no board data: regions shown as a grid';
  }
  return { positions: points(positions), outlines: nodes.map(() => []), edges, how };
}

/** A region's outline as [x, y] pairs, when the board gives one (at least a triangle). */
function outlineOf(place) {
  const outline = place && Array.isArray(place.outline) ? place.outline.map(p => coordinatesOf(p)).filter(p => p) : [];
  return outline.length >= 3 ? outline : [];
}

function points(list) { return list.map(fitting(list)); }

/** The transform that fits these points into the 1000-wide box (50 margin), keeping proportions. */
function fitting(list) {
  if (!list.length) return p => p;
  const xs = list.map(p => p[0]), ys = list.map(p => p[1]);
  const minX = Math.min(...xs), minY = Math.min(...ys);
  const w = Math.max(...xs) - minX || 1, h = Math.max(...ys) - minY || 1;
  const scale = 900 / Math.max(w, h);
  return ([x, y]) => [50 + (x - minX) * scale, 50 + (y - minY) * scale];
}

/** A deterministic spring layout (same board, same picture). */
function forceLayout(nodes, edges) {
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const pos = nodes.map((n, i) => [Math.cos(i * 2.399) * (10 + i), Math.sin(i * 2.399) * (10 + i)]);
  const links = edges.filter(([a, b]) => index.has(a) && index.has(b)).map(([a, b]) => [index.get(a), index.get(b)]);
  for (let step = 0; step < 400; step++) {
    const force = pos.map(() => [0, 0]);
    for (let i = 0; i < pos.length; i++)
      for (let j = i + 1; j < pos.length; j++) {
        const dx = pos[i][0] - pos[j][0], dy = pos[i][1] - pos[j][1];
        const d2 = Math.max(dx * dx + dy * dy, 0.01), f = 400 / d2;
        force[i][0] += dx * f; force[i][1] += dy * f; force[j][0] -= dx * f; force[j][1] -= dy * f;
      }
    for (const [a, b] of links) {
      const dx = pos[b][0] - pos[a][0], dy = pos[b][1] - pos[a][1];
      const d = Math.sqrt(dx * dx + dy * dy) || 0.1, f = (d - 20) * 0.05;
      force[a][0] += dx / d * f; force[a][1] += dy / d * f; force[b][0] -= dx / d * f; force[b][1] -= dy / d * f;
    }
    const cooling = 1 - step / 400;
    for (let i = 0; i < pos.length; i++) {
      const [fx, fy] = force[i], len = Math.sqrt(fx * fx + fy * fy) || 1, move = Math.min(len, 5 * cooling + 0.1);
      pos[i][0] += fx / len * move; pos[i][1] += fy / len * move;
    }
  }
  return pos;
}

function fillOf(kind) {
  const known = FILLS[String(kind).toUpperCase()];
  if (known) return known;
  let h = 0;
  for (const c of String(kind)) h = (h * 31 + c.charCodeAt(0)) % 360;
  return `hsl(${h} 45% 75%)`;
}

function el(name, attributes = {}, text) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Draws the board into `container` and the same facts as a table into `tableContainer`. */
export function drawBoard(container, tableContainer, state, board, seatName) {
  const nodes = nodesOf(state);
  const { positions, outlines, edges, how } = layout(nodes, board);
  const at = new Map(nodes.map((n, i) => [n.id, positions[i]]));
  const svg = el('svg', { viewBox: '0 0 1000 1000', role: 'img', 'aria-labelledby': 'board-svg-title' });
  svg.append(el('title', { id: 'board-svg-title' }, `${nodes.length} regions; each shows its terrain, owner, tokens and markers`));
  for (const [a, b] of edges) {
    if (!at.has(a) || !at.has(b)) continue;
    const [x1, y1] = at.get(a), [x2, y2] = at.get(b);
    svg.append(el('line', { class: 'edge', x1, y1, x2, y2 }));
  }
  nodes.forEach((n, i) => {
    const [x, y] = positions[i];
    const g = el('g', { class: 'node' + (n.owner !== null ? ' owned' : '') + (n.fire ? ' burning' : ''), tabindex: '0', 'data-id': n.id });
    const description = describeNode(n, seatName);
    g.append(el('title', {}, description));
    g.setAttribute('aria-label', description);
    if (outlines[i].length) {
      g.append(el('polygon', { class: 'outline', points: outlines[i].map(p => p.join(',')).join(' '), fill: fillOf(n.kind) }));
    }
    g.append(el('circle', { cx: x, cy: y, r: 26, fill: fillOf(n.kind), stroke: n.owner !== null ? seatColour(n.owner) : '#3b3b3b' }));
    g.append(el('text', { x, y: y - 8 }, n.label.length > 14 ? n.label.slice(0, 13) + '…' : n.label));
    if (n.tokens) g.append(el('text', { x, y: y + 6, class: 'tokens' }, `${n.tokens}${n.race ? ' ' + n.race.slice(0, 4) : ''}`));
    if (n.markers.length) g.append(el('text', { x, y: y + 18 }, n.markers.length + ' ⚑'));
    svg.append(g);
  });
  container.replaceChildren(svg);

  const table = document.createElement('table');
  table.innerHTML = '<thead><tr><th scope="col">Region</th><th scope="col">Kind</th><th scope="col">Owner</th><th scope="col">Tokens</th><th scope="col">Markers</th></tr></thead>';
  const body = document.createElement('tbody');
  for (const n of nodes) {
    const row = document.createElement('tr');
    for (const text of [n.label, n.kind, n.owner === null ? '' : seatName(n.owner) + (n.declined ? ' (in decline)' : ''),
      n.tokens ? `${n.tokens}${n.race ? ' ' + n.race : ''}` : '', n.markers.join(', ')]) {
      const cell = document.createElement('td');
      cell.textContent = text;
      row.append(cell);
    }
    body.append(row);
  }
  table.append(body);
  tableContainer.replaceChildren(table);
  return how;
}

function describeNode(n, seatName) {
  const parts = [`${n.label}: ${n.kind}`];
  if (n.owner !== null) parts.push(`held by ${seatName(n.owner)}${n.declined ? ' (in decline)' : ''}`);
  if (n.tokens) parts.push(`${n.tokens} token${n.tokens === 1 ? '' : 's'}${n.race ? ' of ' + n.race : ''}`);
  if (n.markers.length) parts.push(n.markers.join(', '));
  return parts.join('; ');
}
