#!/usr/bin/env python3
"""Solver benchmark driver (run through scripts/bench-solver).

Builds the systems of the solver benchmark (stack chain, grid of fill-equally rows, 20 root
resizes) in kiwisolver and in ConstraintSolver (the release `bench-solver` executable), each
measurement in a fresh process, and prints a table plus the ratios line (last line of output):

  stack1000_build=<ours/kiwi> grid2000_build=<ours/kiwi> grid2000_resize=<ours/kiwi> grid_growth=<ours 40000/4000>

Both sides speak the same worker protocol: `CMD --worker --scenario {stack|grid} --n N
--resize-steps S` prints one JSON line (t_build_s, resize.median_step_s, max_abs_err, ...).
The kiwi side of that protocol is implemented here (`--worker`).
"""
import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time

M, VS, HS, EXTRA = 16.0, 8.0, 4.0, 200.0


def ih(i):
    return 20.0 + float((37 * i) % 41)


def widths(w0, steps):
    return [w0 * (0.75 + 0.05 * ((7 * k) % 20)) for k in range(steps)]


def vm_kb():
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out[key] = int(rest.split()[0])
    return out


def kiwi_worker(scenario, n, steps):
    import kiwisolver as kw
    V, st = kw.Variable, kw.strength
    flex_s = st.create(0, 0, 0.5)
    cx, cy, cw, ch = V("cx"), V("cy"), V("cw"), V("ch")
    rows, cells, views = [], [], []
    t0 = time.perf_counter()
    if scenario == "stack":
        W, hs = 390.0, [ih(i) for i in range(n)]
        H = sum(hs) + VS * (n + 1) + EXTRA
        f = n // 2
        views = [(V(f"x{i}"), V(f"y{i}"), V(f"w{i}"), V(f"h{i}")) for i in range(n)]
        cons = [cx == 0, cy == 0, cw == W, ch == H]
        for i, (x, y, w, h) in enumerate(views):
            cons += [x == cx + M, x + w == cx + cw - M,
                     (y == cy + VS) if i == 0 else (y == views[i - 1][1] + views[i - 1][3] + VS),
                     (h >= hs[i]) | "strong", (h <= hs[i]) | (flex_s if i == f else "weak")]
        cons.append((cy + ch == views[-1][1] + views[-1][3] + VS) | "medium")
        nviews = n
    else:
        k = int(n ** 0.5)
        while k * k > n:
            k -= 1
        while (k + 1) * (k + 1) <= n:
            k += 1
        W = 2 * M + 40.0 * k + HS * (k - 1)
        hs = [[ih(r * k + c) for c in range(k)] for r in range(k)]
        rowh = [max(r) for r in hs]
        H = sum(rowh) + VS * (k + 1) + EXTRA
        f = k // 2
        cons = [cx == 0, cy == 0, cw == W, ch == H]
        for r in range(k):
            rx, ry, rw, rh = V(f"r{r}x"), V(f"r{r}y"), V(f"r{r}w"), V(f"r{r}h")
            cons += [rx == cx + M, rx + rw == cx + cw - M,
                     (ry == cy + VS) if r == 0 else (ry == rows[-1][1] + rows[-1][3] + VS)]
            rows.append((rx, ry, rw, rh))
            rc = []
            for c in range(k):
                x, y, w, h = V(f"c{r}_{c}x"), V(f"c{r}_{c}y"), V(f"c{r}_{c}w"), V(f"c{r}_{c}h")
                if c == 0:
                    cons.append(x == rx)
                else:
                    cons += [x == rc[-1][0] + rc[-1][2] + HS, w == rc[0][2]]
                cons += [y == ry, y + h == ry + rh, (h >= hs[r][c]) | "strong",
                         (h <= hs[r][c]) | (flex_s if r == f else "weak")]
                rc.append((x, y, w, h))
            cons.append(rc[-1][0] + rc[-1][2] == rx + rw)
            cells.append(rc)
        cons.append((cy + ch == rows[-1][1] + rows[-1][3] + VS) | "medium")
        nviews = k * k + k
    t_construct = time.perf_counter() - t0

    def closed_form(width):
        err = tot = 0.0
        pairs = [(cx, 0.0), (cy, 0.0), (cw, width), (ch, H)]
        y = VS
        if scenario == "stack":
            for i, (x, yy, w, h) in enumerate(views):
                hh = hs[i] + (EXTRA if i == f else 0.0)
                pairs += [(x, M), (yy, y), (w, width - 2 * M), (h, hh)]
                y += hh + VS
        else:
            cellw = (width - 2 * M - HS * (k - 1)) / k
            for r, (rx, ry, rw, rh) in enumerate(rows):
                hh = rowh[r] + (EXTRA if r == f else 0.0)
                pairs += [(rx, M), (ry, y), (rw, width - 2 * M), (rh, hh)]
                for c, (x, yy, w, h) in enumerate(cells[r]):
                    pairs += [(x, M + c * (cellw + HS)), (yy, y), (w, cellw), (h, hh)]
                y += hh + VS
        for v, e in pairs:
            err = max(err, abs(v.value() - e))
            tot += v.value()
        return err, tot, sum(e for _, e in pairs)

    gc.collect()
    base = vm_kb()
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
    except OSError:
        pass
    solver = kw.Solver()
    gc.disable()
    a0 = time.perf_counter()
    for c in cons:
        solver.addConstraint(c)
    a1 = time.perf_counter()
    solver.updateVariables()
    a2 = time.perf_counter()
    gc.enable()
    mem = vm_kb()
    err, got, exp = closed_form(W)
    res = dict(impl="kiwisolver", scenario=scenario, n_requested=n, n_views=nviews,
               n_constraints=len(cons), t_construct_s=t_construct, t_add_s=a1 - a0,
               t_update0_s=a2 - a1, t_build_s=a2 - a0, peak_rss_mb=mem["VmHWM"] / 1024,
               solver_mem_mb=(mem["VmHWM"] - base["VmRSS"]) / 1024, max_abs_err=err,
               checksum=round(got, 6), expected_checksum=round(exp, 6))
    if steps:
        gc.disable()
        s0 = time.perf_counter()
        solver.removeConstraint(cons[2])
        solver.addEditVariable(cw, st.strong)
        solver.suggestValue(cw, W)
        solver.updateVariables()
        t_switch = time.perf_counter() - s0
        gc.enable()
        max_err = closed_form(W)[0]
        per = []
        for width in widths(W, steps):
            gc.disable()
            b0 = time.perf_counter()
            solver.suggestValue(cw, width)
            solver.updateVariables()
            per.append(time.perf_counter() - b0)
            gc.enable()
            max_err = max(max_err, closed_form(width)[0])
        res["resize"] = dict(t_switch_s=t_switch, median_step_s=statistics.median(per),
                             max_abs_err=max_err)
    return res


def run(cmd, scenario, n, steps, timeout):
    full = cmd + ["--worker", "--scenario", scenario, "--n", str(n), "--resize-steps", str(steps)]
    try:
        p = subprocess.run(full, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    lines = [l for l in p.stdout.splitlines() if l.startswith("{")]
    if p.returncode != 0 or not lines:
        raise SystemExit(f"worker failed: {' '.join(full)}\n{p.stderr[-800:]}")
    return json.loads(lines[-1])


def fmt(s):
    if s is None:
        return "-"
    return f"{s:.3f} s" if s >= 1 else (f"{s * 1e3:.2f} ms" if s >= 1e-3 else f"{s * 1e6:.1f} us")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--worker", action="store_true")
    ap.add_argument("--scenario", default="stack")
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--resize-steps", type=int, default=20)
    ap.add_argument("--ours", help="path of the release bench-solver executable")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="one repetition per cell")
    ap.add_argument("--timeout", type=float, default=240)
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(kiwi_worker(args.scenario, args.n, args.resize_steps)))
        return 0
    reps = 1 if args.quick else args.reps
    kiwi_cmd = [sys.executable, os.path.abspath(__file__)]
    ours_cmd = [args.ours]
    cells = [("stack", 1000, True), ("grid", 2000, True), ("grid", 4000, False), ("grid", 40000, False),
             ("stack", 10000, False), ("stack", 100000, False)]
    results = {}
    ok = True
    for scenario, n, with_kiwi in cells:
        for label, cmd in ([("kiwi", kiwi_cmd)] if with_kiwi else []) + [("ours", ours_cmd)]:
            runs = []
            for _ in range(reps):
                r = run(cmd, scenario, n, 20, args.timeout)
                if r is None:
                    break
                runs.append(r)
                print(f"  [{label}] {scenario} N={n}: build {fmt(r['t_build_s'])}", file=sys.stderr, flush=True)
            if not runs:
                results[(label, scenario, n)] = None
                continue
            med = dict(
                build=statistics.median(r["t_build_s"] for r in runs),
                step=statistics.median(r["resize"]["median_step_s"] for r in runs),
                switch=statistics.median(r["resize"]["t_switch_s"] for r in runs),
                rss=statistics.median(r["peak_rss_mb"] for r in runs),
                mem=statistics.median(r["solver_mem_mb"] for r in runs),
                err=max(max(r["max_abs_err"], r["resize"]["max_abs_err"]) for r in runs),
                cons=runs[0]["n_constraints"],
                checksum_ok=all(abs(r["checksum"] - r["expected_checksum"]) <= 1e-6 * max(1, abs(r["expected_checksum"])) for r in runs),
            )
            if med["err"] > 1e-6 or not med["checksum_ok"]:
                ok = False
            results[(label, scenario, n)] = med
    print()
    hdr = f"{'impl':<6} {'scenario':<6} {'N':>7} {'cons':>7} {'build':>10} {'resize step':>12} {'switch':>10} {'peak RSS':>9} {'solver mem':>10} {'max err':>8}"
    print(hdr)
    print("-" * len(hdr))
    for (label, scenario, n), m in results.items():
        if m is None:
            print(f"{label:<6} {scenario:<6} {n:>7} DNF (>{args.timeout:.0f} s)")
            continue
        print(f"{label:<6} {scenario:<6} {n:>7} {m['cons']:>7} {fmt(m['build']):>10} {fmt(m['step']):>12} "
              f"{fmt(m['switch']):>10} {m['rss']:>7.1f}MB {m['mem']:>8.1f}MB {m['err']:>8.1e}")
    r = lambda a, b: (a / b) if a is not None and b else float("nan")  # noqa: E731
    g = lambda k, key: results[k][key] if results.get(k) else None  # noqa: E731
    line = (f"stack1000_build={r(g(('ours', 'stack', 1000), 'build'), g(('kiwi', 'stack', 1000), 'build')):.4f} "
            f"grid2000_build={r(g(('ours', 'grid', 2000), 'build'), g(('kiwi', 'grid', 2000), 'build')):.4f} "
            f"grid2000_resize={r(g(('ours', 'grid', 2000), 'step'), g(('kiwi', 'grid', 2000), 'step')):.4f} "
            f"grid_growth={r(g(('ours', 'grid', 40000), 'build'), g(('ours', 'grid', 4000), 'build')):.2f}")
    if not ok:
        print("bench-solver: a result differs from the closed form (see max err)")
    print(line)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
