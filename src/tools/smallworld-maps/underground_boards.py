#!/usr/bin/env python3
"""Write src/main/resources/smallworld/underground/maps/{2,3,4,5}-players.json.

Usage (from the repository root):
    python3 src/tools/smallworld-maps/underground_boards.py [SOURCE_DIR] [--check-only]

2 players: transcribed from the two public sources in ../shared/maps/source (Arthur158
`Underground2`, rezanm2 `create2PlayerMap()`); the 63 borders both list from both sides, plus
the 4 disputed pairs that 3 of 4 listings give; the 7 pairs only one listing gives are dropped,
each because it cannot be drawn on a plane together with the agreed borders (see BOARD.md).
Ids = Arthur158's tile numbers (0u..27u -> 0..27). The drawing is a schematic: a Tutte
embedding of the region graph with the edge regions on the frame, region outlines from its
barycentric dual.

3, 4, 5 players: no public data. Boards are generated (fixed seeds, reproducible) as Voronoi
diagrams of a relaxed point set in the frame, so adjacency is planar by construction and the
outlines are the real cells; counts and placement rules are scaled from the 2-player board
(BOARD.md, "Inferred boards"). Every value there is inferred and marked so in the file.

Needs networkx, numpy and scipy. Exits non-zero when a check fails.
"""
import json
import math
import os
import sys
from collections import Counter

import networkx as nx
import numpy as np

ROUNDS = {2: 10, 3: 10, 4: 9, 5: 8}  # Underground ruling R-1 (base-game pattern)
LAND = ["BLACK_MOUNTAIN", "MUDPOOL", "MUSHROOM_FOREST", "MINE", "MYSTIC_CRYSTAL"]
TERRAIN_2P = {
    "Abysmal Chasm": "CHASM", "Mine": "MINE", "Mudpool": "MUDPOOL", "Mystic Crystal": "MYSTIC_CRYSTAL",
    "Black Mountain / stone": "BLACK_MOUNTAIN", "Mushroom Forest": "MUSHROOM_FOREST", "River": "RIVER",
}
OUT = "src/main/resources/smallworld/underground/maps"
Q = 4  # decimals of drawing coordinates


# ----------------------------------------------------------------------------------- 2 players

def board_2p(source_dir):
    arthur = json.load(open(os.path.join(source_dir, "Arthur158__smallworld/Maps.go.extracted.json")))
    arthur = arthur["maps"]["Underground2"]
    rez = json.load(open(os.path.join(source_dir, "rezanm2__SmallWorldUnderground/Map.java.extracted.json")))

    def num(tile):
        return int(tile[:-1])

    terrain, edge, monster = {}, {}, set()
    for r in arthur["regions"]:
        i = num(r["id"])
        terrain[i] = TERRAIN_2P[r["terrain"].split(" (")[0]]
        edge[i] = r["is_edge"]
    monster = {num(t) for t in arthur["monster_regions_in_source"]}
    n = len(terrain)

    # directed listings of each source, in Arthur158 ids (crosswalk of CROSSCHECK.md)
    crosswalk = {"EA": 0, "DA": 1, "DB": 2, "DC": 3, "BA": 4, "CA": 5, "CB": 6, "AA": 7, "BB": 8, "BC": 9,
                 "AB": 10, "EB": 11, "DD": 12, "AC": 13, "EC": 14, "ED": 15, "EE": 16, "DE": 17, "DF": 18,
                 "CC": 19, "CD": 20, "CE": 21, "CF": 22, "BD": 23, "BE": 24, "AF": 25, "AD": 26, "AE": 27}
    for r in rez["regions"]:  # the crosswalk must preserve terrain
        assert TERRAIN_2P[r["terrain"].split(" (")[0]] == terrain[crosswalk[r["id"]]], r
    votes = Counter()
    for a, b in arthur["adjacency_pairs"]:
        votes[frozenset((num(a), num(b)))] += 2
    for a, b in arthur["one_way_entries_in_source"]:
        votes[frozenset((num(a), num(b)))] += 1
    for a, b in rez["adjacency_pairs"]:
        votes[frozenset((crosswalk[a], crosswalk[b]))] += 2
    for a, b in rez["one_way_entries_in_source"]:
        votes[frozenset((crosswalk[a], crosswalk[b]))] += 1
    agreed = [tuple(sorted(p)) for p, v in votes.items() if v == 4]
    disputed = {tuple(sorted(p)): v for p, v in votes.items() if v < 4}
    assert len(agreed) == 63 and len(disputed) == 11, (len(agreed), len(disputed))

    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from(agreed)
    outside = with_outside(g, edge)
    assert nx.check_planarity(outside)[0], "agreed borders must be planar with the frame"
    kept, dropped = [], []
    for pair, v in sorted(disputed.items()):
        trial = outside.copy()
        trial.add_edge(*pair)
        planar = nx.check_planarity(trial)[0]
        if v == 3:
            assert planar, pair
            kept.append(pair)
        else:
            assert v == 1 and not planar, (pair, v)
            dropped.append(pair)
    g.add_edges_from(kept)
    assert nx.check_planarity(with_outside(g, edge))[0]
    print("2p: kept", kept, "dropped", dropped)

    volcano = {20}  # inferred: the one chasm away from the edge (BOARD.md)
    regions = []
    for i in range(n):
        symbols = []
        if i in monster:
            symbols.append("MONSTER")
        if i in volcano:
            symbols.append("VOLCANO")
        regions.append({"terrain": terrain[i], "symbols": symbols, "edge": edge[i],
                        "neighbours": sorted(g[i])})
    cycle = boundary_cycle(g, edge)
    draw = tutte_drawing(g, cycle)
    return regions, draw


def with_outside(g, edge):
    h = g.copy()
    h.add_edges_from(("frame", i) for i in g.nodes if edge[i])
    return h


def boundary_cycle(g, edge):
    """The edge regions in their order around the frame (each next to the following one)."""
    ok, emb = nx.check_planarity(with_outside(g, edge))
    assert ok
    cycle = list(emb.neighbors_cw_order("frame"))
    for k in range(len(cycle)):
        assert g.has_edge(cycle[k], cycle[(k + 1) % len(cycle)]), "edge regions must touch along the frame"
    return cycle


# ------------------------------------------------------------------------- drawing: Tutte + dual

def perimeter_point(s, inset):
    """Point at fraction s (0..1, clockwise from the top-left corner) of a square inset from the unit frame."""
    lo, hi = inset, 1 - inset
    side = hi - lo
    t = (s % 1.0) * 4
    k, f = int(t), t - int(t)
    if k == 0:
        return (lo + f * side, lo)
    if k == 1:
        return (hi, lo + f * side)
    if k == 2:
        return (hi - f * side, hi)
    return (lo, hi - f * side)


def tutte_drawing(g, cycle, inset=0.09, rounds=8):
    """Seeds: edge regions on an inset square in their frame order, the others at a weighted mean
    of their neighbours (Tutte; any positive weights keep the drawing planar with convex faces).
    The weights and the edge regions' share of the frame are then tuned for a few rounds so that
    the regions' outlines (barycentric dual cells) come out of similar size."""
    n = g.number_of_nodes()
    fixed = set(cycle)
    inner = [v for v in range(n) if v not in fixed]
    idx = {v: j for j, v in enumerate(inner)}
    frame = {v: 1.0 for v in cycle}
    pull = np.ones(n)
    best = None
    for _ in range(rounds):
        total = sum(frame.values())
        s_of, run = {}, 0.0
        for v in cycle:
            s_of[v] = (run + frame[v] / 2) / total
            run += frame[v]
        pos = np.zeros((n, 2))
        for v in cycle:
            pos[v] = perimeter_point(s_of[v], inset)
        a = np.zeros((len(inner), len(inner)))
        b = np.zeros((len(inner), 2))
        for v in inner:
            for w in g[v]:
                a[idx[v], idx[v]] += pull[w]
                if w in fixed:
                    b[idx[v]] += pull[w] * pos[w]
                else:
                    a[idx[v], idx[w]] -= pull[w]
        sol = np.linalg.solve(a, b)
        for v in inner:
            pos[v] = sol[idx[v]]
        drawing = dual_drawing(g, pos, cycle, s_of)
        sizes = np.array([abs(area(drawing[v][1])) for v in range(n)])
        spread = float(np.std(np.log(sizes)))
        if best is None or spread < best[0]:
            best = (spread, drawing)
        ratio = sizes * n  # 1 = a fair share of the frame's area
        for v in range(n):
            pull[v] *= ratio[v] ** 0.15  # a big region pulls its neighbours in
        for v in cycle:
            frame[v] /= ratio[v] ** 0.15  # a big edge region gets less frame
    return best[1]


def dual_drawing(g, pos, cycle, s_of):
    """Outline of each region: its cell in the barycentric dual of a straight-line drawing with
    convex faces (face centres and border midpoints), closed along the frame for edge regions
    (s_of: where an edge region sits along the frame, 0..1 clockwise from the top-left)."""
    n = g.number_of_nodes()
    fixed = set(cycle)
    ok, emb = nx.check_planarity(with_outside(g, {v: v in fixed for v in range(n)}))
    assert ok
    outlines = {}
    for v in range(n):
        around = list(emb.neighbors_cw_order(v))
        pts = []
        for j, x in enumerate(around):
            nxt = around[(j + 1) % len(around)]
            prv = around[j - 1]
            if x == "frame":
                s1 = mid_s(s_of[prv], s_of[v])
                s2 = mid_s(s_of[v], s_of[nxt])
                pts.append(perimeter_point(s1, 0.0))
                pts.extend(corners_between(s1, s2))
                pts.append(perimeter_point(s2, 0.0))
                continue
            pts.append(tuple((pos[v] + pos[x]) / 2))
            if nxt == "frame":
                continue
            face = face_of(emb, v, x)
            pts.append(tuple(np.mean([pos[f] for f in face], axis=0)))
        outlines[v] = pts
    return {v: (tuple(pos[v]), outlines[v]) for v in range(n)}


def face_of(emb, v, x):
    return [f for f in emb.traverse_face(v, x) if f != "frame"]


def mid_s(s1, s2):
    d = (s2 - s1) % 1.0
    if d > 0.5:
        d -= 1.0
    return (s1 + d / 2) % 1.0


def corners_between(s1, s2):
    d = (s2 - s1) % 1.0
    forward = d <= 0.5
    out = []
    for c in (0.0, 0.25, 0.5, 0.75):
        if forward:
            t = (c - s1) % 1.0
            if 0 < t < d:
                out.append((t, perimeter_point(c, 0.0)))
        else:
            t = (s1 - c) % 1.0
            if 0 < t < 1.0 - d:
                out.append((t, perimeter_point(c, 0.0)))
    return [p for _, p in sorted(out)]


# --------------------------------------------------------------------------------- geometry

def area(poly):
    # shoelace; positive = clockwise on a screen (y down)
    return sum(poly[i - 1][0] * poly[i][1] - poly[i][0] * poly[i - 1][1] for i in range(len(poly))) / 2


def centroid(poly):
    a = area(poly)
    cx = cy = 0.0
    for i in range(len(poly)):
        x0, y0 = poly[i - 1]
        x1, y1 = poly[i]
        c = x0 * y1 - x1 * y0
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    return (cx / (6 * a), cy / (6 * a))


def inside(p, poly):
    x, y = p
    hit = False
    for i in range(len(poly)):
        x0, y0 = poly[i - 1]
        x1, y1 = poly[i]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def segments_cross(p, q, r, s):
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return 0 if abs(v) < 1e-12 else (1 if v > 0 else -1)
    return (orient(p, q, r) * orient(p, q, s) < 0) and (orient(r, s, p) * orient(r, s, q) < 0)


def simple(poly):
    m = len(poly)
    for i in range(m):
        for j in range(i + 1, m):
            if j == i + 1 or (i == 0 and j == m - 1):
                continue
            if segments_cross(poly[i], poly[(i + 1) % m], poly[j], poly[(j + 1) % m]):
                return False
    return len(set(poly)) == m


def finish_drawing(regions, draw):
    """Rounds the outlines (shared points stay identical), drops repeated points, orients them
    clockwise on screen (y down) and checks that they tile the frame and reproduce the adjacency."""
    for v, r in enumerate(regions):
        seed, pts = draw[v]
        out = []
        for p in pts:
            q = (round(float(p[0]), Q), round(float(p[1]), Q))
            if not out or out[-1] != q:
                out.append(q)
        while len(out) > 1 and out[0] == out[-1]:
            out.pop()
        if area(out) < 0:
            out.reverse()
        assert simple(out), ("outline not simple", v, out)
        c = centroid(out)
        at = c if inside(c, out) else seed
        r["at"] = {"x": round(float(at[0]), 3), "y": round(float(at[1]), 3)}
        r["outline"] = [{"x": x, "y": y} for x, y in out]
    total = sum(area([(p["x"], p["y"]) for p in r["outline"]]) for r in regions)
    assert abs(total - 1.0) < 1e-3, ("outlines must tile the unit frame", total)
    sides = {}
    for v, r in enumerate(regions):
        pts = [(p["x"], p["y"]) for p in r["outline"]]
        for i in range(len(pts)):
            sides.setdefault(frozenset((pts[i - 1], pts[i])), set()).add(v)
    touching = set()
    for owners in sides.values():
        assert len(owners) <= 2, owners
        if len(owners) == 2:
            touching.add(frozenset(owners))
    borders = {frozenset((v, w)) for v, r in enumerate(regions) for w in r["neighbours"]}
    assert touching == borders, ("outlines disagree with the borders", touching ^ borders)


# ------------------------------------------------------------------------ 3, 4, 5 players (inferred)

# Scaled from the 2-player board (BOARD.md, "Inferred boards"): land as the base game's boards of
# the same player count (20 / 27 / 36 / 45, terrains split like its Forest..Mountain), River and
# Chasms in proportion to the land (3 and 5 per 20), edge regions growing like the base game's
# (15 / 16 / 18 / 21 for 23..48 regions), with the 2-player board's edge mix (4 Chasms and the
# 2 River ends of 14), Monster regions up to the box's 7, Volcano on 1 Chasm in 5.
PLAN = {
    3: {"land": {"BLACK_MOUNTAIN": 7, "MUDPOOL": 5, "MUSHROOM_FOREST": 5, "MINE": 5, "MYSTIC_CRYSTAL": 5},
        "river": 4, "chasms_edge": 4, "chasms_inner": 3, "volcano": 1, "monsters": 5, "monsters_edge": 1,
        "edge": 15, "seed": 3},
    4: {"land": {"BLACK_MOUNTAIN": 8, "MUDPOOL": 7, "MUSHROOM_FOREST": 7, "MINE": 7, "MYSTIC_CRYSTAL": 7},
        "river": 5, "chasms_edge": 5, "chasms_inner": 4, "volcano": 2, "monsters": 6, "monsters_edge": 2,
        "edge": 17, "seed": 4},
    5: {"land": {"BLACK_MOUNTAIN": 9, "MUDPOOL": 9, "MUSHROOM_FOREST": 9, "MINE": 9, "MYSTIC_CRYSTAL": 9},
        "river": 7, "chasms_edge": 6, "chasms_inner": 5, "volcano": 2, "monsters": 7, "monsters_edge": 2,
        "edge": 20, "seed": 5},
}
SAME_TERRAIN = 4 / 34  # 2p: share of land-land borders between regions of the same terrain


def voronoi(points):
    """Cells of the points clipped to the unit frame (mirror trick): borders and edge cells."""
    from scipy.spatial import Voronoi
    n = len(points)
    mirrored = np.vstack([points, points * [-1, 1], points * [-1, 1] + [2, 0],
                          points * [1, -1], points * [1, -1] + [0, 2]])
    vor = Voronoi(mirrored)
    cells = [vor.vertices[vor.regions[vor.point_region[i]]] for i in range(n)]
    borders, edge = set(), set()
    for i, j in vor.ridge_points:
        if i < n and j < n:
            borders.add((min(i, j), max(i, j)))
        elif min(i, j) < n:
            edge.add(min(i, j))
    return cells, borders, edge


def cell_centroid(v):
    return np.array(centroid([tuple(p) for p in v]))


def frame_s(p, inset):
    lo, hi = inset, 1 - inset
    side = hi - lo
    x, y = p
    k = int(np.argmin([abs(y - lo), abs(x - hi), abs(y - hi), abs(x - lo)]))
    f = [(x - lo), (y - lo), (hi - x), (hi - y)][k] / side
    return (k + min(max(f, 0.0), 1.0)) / 4


def layout(n, k, rng, inset=0.06, margin=0.18, iterations=80):
    """n relaxed points (Lloyd), k of them kept on a ring next to the frame so that exactly
    they are the edge cells."""
    ring = np.array([perimeter_point((j + rng.random() * 0.5) / k, inset) for j in range(k)])
    inner = margin + (1 - 2 * margin) * rng.random((n - k, 2))
    points = np.vstack([ring, inner])
    for _ in range(iterations):
        cells, _, _ = voronoi(points)
        c = np.array([cell_centroid(v) for v in cells])
        for j in range(k):
            points[j] = perimeter_point(frame_s(c[j], inset), inset)
        points[k:] = np.clip(c[k:], margin, 1 - margin)
    cells, borders, edge = voronoi(points)
    if edge != set(range(k)):
        return None
    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from(borders)
    s_of = {j: frame_s(points[j], inset) for j in range(k)}
    cycle = sorted(range(k), key=lambda j: s_of[j])
    for j in range(k):
        if not g.has_edge(cycle[j], cycle[(j + 1) % k]):
            return None
    if not nx.check_planarity(with_outside(g, {v: v < k for v in range(n)}))[0]:
        return None
    return points, g, cycle, s_of


def place_river(g, ring, length, rng):
    """A run of River regions between two edge regions, its inner regions away from the edge,
    leaving two banks of similar size (2p: 11 and 14)."""
    inner = [v for v in g.nodes if v not in ring]
    options = []
    ring_list = sorted(ring)
    for a in ring_list:
        for b in ring_list:
            if a >= b or g.has_edge(a, b):
                continue
            h = g.subgraph(inner + [a, b])
            try:
                path = nx.shortest_path(h, a, b)
            except nx.NetworkXNoPath:
                continue
            if len(path) != length:
                continue
            rest = g.copy()
            rest.remove_nodes_from(path)
            banks = [len(c) for c in nx.connected_components(rest)]
            if len(banks) == 2 and min(banks) / sum(banks) >= 0.4:
                options.append(path)
    if not options:
        return None
    return options[rng.integers(len(options))]


def place_chasms(g, ring, river, plan, rng, tries=4000):
    n = g.number_of_nodes()
    edge_free = [v for v in ring if v not in river]
    inner_free = [v for v in range(n) if v not in ring and v not in river]
    for _ in range(tries):
        chasms = list(rng.choice(edge_free, plan["chasms_edge"], replace=False)) + list(
            rng.choice(inner_free, plan["chasms_inner"], replace=False))
        chasms = [int(c) for c in chasms]
        if any(g.has_edge(a, b) for a in chasms for b in chasms if a < b):
            continue
        # 2p: one Chasm of five touches the River
        if sum(any(g.has_edge(c, r) for r in river) for c in chasms) > round(len(chasms) / 5):
            continue
        land = g.copy()
        land.remove_nodes_from(chasms)
        if not nx.is_connected(land):
            continue
        banks = land.copy()
        banks.remove_nodes_from(river)
        if nx.number_connected_components(banks) != 2:
            continue
        if any(land.degree(v) < 2 for v in land.nodes if v not in river):
            continue
        return chasms
    return None


def place_terrains(g, land, plan, rng, steps=20000):
    """The land terrains in their counts, few same-terrain borders (as on the 2p board)."""
    pool = [t for t, c in plan["land"].items() for _ in range(c)]
    order = list(rng.permutation(pool))
    terrain = {v: str(order[j]) for j, v in enumerate(land)}
    pairs = [(a, b) for a, b in g.edges if a in terrain and b in terrain]
    target = round(SAME_TERRAIN * len(pairs))

    def cost():
        return abs(sum(terrain[a] == terrain[b] for a, b in pairs) - target)

    best = cost()
    for _ in range(steps):
        if best == 0:
            break
        a, b = rng.choice(land, 2, replace=False)
        if terrain[a] == terrain[b]:
            continue
        terrain[a], terrain[b] = terrain[b], terrain[a]
        c = cost()
        if c <= best:
            best = c
        else:
            terrain[a], terrain[b] = terrain[b], terrain[a]
    return terrain if best == 0 else None


def place_monsters(g, terrain, ring, river, banks, plan, rng, tries=4000):
    """Monster regions: not next to each other, as many terrains as possible, some at the edge,
    shared between the banks by size (2p: 2 and 2, one at the edge)."""
    land = sorted(terrain)
    want = plan["monsters"]
    for _ in range(tries):
        pick = [int(v) for v in rng.choice(land, want, replace=False)]
        if any(g.has_edge(a, b) for a in pick for b in pick if a < b):
            continue
        if sum(v in ring for v in pick) != plan["monsters_edge"]:
            continue
        if len({terrain[v] for v in pick}) != min(want, 5):
            continue
        per_bank = [sum(v in bank for v in pick) for bank in banks]
        share = [want * len(bank) / sum(map(len, banks)) for bank in banks]
        if any(abs(a - b) > 1 for a, b in zip(per_bank, share)):
            continue
        if not any(g.has_edge(v, r) for v in pick for r in river):
            continue
        return pick
    return None


def board_generated(players):
    """A Voronoi board of more cells than regions: a run of cells that crosses it from edge to
    edge becomes the River, its cells merged into the plan's number of River regions (as on the
    2p board, whose 3 River regions are long strips with 5 to 7 neighbours)."""
    plan = PLAN[players]
    n = sum(plan["land"].values()) + plan["river"] + plan["chasms_edge"] + plan["chasms_inner"]
    seed = plan["seed"]
    attempt = 0
    while True:
        attempt += 1
        assert attempt < 400, f"no {players}-player board found"
        rng = np.random.default_rng([seed, attempt])
        extra = int(rng.integers(2, 7))  # cells merged away: a crossing run is longer than the River
        made = layout(n + extra, plan["edge"], rng)
        if made is None:
            continue
        points, cellgraph, cycle, s_of = made
        ring = set(cycle)
        path = place_river(cellgraph, ring, plan["river"] + extra, rng)
        if path is None:
            continue
        region_of, groups = merge_river(cellgraph, path, plan["river"], rng)
        g = nx.quotient_graph(cellgraph, groups, relabel=False)
        g = nx.relabel_nodes(g, {frozenset(c): region_of[min(c)] for c in groups})
        river = [region_of[path[0]]] + [region_of[c] for c in path if region_of[c] != region_of[path[0]]]
        river = list(dict.fromkeys(river))
        edge_regions = {region_of[c] for c in ring}
        chasms = place_chasms(g, edge_regions, river, plan, rng)
        if chasms is None:
            continue
        land = [v for v in g.nodes if v not in river and v not in chasms]
        terrain = place_terrains(g, land, plan, rng)
        if terrain is None:
            continue
        rest = g.copy()
        rest.remove_nodes_from(river)
        banks = [set(c) for c in nx.connected_components(rest)]
        if any(len({j for j, bank in enumerate(banks) for w in g[r] if w in bank and w not in chasms}) != 2
               for r in river):
            continue  # every River region has land of both banks beside it (as on the 2p board)
        monsters = place_monsters(g, terrain, edge_regions, river, banks, plan, rng)
        if monsters is None:
            continue
        inner_chasms = [c for c in chasms if c not in edge_regions]
        volcano = [int(v) for v in rng.choice(inner_chasms, plan["volcano"], replace=False)]
        break
    print(f"{players}p: seed {seed}, attempt {attempt}, {n + extra} cells")
    cells = dual_drawing(cellgraph, points, cycle, s_of)
    outlines = {}
    for group in groups:
        outlines[region_of[min(group)]] = union([oriented(cells[c][1]) for c in group])
    anchor = {v: np.mean([points[c] for c in group], axis=0) for group in groups for v in [region_of[min(group)]]}
    # ids in reading order: top to bottom, left to right, by rows of the outline's centroid
    middle = {v: centroid(outlines[v]) for v in g.nodes}
    rows = max(1, round(math.sqrt(n)))
    order = sorted(g.nodes, key=lambda v: (int(middle[v][1] * rows), middle[v][0]))
    new = {v: j for j, v in enumerate(order)}
    regions = []
    for v in order:
        t = "RIVER" if v in river else "CHASM" if v in chasms else terrain[v]
        symbols = (["MONSTER"] if v in monsters else []) + (["VOLCANO"] if v in volcano else [])
        regions.append({"terrain": t, "symbols": symbols, "edge": v in edge_regions,
                        "neighbours": sorted(new[w] for w in g[v])})
    drawn = {new[v]: (tuple(anchor[v]), outlines[v]) for v in g.nodes}
    return regions, drawn, {"seed": seed, "attempt": attempt}


def merge_river(cellgraph, path, count, rng):
    """Splits the crossing run of cells into `count` consecutive groups of near-equal size; every
    other cell is a region of its own. Returns the region of every cell and the groups."""
    sizes = [len(path) // count] * count
    for j in rng.choice(count, len(path) % count, replace=False):
        sizes[j] += 1
    groups, at = [], 0
    for size in sizes:
        groups.append(set(path[at:at + size]))
        at += size
    on_path = set(path)
    groups += [{c} for c in cellgraph.nodes if c not in on_path]
    region_of = {}
    for r, group in enumerate(groups):
        for c in group:
            region_of[c] = r
    return region_of, groups


def oriented(points):
    out = [(round(float(x), Q), round(float(y), Q)) for x, y in points]
    dedup = []
    for p in out:
        if not dedup or dedup[-1] != p:
            dedup.append(p)
    while len(dedup) > 1 and dedup[0] == dedup[-1]:
        dedup.pop()
    return dedup if area(dedup) > 0 else dedup[::-1]


def union(polygons):
    """Outline of adjacent cells drawn with shared points: their sides, less the ones two of them share."""
    if len(polygons) == 1:
        return polygons[0]
    sides = Counter()
    for poly in polygons:
        for j in range(len(poly)):
            sides[(poly[j - 1], poly[j])] += 1
    outer = {a: b for (a, b) in sides if (b, a) not in sides}
    start = next(iter(outer))
    ring = [start]
    while True:
        nxt = outer[ring[-1]]
        if nxt == start:
            break
        ring.append(nxt)
    assert len(ring) == len(outer), "merged cells must form one simple outline"
    return ring


def source_generated(players):
    return (f"Inferred for boardstate: no public data of the printed {players}-player board exists. "
            "Generated by src/tools/smallworld-maps/underground_boards.py (a planar Voronoi board) to the "
            "counts and placement rules scaled from the 2-player board (BOARD.md). Every field is inferred; "
            "replace this file with a transcription of the printed board.")


# ------------------------------------------------------------------------------------ output

def write(players, regions, source, inferred, check_only):
    path = os.path.join(OUT, f"{players}-players.json")
    lines = ["{", f'  "id": "{players}-players",', f'  "players": {players},',
             f'  "rounds": {ROUNDS[players]},', f'  "source": {json.dumps(source)},',
             f'  "features": {json.dumps(inferred, separators=(", ", ": "))},', '  "regions": [']
    for i, r in enumerate(regions):
        border = r["edge"] and r["terrain"] != "CHASM"
        row = {"id": i, "terrain": r["terrain"], "symbols": r["symbols"], "edge": r["edge"], "border": border,
               "neighbours": r["neighbours"], "at": r["at"], "outline": r["outline"]}
        text = json.dumps(row, separators=(", ", ": "))
        lines.append("    " + text + ("," if i < len(regions) - 1 else ""))
    lines += ["  ]", "}", ""]
    text = "\n".join(lines)
    if check_only:
        with open(path) as f:
            assert f.read() == text, f"{path} differs from what this script writes"
    else:
        with open(path, "w") as f:
            f.write(text)
    print(players, "players:", summary(regions))


def summary(regions):
    t = Counter(r["terrain"] for r in regions)
    s = Counter(x for r in regions for x in r["symbols"])
    e = sum(r["edge"] for r in regions)
    b = sum(len(r["neighbours"]) for r in regions) // 2
    return dict(regions=len(regions), **t, **s, edge=e, borders=b)


SOURCE_2P = ("Transcribed from Arthur158/smallworld (no licence stated) Underground2 and "
             "rezanm2/SmallWorldUnderground (no licence stated) create2PlayerMap(): regions, terrain, "
             "borders (63 agreed + 4 of the 11 disputed, BOARD.md), edge flags and Monster regions "
             "(Arthur158). Inferred: the Volcano symbol (region 20), rounds (ruling R-1), the drawing "
             "(a schematic, not the printed art). Map facts of Small World Underground (Days of Wonder, "
             "2011); not verified against a physical board.")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    check_only = "--check-only" in sys.argv
    source_dir = args[0] if args else "../shared/maps/source"
    os.makedirs(OUT, exist_ok=True)
    regions, draw = board_2p(source_dir)
    finish_drawing(regions, draw)
    write(2, regions, SOURCE_2P, {"inferred": ["rounds", "VOLCANO", "at", "outline"]}, check_only)
    for players in (3, 4, 5):
        regions, draw, generator = board_generated(players)
        finish_drawing(regions, draw)
        write(players, regions, source_generated(players), {"inferred": ["all"], "generator": generator},
              check_only)


if __name__ == "__main__":
    main()
