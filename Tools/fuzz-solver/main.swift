// fuzz-solver: runs constraint-system scripts read as JSON lines on stdin and prints, for each,
// one JSON line with the final variable values. Used by scripts/checks/solver-vs-kiwi.
//
// Input line: {"nvars": N, "ops": [op, ...]} where op is one of
//   {"op": "add", "terms": [[var, coef], ...], "constant": c, "rel": "==|<=|>=", "priority": p}
//   {"op": "remove", "index": i}            (i = position of the add among the adds)
//   {"op": "edit", "var": v, "priority": p}
//   {"op": "suggest", "var": v, "value": x}
//   {"op": "update", "index": i, "constant": c}   (Solver.updateConstant on add number i)
// Output line: {"values": [...], "rejected": [add positions that threw], "error": "..."?}
import ConstraintSolver
import Foundation

func run(_ obj: [String: Any]) -> String {
    var s = Solver()
    let n = obj["nvars"] as? Int ?? 0
    let vars = (0..<n).map { s.makeVariable(name: "v\($0)") }
    var ids: [ConstraintID?] = []
    var rejected: [Int] = []
    var failure: String? = nil
    for case let op as [String: Any] in obj["ops"] as? [Any] ?? [] {
        do {
            switch op["op"] as? String ?? "" {
            case "add":
                var e = LinearExpression(constant: op["constant"] as? Double ?? 0)
                for case let t as [Any] in op["terms"] as? [Any] ?? [] {
                    let v = (t[0] as? Int) ?? 0
                    let c = (t[1] as? Double) ?? Double(t[1] as? Int ?? 0)
                    e.terms.append(Term(vars[v], c))
                }
                let rel: Relation = switch op["rel"] as? String ?? "==" {
                case "<=": .lessThanOrEqual
                case ">=": .greaterThanOrEqual
                default: .equal
                }
                let p = Priority(Float(op["priority"] as? Double ?? 1000))
                do {
                    ids.append(try s.add(Constraint(expression: e, relation: rel, priority: p)))
                } catch SolverError.unsatisfiable {
                    rejected.append(ids.count)
                    ids.append(nil)
                }
            case "remove":
                if let i = op["index"] as? Int, i < ids.count, let id = ids[i] {
                    try s.remove(id)
                    ids[i] = nil
                }
            case "update":
                if let i = op["index"] as? Int, i < ids.count, let id = ids[i] {
                    try s.updateConstant(op["constant"] as? Double ?? Double(op["constant"] as? Int ?? 0), of: id)
                }
            case "edit":
                try s.addEditVariable(vars[op["var"] as? Int ?? 0], priority: Priority(Float(op["priority"] as? Double ?? 750)))
            case "suggest":
                try s.suggestValue(op["value"] as? Double ?? 0, for: vars[op["var"] as? Int ?? 0])
            default:
                break
            }
        } catch {
            failure = "\(error)"
        }
    }
    s.updateVariables()
    let values = vars.map { s.value(of: $0) }
    let amb = vars.map { s.isAmbiguous($0) }
    let bulk = Set(s.ambiguousVariables())
    if vars.map({ bulk.contains($0) }) != amb { failure = "ambiguousVariables() disagrees with isAmbiguous" }
    var out: [String: Any] = ["values": values, "rejected": rejected, "ambiguous": amb]
    if let failure { out["error"] = failure }
    let data = (try? JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}

while let line = readLine() {
    guard let data = line.data(using: .utf8),
          let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        print("{\"error\": \"bad input\"}")
        continue
    }
    print(run(obj))
}
