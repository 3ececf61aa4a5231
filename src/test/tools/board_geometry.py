#!/usr/bin/env python3
"""Inferred drawings (anchors and outlines) for the boards that have no public printed geometry.

Usage (from the repository root):
    python3 src/test/tools/board_geometry.py [--check-only]

Writes `at` and `outline` into src/main/resources/smallworld/base/maps/*.json and
smallworld/warcraft/islands/*.json (fractions of the board's width and height, y down), and
src/main/resources/greatfire/drawing.json (the London board). Underground's boards carry
theirs already (src/tools/smallworld-maps/underground_boards.py, the same method).

Method: the region graph, with a "frame" node joined to every edge region, is planar; the edge
regions go around the frame in the order of a planar embedding, every other region at a weighted
mean of its neighbours (Tutte's embedding: planar, convex faces). Each region's outline is its
cell of the barycentric dual (border midpoints and face centres), closed along the frame for
edge regions; the rotation system is read from the drawing itself, so the cells tile the frame
and two cells share a side exactly when the regions border each other. A few rounds of
reweighting even out the regions' sizes. London has no edge flags and links that no flat map
can show (the diagonals of crossings, some park paths): its planar part is drawn, its edge is
the outer face of that part, and the other links are listed in the file as links without a
shared border (corner contacts). Needs networkx and numpy.
"""
import itertools
import json
import math
import sys

import networkx as nx
import numpy as np

Q = 4
RES = "src/main/resources"


# ------------------------------------------------------------------------------ drawing

def perimeter_point(s, inset):
    lo, hi = inset, 1 - inset
    side = hi - lo
    t = (s % 1.0) * 4
    k, f = int(t), t - int(t)
    return [(lo + f * side, lo), (hi, lo + f * side), (hi - f * side, hi), (lo, hi - f * side)][k]


def ring_point(s, inset):
    """Where an edge region's seed goes: on a circle inside the frame (strictly convex, so that
    no three edge regions stand in a line), at the angle of its place s along the frame."""
    theta = -3 * math.pi / 4 + 2 * math.pi * s
    r = 0.5 - inset
    return np.array([0.5 + r * math.cos(theta), 0.5 + r * math.sin(theta)])


def ring_of(g, edge):
    h = g.copy()
    h.add_edges_from(("frame", v) for v in g.nodes if edge[v])
    ok, emb = nx.check_planarity(h)
    assert ok, "the region graph and the frame are not planar"
    ring = list(emb.neighbors_cw_order("frame"))
    for k in range(len(ring)):
        assert g.has_edge(ring[k], ring[(k + 1) % len(ring)]), ("edge regions must touch along the frame", ring)
    return ring


def tutte(g, ring, rounds=80, inset=0.09):
    """Seeds (edge regions on a circle in their frame order, the others at a weighted mean of their
    neighbours) and outlines; the weights and the edge regions' share of the frame are then tuned
    so that the outlines come out of similar size (a degenerate step is undone and halved)."""
    nodes = list(g.nodes)
    fixed = set(ring)
    inner = [v for v in nodes if v not in fixed]
    idx = {v: j for j, v in enumerate(inner)}
    frame = {v: 1.0 for v in ring}
    pull = {v: 1.0 for v in nodes}
    good, step, best = None, 0.12, None
    for _ in range(rounds):
        total = sum(frame.values())
        s_of, run = {}, 0.0
        for v in ring:
            s_of[v] = (run + frame[v] / 2) / total
            run += frame[v]
        pos = {v: ring_point(s_of[v], inset) for v in ring}
        if inner:
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
        cells = lift_and_draw(g, pos, ring, s_of)
        if cells is None:
            assert good is not None, "the first drawing is degenerate"
            pull, frame, sizes = dict(good[0]), dict(good[1]), good[2]
            step /= 2
        else:
            sizes = {v: abs(area(cells[v])) * len(nodes) for v in nodes}
            logs = np.log([sizes[v] for v in nodes])
            score = float(np.std(logs)) - 0.5 * float(np.min(logs))
            if best is None or score < best[0]:
                best = (score, pos, cells)
            good = (dict(pull), dict(frame), sizes)
        for v in nodes:
            pull[v] *= sizes[v] ** step  # a big region pulls its neighbours in
            if v in fixed:
                frame[v] /= sizes[v] ** step  # and gets less of the frame
    return best[1], best[2]


def lift_and_draw(g, pos, ring, s_of):
    """The outlines, or None for a degenerate drawing. An inner region with two neighbours that
    border each other lies on their border in Tutte's drawing (a flat triangle): it is lifted off
    it, to whichever side gives a planar drawing."""
    flat = [v for v in g.nodes if v not in set(ring) and len(g[v]) == 2 and g.has_edge(*g[v])]
    for signs in itertools.product((0.3, -0.3, 0.12, -0.12, 0.05, -0.05), repeat=len(flat)):
        trial = dict(pos)
        for v, sign in zip(flat, signs):
            a, b = (pos[w] for w in g[v])
            d = b - a
            trial[v] = (a + b) / 2 + sign * np.array([-d[1], d[0]])
        try:
            cells = dual(g, trial, ring, s_of)
        except (AssertionError, nx.NetworkXException):
            continue
        pos.update(trial)
        return cells
    return None


def rotation(g, pos, ring):
    """A planar embedding read from the drawing: neighbours by angle, the frame between an edge
    region's two neighbours along the frame."""
    emb = nx.PlanarEmbedding()
    at = {v: k for k, v in enumerate(ring)}
    for v in g.nodes:
        order = sorted(g[v], key=lambda w: math.atan2(pos[w][1] - pos[v][1], pos[w][0] - pos[v][0]))
        if v in at:
            before, after = ring[at[v] - 1], ring[(at[v] + 1) % len(ring)]
            i = order.index(before)
            assert order[(i + 1) % len(order)] == after, ("frame gap", v)
            order.insert(i + 1, "frame")
        prev = None
        for w in order:
            emb.add_half_edge(v, w, ccw=prev) if prev is not None else emb.add_half_edge_first(v, w)
            prev = w
    prev = None
    for v in reversed(ring):
        emb.add_half_edge("frame", v, ccw=prev) if prev is not None else emb.add_half_edge_first("frame", v)
        prev = v
    emb.check_structure()
    return emb


def dual(g, pos, ring, s_of):
    emb = rotation(g, pos, ring)
    cells = {}
    for v in g.nodes:
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
            face = [f for f in emb.traverse_face(v, x) if f != "frame"]
            pts.append(tuple(np.mean([pos[f] for f in face], axis=0)))
        cells[v] = clean(pts)
        assert simple(cells[v]), ("outline not simple", v)
    return cells


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
        t = (c - s1) % 1.0 if forward else (s1 - c) % 1.0
        if 0 < t < (d if forward else 1.0 - d):
            out.append((t, perimeter_point(c, 0.0)))
    return [p for _, p in sorted(out)]


# ----------------------------------------------------------------------------- geometry

def area(poly):
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


def simple(poly):
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return 0 if abs(v) < 1e-12 else (1 if v > 0 else -1)

    m = len(poly)
    if m < 3 or len(set(poly)) != m:
        return False
    for i in range(m):
        for j in range(i + 2, m):
            if i == 0 and j == m - 1:
                continue
            p, q, r, s = poly[i], poly[(i + 1) % m], poly[j], poly[(j + 1) % m]
            if orient(p, q, r) * orient(p, q, s) < 0 and orient(r, s, p) * orient(r, s, q) < 0:
                return False
    return True


def clean(pts):
    out = []
    for p in pts:
        q = (round(float(p[0]), Q), round(float(p[1]), Q))
        if not out or out[-1] != q:
            out.append(q)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    if area(out) < 0:
        out.reverse()
    return out


def relax(cells, steps=600, rate=0.005):
    """Evens out the outlines' areas by moving their shared corners (the topology never changes:
    a step that would make an outline not simple is undone and the rate halved). Corners on the
    frame slide along it; the frame's own corners stay."""
    keys = list(cells)
    points = sorted({p for v in keys for p in cells[v]})
    at = {p: i for i, p in enumerate(points)}
    xy = np.array(points, dtype=float)
    polys = {v: [at[p] for p in cells[v]] for v in keys}
    on_x = np.array([x in (0.0, 1.0) for x, _ in points])
    on_y = np.array([y in (0.0, 1.0) for _, y in points])
    target = 1.0 / len(keys)

    def areas(q):
        return {v: area([tuple(q[i]) for i in polys[v]]) for v in keys}

    def ok(q):
        return all(area([tuple(q[i]) for i in polys[v]]) > 0 and simple([tuple(q[i]) for i in polys[v]]) for v in keys)

    for _ in range(steps):
        a = areas(xy)
        grad = np.zeros_like(xy)
        for v in keys:
            ring = polys[v]
            w = math.log(a[v] / target) / a[v]  # d/dA of (log A/target)^2 / 2
            for k, i in enumerate(ring):
                nxt, prv = xy[ring[(k + 1) % len(ring)]], xy[ring[k - 1]]
                grad[i] += w * 0.5 * np.array([nxt[1] - prv[1], prv[0] - nxt[0]])
        grad[on_x, 0] = 0
        grad[on_y, 1] = 0
        longest = float(np.max(np.hypot(grad[:, 0], grad[:, 1])))
        if longest == 0:
            break
        trial = np.round(xy - grad * (rate / longest), Q)  # checked as it will be written
        if ok(trial):
            xy = trial
            rate = min(rate * 1.2, 0.01)
        else:
            rate /= 2
            if rate < 1e-7:
                break
    return {v: clean([tuple(xy[i]) for i in polys[v]]) for v in keys}


def finish(g, pos, cells, sx=1.0, sy=1.0):
    """Anchors (the centroid, or the seed when the centroid falls outside) and outlines, scaled;
    checks that the outlines tile the frame and share a side exactly where regions border."""
    out = {}
    for v in g.nodes:
        poly = [(round(x * sx, Q), round(y * sy, Q)) for x, y in cells[v]]
        c = centroid(poly)
        at = c if inside(c, poly) else (pos[v][0] * sx, pos[v][1] * sy)
        out[v] = ({"x": round(float(at[0]), 3), "y": round(float(at[1]), 3)}, [{"x": x, "y": y} for x, y in poly])
    for v in g.nodes:
        assert simple([(p["x"], p["y"]) for p in out[v][1]]), ("outline not simple", v)
    total = sum(area([(p["x"], p["y"]) for p in out[v][1]]) for v in g.nodes)
    assert abs(total - sx * sy) < 1e-3 * sx * sy, ("outlines must tile the frame", total)
    sides = {}
    for v in g.nodes:
        pts = [(p["x"], p["y"]) for p in out[v][1]]
        for i in range(len(pts)):
            sides.setdefault(frozenset((pts[i - 1], pts[i])), set()).add(v)
    touching = {frozenset(o) for o in sides.values() if len(o) == 2}
    assert touching == {frozenset(e) for e in g.edges}, ("outlines disagree with the borders", touching ^ set(map(frozenset, g.edges)))
    return out


# ------------------------------------------------------------------------------- Small World

def smallworld(path, check_only):
    with open(path) as f:
        text = f.read()
    m = json.loads(text)
    g = nx.Graph()
    g.add_nodes_from(r["id"] for r in m["regions"])
    g.add_edges_from((r["id"], n) for r in m["regions"] for n in r["neighbours"])
    edge = {r["id"]: bool(r.get("edge")) for r in m["regions"]}
    pos, cells = tutte(g, ring_of(g, edge))
    drawn = finish(g, pos, relax(cells))
    sizes = sorted(area([(p["x"], p["y"]) for p in drawn[v][1]]) * len(g) for v in g.nodes)
    lines = ["{"]
    for key in ("id", "players", "rounds", "source"):
        if key in m:
            lines.append(f"  {json.dumps(key)}: {json.dumps(m[key], ensure_ascii=False)},")
    features = dict(m.get("features", {}))
    features["layout"] = "inferred"
    lines.append(f'  "features": {json.dumps(features)},')
    lines.append('  "regions": [')
    rows = []
    for r in m["regions"]:
        r = {k: v for k, v in r.items() if k not in ("at", "outline")}
        r["at"], r["outline"] = drawn[r["id"]]
        rows.append("    " + json.dumps(r))
    lines.append(",\n".join(rows))
    lines += ["  ]", "}", ""]
    write(path, "\n".join(lines), check_only)
    print(path, "regions", len(g), "sizes (fair share = 1): %.2f .. %.2f" % (sizes[0], sizes[-1]))


def write(path, text, check_only):
    if check_only:
        with open(path) as f:
            assert f.read() == text, f"{path} differs from what this tool writes"
    else:
        with open(path, "w") as f:
            f.write(text)


# ---------------------------------------------------------------------------------- London

LONDON_W, LONDON_H = 1000.0, 727.0  # the reconstruction's 11 x 8 grid


def london(check_only):
    with open(f"{RES}/greatfire/board.json") as f:
        b = json.load(f)
    ids = [s["id"] for s in b["spaces"]]
    diagonal = set()
    for c in b["crossings"]:
        diagonal |= {frozenset((c["nw"], c["se"])), frozenset((c["ne"], c["sw"]))}
    g = nx.Graph()
    g.add_nodes_from(ids)
    without = []  # links no flat drawing can show as a shared side
    for s in b["spaces"]:
        for targets in (s.get("arrows") or {}).values():
            for t in targets:
                if frozenset((s["id"], t)) not in diagonal:
                    g.add_edge(s["id"], t)
    for s in b["spaces"]:
        for t in s.get("near") or []:
            if g.has_edge(s["id"], t):
                continue
            g.add_edge(s["id"], t)
            if not nx.check_planarity(g)[0]:
                g.remove_edge(s["id"], t)
                without.append((s["id"], t, "PARK path across a corner"))
    for c in b["crossings"]:
        without.append((c["nw"], c["se"], "CROSSING diagonal"))
        without.append((c["ne"], c["sw"], "CROSSING diagonal"))
    ring = outer_face(g, b)
    edge = {v: v in ring for v in ids}
    ring = ring_of(g, edge)
    pos, cells = tutte(g, ring)
    pos, cells = compass(b, pos, relax(cells))
    drawn = finish(g, pos, cells, LONDON_W, LONDON_H)
    doc = {
        "board": b["id"],
        "source": "Inferred for boardstate: no printed geometry of the London board is public. Drawn by "
                  "src/test/tools/board_geometry.py from the reconstructed links (greatfire/BOARD.md): a "
                  "planar drawing of the orthogonal arrows and park paths, regions as cells of its dual. "
                  "Replace with a transcription of the printed board.",
        "layout": "inferred",
        "viewBox": {"minX": 0, "minY": 0, "width": LONDON_W, "height": LONDON_H},
        "withoutBorder": [{"a": a, "b": c, "why": why} for a, c, why in without],
        "spaces": [{"id": v, "edge": edge[v], "at": drawn[v][0], "outline": drawn[v][1]} for v in ids],
    }
    lines = ["{"]
    for key in ("board", "source", "layout", "viewBox"):
        lines.append(f"  {json.dumps(key)}: {json.dumps(doc[key])},")
    lines.append('  "withoutBorder": [')
    lines.append(",\n".join("    " + json.dumps(w) for w in doc["withoutBorder"]))
    lines.append("  ],")
    lines.append('  "spaces": [')
    lines.append(",\n".join("    " + json.dumps(s) for s in doc["spaces"]))
    lines += ["  ]", "}", ""]
    write(f"{RES}/greatfire/drawing.json", "\n".join(lines), check_only)
    print("london spaces", len(ids), "edge", sum(edge.values()), "without border", len(without))


def compass(b, pos, cells):
    """Turns or mirrors the drawing so that the arrows point their way (east right, south down)."""
    turns = [lambda x, y: (x, y), lambda x, y: (1 - y, x), lambda x, y: (1 - x, 1 - y), lambda x, y: (y, 1 - x)]
    flips = [lambda x, y: (x, y), lambda x, y: (1 - x, y)]
    best = None
    for t in turns:
        for f in flips:
            move = lambda p, t=t, f=f: f(*t(float(p[0]), float(p[1])))
            score = 0.0
            for s in b["spaces"]:
                for d, targets in (s.get("arrows") or {}).items():
                    for other in targets:
                        (x0, y0), (x1, y1) = move(pos[s["id"]]), move(pos[other])
                        score += {"E": x1 - x0, "W": x0 - x1, "S": y1 - y0, "N": y0 - y1}[d]
            if best is None or score > best[0]:
                best = (score, move)
    move = best[1]
    moved = {v: clean([move(p) for p in c]) for v, c in cells.items()}
    return {v: np.array(move(p)) for v, p in pos.items()}, moved


def outer_face(g, b):
    """The face of the planar part that holds most of the spaces a map's edge would: parks (outside
    the walls) and districts missing an arrow in some direction."""
    spaces = {s["id"]: s for s in b["spaces"]}

    def rim(v):
        s = spaces[v]
        return s["kind"] == "PARK" or any(not (s.get("arrows") or {}).get(d) for d in "NESW")

    ok, emb = nx.check_planarity(g)
    assert ok
    seen, best = set(), None
    for u, v in emb.edges():
        if (u, v) in seen:
            continue
        face = emb.traverse_face(u, v, mark_half_edges=seen)
        score = sum(rim(x) for x in face) - 0.5 * sum(not rim(x) for x in face)
        if best is None or score > best[0]:
            best = (score, face)
    return set(best[1])


def main():
    check_only = "--check-only" in sys.argv
    for p in (2, 3, 4, 5):
        smallworld(f"{RES}/smallworld/base/maps/{p}-players.json", check_only)
    for board in range(1, 7):
        for face in "AB":
            smallworld(f"{RES}/smallworld/warcraft/islands/{board}{face}.json", check_only)
    london(check_only)


if __name__ == "__main__":
    main()
