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

/** The board's frame as [minX, minY, width, height], from its `viewBox` in any common spelling. */
function viewBoxOf(board) {
  const v = board && board.viewBox;
  if (!v) return null;
  const list = typeof v === 'string' ? v.trim().split(/[\s,]+/).map(Number)
    : Array.isArray(v) ? v.map(Number)
      : [v.minX ?? v.x ?? 0, v.minY ?? v.y ?? 0, v.width ?? v.w, v.height ?? v.h].map(Number);
  return list.length === 4 && list.every(Number.isFinite) && list[2] > 0 && list[3] > 0 ? list : null;
}

/**
 * Positions in a 1000-wide frame: a map from the regions' outlines (anchors at `at` or the
 * outline's centre), else the board's anchors, else a graph layout of the adjacency, else a grid.
 */
function layout(nodes, board) {
  const byId = new Map((board && (board.regions || board.spaces) || []).map(p => [String(p.id), p]));
  const edges = [];
  for (const [id, place] of byId)
    for (const other of neighboursOf(place)) {
      const o = String(typeof other === 'object' ? other.id ?? other.to : other);
      if (id < o && byId.has(o)) edges.push([id, o]);
    }
  const shapes = nodes.map(n => outlineOf(byId.get(n.id)));
  const coords = nodes.map((n, i) => coordinatesOf(byId.get(n.id)) || (shapes[i].length ? centroid(shapes[i]) : null));
  const faithful = board && board.layout ? ` (${board.layout} layout)` : '';
  if (nodes.length && shapes.some(s => s.length)) {
    // A region the data gives no shape or anchor sits amid its neighbours, else under the map.
    for (let pass = 0; pass < 3; pass++)
      nodes.forEach((n, i) => {
        if (coords[i]) return;
        const near = neighboursOf(byId.get(n.id) || {}).map(o => nodes.findIndex(m => m.id === String(typeof o === 'object' ? o.id ?? o.to : o)))
          .filter(j => j >= 0 && coords[j]).map(j => coords[j]);
        if (near.length) coords[i] = [near.reduce((t, p) => t + p[0], 0) / near.length, near.reduce((t, p) => t + p[1], 0) / near.length];
      });
    const known = coords.filter(c => c);
    const bottom = Math.max(...known.map(c => c[1]), ...shapes.flat().map(p => p[1]));
    const left = Math.min(...known.map(c => c[0]), ...shapes.flat().map(p => p[0]));
    let spare = 0;
    nodes.forEach((n, i) => { if (!coords[i]) coords[i] = [left + spare++ * 0.05 * (bottom - left || 1), bottom]; });
    // Anchors and outlines share the board's units: one transform for both.
    const frame = fitting([...coords, ...shapes.flat()], viewBoxOf(board));
    return { positions: coords.map(frame.map), outlines: shapes.map(s => s.map(frame.map)), edges, map: true,
      height: frame.height, how: 'drawn as a map from the board\'s outlines' + faithful };
  }
  if (nodes.length && coords.every(c => c)) {
    const frame = fitting(coords, viewBoxOf(board));
    return { positions: coords.map(frame.map), outlines: nodes.map(() => []), edges, map: false,
      height: frame.height, how: 'drawn at the board\'s coordinates' + faithful };
  }
  let positions, how;
  if (edges.length) {
    positions = forceLayout(nodes, edges); how = 'no outlines for this board: laid out as a graph of its adjacency';
  } else {
    const cols = Math.ceil(Math.sqrt(nodes.length || 1));
    positions = nodes.map((n, i) => [i % cols, Math.floor(i / cols)]);
    how = 'no board data: regions shown as a grid';
  }
  const frame = fitting(positions, null);
  return { positions: positions.map(frame.map), outlines: nodes.map(() => []), edges, map: false, height: frame.height, how };
}

/** A region's outline as [x, y] pairs, when the board gives one (at least a triangle). */
function outlineOf(place) {
  const outline = place && Array.isArray(place.outline) ? place.outline.map(p => coordinatesOf(p)).filter(p => p) : [];
  return outline.length >= 3 ? outline : [];
}

/** The area-weighted centre of a polygon (its vertices' mean when it has no area). */
function centroid(shape) {
  let a = 0, cx = 0, cy = 0;
  for (let i = 0; i < shape.length; i++) {
    const [x1, y1] = shape[i], [x2, y2] = shape[(i + 1) % shape.length], f = x1 * y2 - x2 * y1;
    a += f; cx += (x1 + x2) * f; cy += (y1 + y2) * f;
  }
  if (Math.abs(a) < 1e-12) return [shape.reduce((s, p) => s + p[0], 0) / shape.length, shape.reduce((s, p) => s + p[1], 0) / shape.length];
  return [cx / (3 * a), cy / (3 * a)];
}

/**
 * The transform from the board's units (its viewBox, else the points' bounds) into a frame 1000
 * wide with a 40 margin, keeping proportions; `height` is the frame's height.
 */
function fitting(list, box) {
  if (!list.length) return { map: p => p, height: 1000 };
  let minX, minY, w, h;
  if (box) [minX, minY, w, h] = box;
  else {
    const xs = list.map(p => p[0]), ys = list.map(p => p[1]);
    minX = Math.min(...xs); minY = Math.min(...ys);
    w = Math.max(...xs) - minX || 1; h = Math.max(...ys) - minY || 1;
  }
  const scale = 920 / w;
  const height = Math.min(Math.max(80 + h * scale, 300), 1600);
  const fit = Math.min(scale, (height - 80) / h);
  return { map: ([x, y]) => [40 + (x - minX) * fit, 40 + (y - minY) * fit], height };
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

function fillOf(kind, legend) {
  const given = legend && legend.get(String(kind).toUpperCase());
  if (given && given.colour) return given.colour;
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

/**
 * The board's legend as a Map from upper-case key to {key, name, colour}: from the board's own
 * `legend` (a list of entries or a map, in any common spelling), else nothing.
 */
function legendOf(board) {
  const out = new Map();
  const add = (key, value) => {
    if (key === undefined || key === null) return;
    const entry = typeof value === 'string' ? { colour: value } : (value || {});
    const k = String(entry.id ?? entry.key ?? entry.terrain ?? entry.symbol ?? entry.code ?? key);
    out.set(k.toUpperCase(), { key: k, name: String(entry.name ?? entry.label ?? humanize(k)),
      colour: entry.colour ?? entry.color ?? entry.fill ?? null, kind: entry.kind ?? entry.type ?? null });
  };
  const walk = (legend) => {
    if (Array.isArray(legend)) legend.forEach((e, i) => add((e && (e.id ?? e.key ?? e.terrain ?? e.symbol ?? e.code ?? e.name)) ?? i, e));
    else if (legend && typeof legend === 'object')
      for (const [k, v] of Object.entries(legend)) {
        if (Array.isArray(v) || (v && typeof v === 'object' && !('colour' in v) && !('color' in v) && !('name' in v) && !('fill' in v))) walk(v);
        else add(k, v);
      }
  };
  walk(board && board.legend);
  return out;
}

/** "FARMLAND" or "holeInTheGround" as "Farmland", "Hole in the ground". */
export function humanize(key) {
  const words = String(key).replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Draws the board into `container`, its legend into `legendContainer`, the same facts as a table into `tableContainer`. */
export function drawBoard(container, tableContainer, state, board, seatName, legendContainer) {
  const nodes = nodesOf(state);
  const legend = legendOf(board);
  const { positions, outlines, edges, how, map, height } = layout(nodes, board);
  const at = new Map(nodes.map((n, i) => [n.id, positions[i]]));
  const svg = el('svg', { viewBox: `0 0 1000 ${Math.round(height)}`, role: 'img', 'aria-labelledby': 'board-svg-title' });
  svg.append(el('title', { id: 'board-svg-title' }, `${nodes.length} regions; each shows its terrain, owner, tokens and markers`));
  if (!map)
    for (const [a, b] of edges) {
      if (!at.has(a) || !at.has(b)) continue;
      const [x1, y1] = at.get(a), [x2, y2] = at.get(b);
      svg.append(el('line', { class: 'edge', x1, y1, x2, y2 }));
    }
  const shapes = el('g', { class: 'shapes' });
  const labels = el('g', { class: 'labels' });
  nodes.forEach((n, i) => {
    const [x, y] = positions[i];
    const g = el('g', { class: 'node' + (n.owner !== null ? ' owned' : '') + (n.fire ? ' burning' : ''), tabindex: '0', 'data-id': n.id });
    const description = describeNode(n, seatName);
    g.append(el('title', {}, description));
    g.setAttribute('aria-label', description);
    const stroke = n.owner !== null ? seatColour(n.owner) : '#3b3b3b';
    if (outlines[i].length)
      g.append(el('polygon', { class: 'outline', points: outlines[i].map(p => p.map(v => v.toFixed(1)).join(',')).join(' '),
        fill: fillOf(n.kind, legend), stroke: n.owner !== null ? stroke : '#6b6253' }));
    else g.append(el('circle', { cx: x, cy: y, r: map ? 14 : 24, fill: fillOf(n.kind, legend), stroke }));
    shapes.append(g);
    // Labels above every shape, with a halo, so no neighbour's fill covers them.
    const label = el('g', { class: 'label', 'aria-hidden': 'true' });
    label.append(el('text', { x, y: y - 5 }, n.label.length > 16 ? n.label.slice(0, 15) + '…' : n.label));
    if (n.tokens) {
      const race = n.race && /^[A-Z0-9_]+$/.test(n.race) ? humanize(n.race) : n.race;
      const badge = `${n.tokens}${race ? ' ' + race : ''}${n.declined ? ' (declined)' : ''}`;
      label.append(el('text', { x, y: y + 15, class: 'tokens', fill: n.owner !== null ? seatColour(n.owner) : '#111' },
        badge.length > 20 ? badge.slice(0, 19) + '…' : badge));
    }
    if (n.fire) label.append(el('text', { x, y: y + 33, class: 'fire' }, `🔥 ${n.fire}`));
    else if (n.markers.length) label.append(el('text', { x, y: y + (n.tokens ? 33 : 15), class: 'markers' }, `${n.markers.length} marker${n.markers.length === 1 ? '' : 's'}`));
    labels.append(label);
  });
  svg.append(shapes, labels);
  container.replaceChildren(svg);
  if (legendContainer) drawLegend(legendContainer, nodes, legend);

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

/** The legend: the board's own entries (terrains and symbols), else the kinds on this board with the colours used. */
function drawLegend(container, nodes, legend) {
  const list = document.createElement('ul');
  list.className = 'legend';
  const entries = legend.size ? [...legend.values()]
    : [...new Set(nodes.map(n => n.kind).filter(k => k))].map(k => ({ key: k, name: humanize(k), colour: null }));
  for (const entry of entries) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'legend-swatch';
    swatch.style.background = entry.colour || fillOf(entry.key, legend);
    item.append(swatch, entry.name);
    list.append(item);
  }
  container.replaceChildren(list);
}

function describeNode(n, seatName) {
  const parts = [`${n.label}: ${n.kind}`];
  if (n.owner !== null) parts.push(`held by ${seatName(n.owner)}${n.declined ? ' (in decline)' : ''}`);
  if (n.tokens) parts.push(`${n.tokens} token${n.tokens === 1 ? '' : 's'}${n.race ? ' of ' + n.race : ''}`);
  if (n.markers.length) parts.push(n.markers.join(', '));
  return parts.join('; ');
}
