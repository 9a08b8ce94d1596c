"""Runs the Swift measure-text executable and the Python reference on the same requests and
compares them (used by scripts/checks/text-vs-python). Exit status 1 on any mismatch."""
import json
import subprocess
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import text_reference  # noqa: E402

SIZES = [11, 12, 13, 15, 17, 20, 22.5, 28, 34, 9.75]
WEIGHTS = ["regular", "medium", "semibold", "bold", "light", "heavy"]
WIDTH_TOLERANCE = 0.02  # a design unit at 34 pt is 0.017 pt: HarfBuzz releases may round a variable advance apart
METRIC_TOLERANCE = 1e-9


def requests(path):
    out = []
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f]
    strings = [l for l in lines if l and not l.startswith("# ")]
    for i, s in enumerate(strings):
        out.append({"text": s, "size": 17, "weight": "regular"})
        out.append({"text": s, "size": SIZES[i % len(SIZES)], "weight": WEIGHTS[i % len(WEIGHTS)]})
        out.append({"text": s, "size": SIZES[(i * 7 + 3) % len(SIZES)],
                    "weight": WEIGHTS[(i + 2) % len(WEIGHTS)],
                    "direction": ["natural", "leftToRight", "rightToLeft"][i % 3]
                    if any(0x590 <= ord(c) <= 0x6FF for c in s) else "natural"})
    # Wrapping: plain Latin sentences at several widths.
    sentences = [s for s in strings if len(s.split(" ")) >= 6 and all(c.isascii() and (c.isalpha() or c in " ,.'") for c in s)]
    for i, s in enumerate(sentences):
        for j, width in enumerate([60, 97.5, 140, 211.25, 320]):
            out.append({"text": s, "size": SIZES[(i + j) % len(SIZES)], "weight": WEIGHTS[(i + j) % len(WEIGHTS)],
                        "maxWidth": width})
    return out


def main():
    measure, fonts, strings = sys.argv[1], sys.argv[2], sys.argv[3]
    reqs = requests(strings)
    payload = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in reqs)
    proc = subprocess.run([measure], input=payload.encode(), capture_output=True, check=False)
    if proc.returncode != 0:
        print(f"text-vs-python: measure-text failed ({proc.returncode}): {proc.stderr.decode()[:500]}")
        return 1
    swift = [json.loads(l) for l in proc.stdout.decode().splitlines() if l.strip()]
    faces = text_reference.load_faces(fonts)
    if len(swift) != len(reqs):
        print(f"text-vs-python: {len(reqs)} requests but {len(swift)} answers")
        return 1
    failures = []
    worst = 0.0
    for req, got in zip(reqs, swift):
        ref = text_reference.measure(faces, req)
        problems = []
        diff = abs(got["width"] - ref["width"])
        worst = max(worst, diff)
        if diff > WIDTH_TOLERANCE:
            problems.append(f"width {got['width']:.4f} vs {ref['width']:.4f}")
        for key in ("ascender", "descender", "lineGap", "lineHeight", "lineAscent", "lineDescent"):
            if abs(got[key] - ref[key]) > METRIC_TOLERANCE:
                problems.append(f"{key} {got[key]} vs {ref[key]}")
        if got["glyphs"] != ref["glyphs"]:
            problems.append(f"glyphs {got['glyphs']} vs {ref['glyphs']}")
        if got["faces"] != ref["faces"]:
            problems.append("faces differ")
        if "maxWidth" in req:
            ref_lines, ref_height = text_reference.wrap(faces, req)
            got_lines = got.get("wrapped") or []
            if [(l["start"], l["end"]) for l in got_lines] != [(l["start"], l["end"]) for l in ref_lines]:
                problems.append(f"wrapped lines {[(l['start'], l['end']) for l in got_lines]} vs "
                                f"{[(l['start'], l['end']) for l in ref_lines]}")
            else:
                for gl, rl in zip(got_lines, ref_lines):
                    if abs(gl["width"] - rl["width"]) > WIDTH_TOLERANCE or abs(gl["baseline"] - rl["baseline"]) > METRIC_TOLERANCE:
                        problems.append(f"wrapped line {gl} vs {rl}")
            if abs(got.get("wrappedHeight", -1) - ref_height) > METRIC_TOLERANCE:
                problems.append(f"wrapped height {got.get('wrappedHeight')} vs {ref_height}")
        if problems:
            failures.append(f"{json.dumps(req, ensure_ascii=False)}: " + "; ".join(problems))
    for f in failures[:20]:
        print("MISMATCH", f)
    passed = len(reqs) - len(failures)
    wrapped = sum(1 for r in reqs if "maxWidth" in r)
    print(f"text-vs-python: {len(reqs)} measurements ({wrapped} of them also wrapped), worst width difference {worst:.6f} pt "
          f"(tolerance {WIDTH_TOLERANCE})")
    print(f"text-vs-python: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
