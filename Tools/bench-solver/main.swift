// bench-solver: builds the systems of the solver benchmark (stack chain, grid of fill-equally
// rows, 20 root resizes), checks every value against the closed form and prints one JSON line
// per run in the worker protocol (`--worker --scenario {stack|grid} --n N --resize-steps S`).
import ConstraintSolver
#if canImport(Glibc)
import Glibc
#endif

let MARGIN = 16.0, VSPACE = 8.0, HSPACE = 4.0, EXTRA = 200.0
let strong = Priority(750), medium = Priority(500), weak = Priority(250), weakFlex = Priority(249)

func intrinsic(_ i: Int) -> Double { 20 + Double((37 * i) % 41) }

func statusKB() -> [String: Int] {
    var out: [String: Int] = [:]
    guard let f = fopen("/proc/self/status", "r") else { return out }
    defer { fclose(f) }
    var buf = [CChar](repeating: 0, count: 512)
    while fgets(&buf, Int32(buf.count), f) != nil {
        let line = String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard line.hasPrefix("VmRSS:") || line.hasPrefix("VmHWM:") else { continue }
        let parts = line.split(separator: ":", maxSplits: 1)
        let num = parts[1].split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) } ?? 0
        out[String(parts[0])] = num
    }
    return out
}
func resetHWM() -> Bool {
    guard let f = fopen("/proc/self/clear_refs", "w") else { return false }
    fputs("5", f); fclose(f); return true
}
func mb(_ kb: Int) -> Double { (Double(kb) / 1024 * 100).rounded() / 100 }
func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

struct View { var x, y, w, h: Variable }

/// One built system: constraints in order plus what the closed form needs.
struct Model {
    var kind: String
    var n: Int
    var k = 0
    var W: Double
    var H: Double
    var ih: [Double] = []
    var rowh: [Double] = []
    var flex: Int
    var container: View
    var views: [View] = []          // stack
    var rows: [View] = []           // grid
    var cells: [[View]] = []
    var widthIndex = 2
    var nViews: Int
}

func eq(_ a: LinearExpression, _ b: LinearExpression, _ p: Priority = .required) -> Constraint { Constraint(a, .equal, b, priority: p) }
func E(_ v: Variable) -> LinearExpression { LinearExpression(v) }
func C(_ d: Double) -> LinearExpression { LinearExpression(constant: d) }

func buildStack(_ n: Int, _ s: inout Solver) -> ([Constraint], Model) {
    let cx = s.makeVariable(name: "cx"), cy = s.makeVariable(name: "cy")
    let cw = s.makeVariable(name: "cw"), ch = s.makeVariable(name: "ch")
    let ih = (0..<n).map(intrinsic)
    let H = ih.reduce(0, +) + VSPACE * Double(n + 1) + EXTRA
    let W = 390.0
    let flex = n / 2
    var views: [View] = []
    for i in 0..<n {
        views.append(View(x: s.makeVariable(name: "x\(i)"), y: s.makeVariable(name: "y\(i)"),
                          w: s.makeVariable(name: "w\(i)"), h: s.makeVariable(name: "h\(i)")))
    }
    var cons = [eq(E(cx), C(0)), eq(E(cy), C(0)), eq(E(cw), C(W)), eq(E(ch), C(H))]
    for i in 0..<n {
        let v = views[i]
        cons.append(eq(E(v.x), cx + MARGIN))
        cons.append(eq(v.x + v.w, cx + cw - MARGIN))
        if i == 0 {
            cons.append(eq(E(v.y), cy + VSPACE))
        } else {
            let p = views[i - 1]
            cons.append(eq(E(v.y), p.y + p.h + VSPACE))
        }
        cons.append(Constraint(v.h, .greaterThanOrEqual, ih[i], priority: strong))
        cons.append(Constraint(v.h, .lessThanOrEqual, ih[i], priority: i == flex ? weakFlex : weak))
    }
    let last = views[n - 1]
    cons.append(eq(cy + ch, last.y + last.h + VSPACE, medium))
    return (cons, Model(kind: "stack", n: n, W: W, H: H, ih: ih, flex: flex,
                        container: View(x: cx, y: cy, w: cw, h: ch), views: views, nViews: n))
}

func isqrt(_ n: Int) -> Int { var k = Int(Double(n).squareRoot()); while k * k > n { k -= 1 }; while (k + 1) * (k + 1) <= n { k += 1 }; return k }

func buildGrid(_ n: Int, _ s: inout Solver) -> ([Constraint], Model) {
    let k = isqrt(n)
    let W = 2 * MARGIN + Double(k) * 40 + Double(k - 1) * HSPACE
    var ih: [[Double]] = []
    for r in 0..<k { ih.append((0..<k).map { intrinsic(r * k + $0) }) }
    let rowh = ih.map { $0.max() ?? 0 }
    let H = rowh.reduce(0, +) + VSPACE * Double(k + 1) + EXTRA
    let flex = k / 2
    let cx = s.makeVariable(name: "cx"), cy = s.makeVariable(name: "cy")
    let cw = s.makeVariable(name: "cw"), ch = s.makeVariable(name: "ch")
    var cons = [eq(E(cx), C(0)), eq(E(cy), C(0)), eq(E(cw), C(W)), eq(E(ch), C(H))]
    var rows: [View] = []
    var cells: [[View]] = []
    for r in 0..<k {
        let row = View(x: s.makeVariable(name: "r\(r)x"), y: s.makeVariable(name: "r\(r)y"),
                       w: s.makeVariable(name: "r\(r)w"), h: s.makeVariable(name: "r\(r)h"))
        cons.append(eq(E(row.x), cx + MARGIN))
        cons.append(eq(row.x + row.w, cx + cw - MARGIN))
        if r == 0 {
            cons.append(eq(E(row.y), cy + VSPACE))
        } else {
            let p = rows[r - 1]
            cons.append(eq(E(row.y), p.y + p.h + VSPACE))
        }
        rows.append(row)
        var rc: [View] = []
        for c in 0..<k {
            let v = View(x: s.makeVariable(name: "c\(r)_\(c)x"), y: s.makeVariable(name: "c\(r)_\(c)y"),
                         w: s.makeVariable(name: "c\(r)_\(c)w"), h: s.makeVariable(name: "c\(r)_\(c)h"))
            if c == 0 {
                cons.append(eq(E(v.x), E(row.x)))
            } else {
                let p = rc[c - 1]
                cons.append(eq(E(v.x), p.x + p.w + HSPACE))
                cons.append(eq(E(v.w), E(rc[0].w)))
            }
            cons.append(eq(E(v.y), E(row.y)))
            cons.append(eq(v.y + v.h, row.y + row.h))
            cons.append(Constraint(v.h, .greaterThanOrEqual, ih[r][c], priority: strong))
            cons.append(Constraint(v.h, .lessThanOrEqual, ih[r][c], priority: r == flex ? weakFlex : weak))
            rc.append(v)
        }
        let l = rc[k - 1]
        cons.append(eq(l.x + l.w, row.x + row.w))
        cells.append(rc)
    }
    let lr = rows[k - 1]
    cons.append(eq(cy + ch, lr.y + lr.h + VSPACE, medium))
    return (cons, Model(kind: "grid", n: n, k: k, W: W, H: H, rowh: rowh, flex: flex,
                        container: View(x: cx, y: cy, w: cw, h: ch), rows: rows, cells: cells,
                        nViews: k * k + k))
}

/// (max abs error, Σ values, Σ expected) against the closed form at container width W.
func check(_ m: Model, _ s: Solver, _ W: Double) -> (Double, Double, Double) {
    var err = 0.0, got = 0.0, exp = 0.0
    func pair(_ v: Variable, _ e: Double) {
        let x = s.value(of: v)
        err = max(err, x.isFinite ? abs(x - e) : .infinity)
        got += x; exp += e
    }
    pair(m.container.x, 0); pair(m.container.y, 0); pair(m.container.w, W); pair(m.container.h, m.H)
    if m.kind == "stack" {
        var y = VSPACE
        for (i, v) in m.views.enumerated() {
            let h = m.ih[i] + (i == m.flex ? EXTRA : 0)
            pair(v.x, MARGIN); pair(v.y, y); pair(v.w, W - 2 * MARGIN); pair(v.h, h)
            y += h + VSPACE
        }
    } else {
        let k = Double(m.k)
        let cellw = (W - 2 * MARGIN - HSPACE * (k - 1)) / k
        var y = VSPACE
        for (r, row) in m.rows.enumerated() {
            let h = m.rowh[r] + (r == m.flex ? EXTRA : 0)
            pair(row.x, MARGIN); pair(row.y, y); pair(row.w, W - 2 * MARGIN); pair(row.h, h)
            for (c, v) in m.cells[r].enumerated() {
                pair(v.x, MARGIN + Double(c) * (cellw + HSPACE)); pair(v.y, y); pair(v.w, cellw); pair(v.h, h)
            }
            y += h + VSPACE
        }
    }
    return (err, got, exp)
}

func json(_ v: Any) -> String {
    switch v {
    case let d as Double: return d.isFinite ? "\(d)" : "null"
    case let i as Int: return "\(i)"
    case let b as Bool: return b ? "true" : "false"
    case let s as String: return "\"\(s)\""
    case let o as [(String, Any)]: return "{" + o.map { "\"\($0.0)\": \(json($0.1))" }.joined(separator: ", ") + "}"
    case let a as [Any]: return "[" + a.map(json).joined(separator: ", ") + "]"
    default: return "null"
    }
}

func worker(_ scenario: String, _ n: Int, _ steps: Int, measureAmbiguity: Bool = false) -> String {
    let clock = ContinuousClock()
    let st0 = statusKB()
    var solver = Solver()
    let t0 = clock.now
    let (cons, model) = scenario == "stack" ? buildStack(n, &solver) : buildGrid(n, &solver)
    let tConstruct = seconds(clock.now - t0)
    let st1 = statusKB()
    let hwmReset = resetHWM()
    var ids: [ConstraintID] = []
    ids.reserveCapacity(cons.count)
    let a0 = clock.now
    do {
        for c in cons { ids.append(try solver.add(c)) }
    } catch {
        return json([("impl", "swift"), ("error", "\(error)")] as [(String, Any)])
    }
    let a1 = clock.now
    solver.updateVariables()
    let a2 = clock.now
    let st2 = statusKB()
    let (err, got, exp) = check(model, solver, model.W)
    var res: [(String, Any)] = [
        ("impl", "ConstraintSolver"), ("scenario", scenario), ("n_requested", n),
        ("n_views", model.nViews), ("n_vars", 4 * model.nViews + 4), ("n_constraints", cons.count),
        ("t_construct_s", tConstruct), ("t_add_s", seconds(a1 - a0)), ("t_update0_s", seconds(a2 - a1)),
        ("t_build_s", seconds(a2 - a0)),
        ("rss_base_mb", mb(st0["VmRSS"] ?? 0)), ("rss_after_construct_mb", mb(st1["VmRSS"] ?? 0)),
        ("peak_rss_mb", mb(st2["VmHWM"] ?? 0)), ("rss_after_build_mb", mb(st2["VmRSS"] ?? 0)),
        ("solver_mem_mb", mb((st2["VmHWM"] ?? 0) - (st1["VmRSS"] ?? 0))), ("hwm_reset", hwmReset),
        ("pivots", solver.pivotCount), ("max_abs_err", err), ("checksum", (got * 1e6).rounded() / 1e6), ("expected_checksum", (exp * 1e6).rounded() / 1e6),
    ]
    if measureAmbiguity {
        // Not part of the worker protocol: time isAmbiguous over every variable.
        let q0 = clock.now
        var count = 0
        var all = [model.container] + model.views + model.rows
        for r in model.cells { all += r }
        for v in all { for x in [v.x, v.y, v.w, v.h] where solver.isAmbiguous(x) { count += 1 } }
        res.append(("t_ambiguity_all_s", seconds(clock.now - q0)))
        res.append(("ambiguous_count", count))
        let q1 = clock.now
        let bulk = solver.ambiguousVariables()
        res.append(("t_ambiguous_variables_s", seconds(clock.now - q1)))
        res.append(("bulk_ambiguous_count", bulk.count))
    }
    if steps > 0 {
        let cw = model.container.w
        let W0 = model.W
        var stepRows: [[(String, Any)]] = []
        var maxErr = 0.0
        var sums: [Double] = [], sugg: [Double] = [], upd: [Double] = []
        do {
            let s0 = clock.now
            try solver.remove(ids[model.widthIndex])
            try solver.addEditVariable(cw, priority: strong)
            try solver.suggestValue(W0, for: cw)
            solver.updateVariables()
            let tSwitch = seconds(clock.now - s0)
            maxErr = check(model, solver, W0).0
            for k in 0..<steps {
                let W = W0 * (0.75 + 0.05 * Double((7 * k) % 20))
                let b0 = clock.now
                try solver.suggestValue(W, for: cw)
                let b1 = clock.now
                solver.updateVariables()
                let b2 = clock.now
                maxErr = max(maxErr, check(model, solver, W).0)
                let ts = seconds(b1 - b0), tu = seconds(b2 - b1)
                sums.append(ts + tu); sugg.append(ts); upd.append(tu)
                stepRows.append([("width", W), ("t_suggest_s", ts), ("t_update_s", tu)])
            }
            let st3 = statusKB()
            func median(_ a: [Double]) -> Double {
                let s = a.sorted(); let m = s.count / 2
                return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
            }
            res.append(("resize", [("edit_strength", "strong"), ("t_switch_s", tSwitch),
                                   ("median_step_s", median(sums)), ("median_suggest_s", median(sugg)),
                                   ("median_update_s", median(upd)), ("max_abs_err", maxErr),
                                   ("peak_rss_mb", mb(st3["VmHWM"] ?? 0)),
                                   ("steps", stepRows.map { $0 as Any })] as [(String, Any)]))
        } catch {
            res.append(("resize_error", "\(error)"))
        }
    }
    return json(res)
}

var args = Array(CommandLine.arguments.dropFirst())
var scenario = "stack", n = 100, steps = 20, ambiguity = false
var i = 0
while i < args.count {
    switch args[i] {
    case "--scenario": i += 1; scenario = args[i]
    case "--n": i += 1; n = Int(args[i]) ?? 100
    case "--resize-steps": i += 1; steps = Int(args[i]) ?? 20
    case "--ambiguity": ambiguity = true
    default: break
    }
    i += 1
}
guard scenario == "stack" || scenario == "grid" else {
    print("unknown scenario \(scenario)")
    exit(2)
}
print(worker(scenario, n, steps, measureAmbiguity: ambiguity))
