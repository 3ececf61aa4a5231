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


def tutte_drawing(g, cycle, inset=0.09):
    """Seeds: edge regions evenly on an inset square, the others at the mean of their neighbours
    (Tutte). Outline of a region: its barycentric dual cell (face centres and border midpoints),
    closed along the frame for edge regions."""
    n = g.number_of_nodes()
    k = len(cycle)
    s_of = {v: (j + 0.5) / k for j, v in enumerate(cycle)}
    pos = np.zeros((n, 2))
    fixed = set(cycle)
    for v in cycle:
        pos[v] = perimeter_point(s_of[v], inset)
    inner = [v for v in range(n) if v not in fixed]
    idx = {v: j for j, v in enumerate(inner)}
    a = np.zeros((len(inner), len(inner)))
    b = np.zeros((len(inner), 2))
    for v in inner:
        a[idx[v], idx[v]] = g.degree(v)
        for w in g[v]:
            if w in fixed:
                b[idx[v]] += pos[w]
            else:
                a[idx[v], idx[w]] -= 1
    if inner:
        sol = np.linalg.solve(a, b)
        for v in inner:
            pos[v] = sol[idx[v]]
    ok, emb = nx.check_planarity(with_outside(g, {v: v in fixed for v in range(n)}))
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


if __name__ == "__main__":
    main()
