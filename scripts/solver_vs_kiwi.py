#!/usr/bin/env python3
"""Differential test of ConstraintSolver against kiwisolver (driven by scripts/checks/solver-vs-kiwi).

Every system is a script of operations (add / remove / edit / suggest / update) over 2-16
variables. The
required constraints hold at a hidden point, so every system is feasible. Optional constraints
use at most three levels (750, 500, 250 -> kiwi strong, medium, weak) with at most three
constraints each, small coefficients, so kiwi's weighted sum acts as strict levels. Two thirds
are small systems (with edit variables and suggestions), one third larger ones (up to 18
required constraints and several removals); then, from a second generator, systems whose
constraints get new constants (`Solver.updateConstant`; kiwi removes the constraint and adds it
again with the new constant), required ones only where the hidden point still satisfies them.

A system passes when every value agrees with kiwi within 1e-6, or, where they differ, both
solutions satisfy the required constraints, the error per priority level agrees (the optimum is
not unique), and ConstraintSolver reports each differing variable as ambiguous.
"""
import argparse
import json
import random
import subprocess
import sys

import kiwisolver as kiwi

LEVELS = {750.0: kiwi.strength.strong, 500.0: kiwi.strength.medium, 250.0: kiwi.strength.weak}
COEFS = [1.0, -1.0, 2.0, -2.0, 0.5]


def expr_terms(rng, n, k):
    vs = rng.sample(range(n), k=min(n, k))
    return [[v, rng.choice(COEFS)] for v in vs]


def required_add(rng, n, point):
    """A required constraint that holds at `point` (tight for "==", some slack otherwise); `at`
    is its expression's value there, without the constant."""
    terms = expr_terms(rng, n, rng.randint(1, 3))
    at = sum(c * point[v] for v, c in terms)
    rel = rng.choice(["==", "<=", ">="])
    slack = rng.choice([0.0, 1.0, 5.0, 10.0])
    const = -at if rel == "==" else (-at - slack if rel == "<=" else -at + slack)
    return dict(op="add", terms=terms, constant=const, rel=rel, priority=1000.0, at=at)


def optional_add(rng, n, level):
    """An optional constraint at `level` over one or two variables, any constant."""
    terms = expr_terms(rng, n, rng.randint(1, 2))
    return dict(op="add", terms=terms, constant=float(rng.randint(-100, 200)),
                rel=rng.choice(["==", "<=", ">="]), priority=level)


def gen_system(rng):
    n = rng.randint(2, 7)
    point = [float(rng.randint(-50, 150)) for _ in range(n)]
    levels = rng.sample(sorted(LEVELS), k=rng.randint(1, 3))
    adds = []
    for _ in range(rng.randint(1, 6)):
        adds.append(required_add(rng, n, point))
    edit_level = None
    for lv in levels:
        count = rng.randint(1, 3)
        if rng.random() < 0.3 and edit_level is None:
            edit_level, count = lv, count - 1
        for _ in range(count):
            adds.append(optional_add(rng, n, lv))
    for op in adds:
        op.pop("at", None)
    rng.shuffle(adds)
    ops = list(adds)
    if rng.random() < 0.3:
        ops.append(dict(op="remove", index=rng.randrange(len(adds))))
    if edit_level is not None:
        v = rng.randrange(n)
        ops.append(dict(op="edit", var=v, priority=edit_level))
        for _ in range(rng.randint(0, 3)):
            ops.append(dict(op="suggest", var=v, value=float(rng.randint(-100, 300))))
    return dict(nvars=n, ops=ops)


def random_adds(rng, variables, required):
    """`variables` and `required` are (low, high) ranges: a hidden point, required constraints it
    satisfies and optional ones on one to three levels (each op keeps its `at` value)."""
    n = rng.randint(*variables)
    point = [float(rng.randint(-50, 150)) for _ in range(n)]
    levels = rng.sample(sorted(LEVELS), k=rng.randint(1, 3))
    adds = []
    for _ in range(rng.randint(*required)):
        adds.append(required_add(rng, n, point))
    for lv in levels:
        for _ in range(rng.randint(1, 3)):
            adds.append(optional_add(rng, n, lv))
    return n, adds


def gen_larger(rng):
    """More variables, more required constraints, several removals (same level rules)."""
    n, adds = random_adds(rng, (6, 16), (4, 18))
    for op in adds:
        op.pop("at", None)
    rng.shuffle(adds)
    ops = list(adds)
    for i in rng.sample(range(len(adds)), k=rng.randint(0, 3)):
        ops.append(dict(op="remove", index=i))
    return dict(nvars=n, ops=ops)


def gen_updates(rng):
    """A system like `gen_larger`'s, then new constants: optional constraints any, required ones
    a new slack (inequalities) so the hidden point still satisfies them."""
    n, adds = random_adds(rng, (3, 12), (2, 12))
    rng.shuffle(adds)
    ops = list(adds)
    for _ in range(rng.randint(1, 6)):
        i = rng.randrange(len(adds))
        op = adds[i]
        if op["priority"] < 1000:
            const = float(rng.randint(-100, 200))
        elif op["rel"] == "==":
            continue
        else:
            slack = rng.choice([0.0, 1.0, 5.0, 10.0, 30.0])
            const = -op["at"] - slack if op["rel"] == "<=" else -op["at"] + slack
        ops.append(dict(op="update", index=i, constant=const))
    for op in adds:
        op.pop("at", None)
    return dict(nvars=n, ops=ops)


def run_kiwi(system):
    s = kiwi.Solver()
    xs = [kiwi.Variable(f"v{i}") for i in range(system["nvars"])]
    cons = []
    adds = [op for op in system["ops"] if op["op"] == "add"]
    for op in system["ops"]:
        if op["op"] == "add":
            e = sum((c * xs[v] for v, c in op["terms"]), 0.0) + op["constant"]
            c = {"==": e == 0, "<=": e <= 0, ">=": e >= 0}[op["rel"]]
            c = c | (kiwi.strength.required if op["priority"] >= 1000 else LEVELS[op["priority"]])
            s.addConstraint(c)
            cons.append(c)
        elif op["op"] == "remove":
            s.removeConstraint(cons[op["index"]])
            cons[op["index"]] = None
        elif op["op"] == "update":
            add = adds[op["index"]]
            s.removeConstraint(cons[op["index"]])
            e = sum((c * xs[v] for v, c in add["terms"]), 0.0) + op["constant"]
            c = {"==": e == 0, "<=": e <= 0, ">=": e >= 0}[add["rel"]]
            c = c | (kiwi.strength.required if add["priority"] >= 1000 else LEVELS[add["priority"]])
            s.addConstraint(c)
            cons[op["index"]] = c
        elif op["op"] == "edit":
            s.addEditVariable(xs[op["var"]], LEVELS[op["priority"]])
        elif op["op"] == "suggest":
            s.suggestValue(xs[op["var"]], op["value"])
    s.updateVariables()
    return [x.value() for x in xs]


def level_errors(system, values):
    """(max required violation, {level: summed error}) of a solution."""
    adds = [dict(op) for op in system["ops"] if op["op"] == "add"]
    for op in system["ops"]:
        if op["op"] == "update":
            adds[op["index"]]["constant"] = op["constant"]
    removed = {op["index"] for op in system["ops"] if op["op"] == "remove"}
    req_viol = 0.0
    errs = {}
    for i, op in enumerate(adds):
        if i in removed:
            continue
        e = sum(c * values[v] for v, c in op["terms"]) + op["constant"]
        err = abs(e) if op["rel"] == "==" else (max(0.0, e) if op["rel"] == "<=" else max(0.0, -e))
        if op["priority"] >= 1000:
            req_viol = max(req_viol, err)
        else:
            errs[op["priority"]] = errs.get(op["priority"], 0.0) + err
    edit = None
    target = 0.0
    for op in system["ops"]:
        if op["op"] == "edit":
            edit = op
        elif op["op"] == "suggest":
            target = op["value"]
    if edit is not None:
        errs[edit["priority"]] = errs.get(edit["priority"], 0.0) + abs(values[edit["var"]] - target)
    return req_viol, errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--count", type=int, default=1800, help="systems; a third of them larger")
    ap.add_argument("--updates", type=int, default=600, help="systems with constant updates")
    ap.add_argument("--seed", type=int, default=20261122)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    larger = args.count // 3
    systems = [gen_system(rng) for _ in range(args.count - larger)] + [gen_larger(rng) for _ in range(larger)]
    rng_updates = random.Random(args.seed + 1)
    systems += [gen_updates(rng_updates) for _ in range(args.updates)]
    expected = [run_kiwi(s) for s in systems]
    inp = "".join(json.dumps(s) + "\n" for s in systems)
    p = subprocess.run([args.binary], input=inp, capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        print(f"solver-vs-kiwi: FAIL: fuzz-solver exited {p.returncode}: {p.stderr[-500:]}")
        return 1
    # Determinism across processes: a second run must print byte-identical output.
    p2 = subprocess.run([args.binary], input=inp, capture_output=True, text=True, timeout=600)
    if p2.stdout != p.stdout:
        print("solver-vs-kiwi: FAIL: two runs of fuzz-solver on the same input printed different output")
        return 1
    lines = p.stdout.splitlines()
    if len(lines) != len(systems):
        print(f"solver-vs-kiwi: FAIL: {len(lines)} outputs for {len(systems)} systems")
        return 1
    same = ties = kiwi_worse = 0
    failures = []
    for i, (sysm, kv, line) in enumerate(zip(systems, expected, lines)):
        out = json.loads(line)
        ours = out.get("values")
        why = None
        if out.get("error") or out.get("rejected") or ours is None:
            why = f"solver error {out.get('error')} rejected {out.get('rejected')}"
        elif any(x != x or abs(x) == float("inf") for x in ours):
            why = "non-finite value"
        elif all(abs(a - b) <= 1e-6 for a, b in zip(ours, kv)):
            same += 1
            continue
        else:
            rv_o, eo = level_errors(sysm, ours)
            rv_k, ek = level_errors(sysm, kv)
            if rv_o > 1e-6:
                why = f"required constraint violated by {rv_o}"
            else:
                worse = better = False
                for lv in sorted(set(eo) | set(ek), reverse=True):
                    a, b = eo.get(lv, 0.0), ek.get(lv, 0.0)
                    if abs(a - b) <= 1e-6 * (1 + abs(b)):
                        continue
                    worse, better = a > b, a < b
                    break
                if worse:
                    why = f"worse objective: ours {eo} kiwi {ek}"
                elif better:
                    kiwi_worse += 1      # kiwi's weights not acting as strict levels here
                    continue
                else:
                    differing = [j for j, (a, b) in enumerate(zip(ours, kv)) if abs(a - b) > 1e-6]
                    not_amb = [j for j in differing if not out["ambiguous"][j]]
                    if not_amb:
                        why = f"values differ at an equal objective but v{not_amb} not reported ambiguous"
                    else:
                        ties += 1
                        continue
        failures.append((i, why, sysm, ours, kv))
    total = len(systems)
    print(f"solver-vs-kiwi: {total} systems (seed {args.seed}): {same} identical values, "
          f"{ties} non-unique optima with equal per-level objective, "
          f"{kiwi_worse} where kiwi's weighted sum is lexicographically worse, {len(failures)} failures")
    for i, why, sysm, ours, kv in failures[:5]:
        print(f"  system {i}: {why}\n    {json.dumps(sysm)}\n    ours {ours}\n    kiwi {kv}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
