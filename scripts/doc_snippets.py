"""Runs or compiles every fenced code block of README.md and docs/*.md (scripts/checks/doc-snippets).

Every block carries a language tag, which says what the check does with it:

  text   output, grammars, folder trees, abridged files: not code, not run.
  sh     command lines. `snapshot SUB ...`: SUB must be a subcommand and every `--option` one
         that `snapshot SUB --help` lists; a `render`, `layout` or `devices` line whose files all
         exist in the checkout is run for real against the release binary (from the checkout's
         root, `-o FILE` moved into a temporary folder) and must exit 0. `scripts/NAME` must be
         an executable script of the checkout. Other lines (export, swift, git, ...) are shell
         syntax checked with `bash -n`. The `sh` block of docs/swift-testing.md is run in the
         package below instead.
  json   parsed (a block may hold several values, or `"key": value` members); a recipe (an
         object with "root") must pass schema/recipe.schema.json and `snapshot layout`, an
         array the schema's `subviews`.
  yaml   parsed; a step that uses OWNER/snapshot/.github/actions/snapshot@TAG may pass only
         inputs that action.yml declares; an included .gitlab/*.gitlab-ci.yml must exist and
         define the job a project `extends`.
  swift  docs/swift-testing.md: its blocks are one package, built as written in a temporary
         folder: the block opening with `// swift-tools-version` is Package.swift, a block
         opening with `// Tests/...swift` is that file, any other block is a statement put in a
         function of Tests/AppSnapshotTests/DocFragments.swift. Only the manifest's path to
         this checkout ("../snapshot/...") is replaced by the checkout's real path. Its `sh`
         block then runs in that folder (`swift test` with --scratch-path): the first
         `swift test` records the references and must fail with "No reference was found on
         disk", the last must pass, and no build may warn of unhandled files. Elsewhere a block
         is type-checked (`swiftc -typecheck`) against the modules of the release build, after
         the declarations of an HTML comment `<!-- doc-snippet context ... -->` right above it
         (the names the snippet assumes: `cases`, `tree`, ...).

The package's build reuses the build folder of the swift-snapshot-testing integration
(Integrations/SnapshotTestingSupport/.build, which scripts/test builds just before the
checks): only the package's own test target is compiled.
Usage: .venv/bin/python scripts/doc_snippets.py  (from the checkout's root)
"""
import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.getcwd()
BIN = os.environ.get("SNAPSHOT_BIN", os.path.join(ROOT, ".build/release/snapshot"))
SCRATCH = os.path.join(ROOT, "Integrations/SnapshotTestingSupport/.build")
TAGS = {"text", "sh", "json", "yaml", "swift"}
failures = []
counts = {}


def fail(block, message):
    failures.append(f"{block['file']}:{block['line']}: {message}")


class Block(dict):
    pass


def blocks():
    """Every fenced block: file, line (of the opening fence), tag, body, context comment."""
    found = []
    for path in ["README.md"] + sorted(glob.glob("docs/*.md")):
        lines = open(path, encoding="utf-8").read().split("\n")
        i = 0
        while i < len(lines):
            m = re.match(r"^\s*```(\S*)\s*$", lines[i])
            if not m:
                i += 1
                continue
            j = i + 1
            while j < len(lines) and not re.match(r"^\s*```\s*$", lines[j]):
                j += 1
            found.append(Block(file=path, line=i + 1, tag=m.group(1), body="\n".join(lines[i + 1:j]),
                               context=context_above(lines, i)))
            i = j + 1
    return found


def context_above(lines, fence):
    """The text of a `<!-- doc-snippet context ... -->` comment just above line `fence`."""
    k = fence - 1
    while k >= 0 and not lines[k].strip():
        k -= 1
    if k < 0 or lines[k].strip() != "-->":
        return ""
    start = k
    while start >= 0 and not lines[start].startswith("<!-- doc-snippet context"):
        start -= 1
    return "\n".join(lines[start + 1:k]) if start >= 0 else ""


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


# --- sh ---------------------------------------------------------------------------------------

HELP = {}


def help_text(sub):
    if sub not in HELP:
        HELP[sub] = run([BIN] + ([sub] if sub else []) + ["--help"]).stdout
    return HELP[sub]


def subcommands():
    text = help_text("")
    part = text.split("SUBCOMMANDS:", 1)[-1]
    return {m.group(1) for m in re.finditer(r"^\s{2,}(\w[\w-]*)", part, re.M)}


def command_lines(body):
    """Logical lines without comments, continuation lines joined."""
    out, pending = [], ""
    for raw in body.split("\n"):
        line = pending + raw
        if line.rstrip().endswith("\\"):
            pending = line.rstrip()[:-1] + " "
            continue
        pending = ""
        words = shlex.split(line, comments=True)
        if words:
            out.append(words)
    return out


def check_sh(block, tmp):
    for words in command_lines(block["body"]):
        while words and re.match(r"^[A-Z_]+=", words[0]):
            words = words[1:]
        if not words:
            continue
        if words[0] == "snapshot":
            check_snapshot(block, words, tmp)
        elif words[0].startswith("scripts/"):
            if not os.access(words[0], os.X_OK):
                fail(block, f"{words[0]}: no such executable script")
        else:
            r = run(["bash", "-n", "-c", shlex.join(words)])
            if r.returncode:
                fail(block, f"{shlex.join(words)}: {r.stderr.strip()}")


def check_snapshot(block, words, tmp):
    sub = words[1] if len(words) > 1 and not words[1].startswith("-") else ""
    alternatives = sub.split("|") if sub else [""]  # a synopsis: `snapshot render|layout ...`
    for alt in alternatives:
        if alt and alt not in subcommands():
            return fail(block, f"`snapshot {alt}`: no such subcommand")
        helptext = help_text(alt)
        for w in words[2:]:
            for option in re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", w):
                if not re.search(r"(?<![\w-])" + re.escape(option) + r"(?![\w-])", helptext):
                    fail(block, f"`snapshot {alt}`: {option} is not an option of `snapshot {alt} --help`")
    files = [w for w in words[2:] if re.search(r"\.(json|storyboard|xib)$", w)]
    synopsis = any(w.startswith("[") or re.fullmatch(r"[A-Z_]+(\.[a-z]+)?", w) for w in words)
    if sub in ("render", "layout", "devices") and all(os.path.exists(f) for f in files) and not synopsis:
        args = list(words[1:])
        if "-o" in args:
            i = args.index("-o") + 1
            args[i] = os.path.join(tmp, os.path.basename(args[i]))
        r = run([BIN] + args)
        counts["commands run"] = counts.get("commands run", 0) + 1
        if r.returncode:
            fail(block, f"`{shlex.join(words)}` exited {r.returncode}: {r.stderr.strip()[:300]}")


# --- json -------------------------------------------------------------------------------------

SCHEMA = jsonschema.Draft202012Validator(json.load(open("schema/recipe.schema.json")))
SUBVIEWS = jsonschema.Draft202012Validator({"$defs": SCHEMA.schema["$defs"], "$ref": "#/$defs/subviews"})


def json_values(text):
    decoder, values, i = json.JSONDecoder(), [], 0
    text = text.strip()
    try:
        return [json.loads(text)]
    except ValueError:
        pass
    try:
        return [json.loads("{" + text + "}")]
    except ValueError:
        pass
    while i < len(text):
        value, i = decoder.raw_decode(text, i)
        values.append(value)
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
    return values


def check_json(block, tmp):
    try:
        values = json_values(block["body"])
    except ValueError as e:
        return fail(block, f"not JSON: {e}")
    for value in values:
        if isinstance(value, list):  # a `subviews` array
            errors = list(SUBVIEWS.iter_errors(value))
            if errors:
                fail(block, f"the array fails the schema's subviews: {errors[0].message[:200]}")
        if not (isinstance(value, dict) and "root" in value):
            continue
        errors = list(SCHEMA.iter_errors(value))
        if errors:
            fail(block, f"the recipe fails the schema: {errors[0].message[:200]}")
        path = os.path.join(tmp, "snippet.json")
        json.dump(value, open(path, "w"))
        r = run([BIN, "layout", path], cwd=tmp)
        if r.returncode and "not found" not in r.stderr:
            fail(block, f"`snapshot layout` of the recipe exited {r.returncode}: {r.stderr.strip()[:300]}")


# --- yaml -------------------------------------------------------------------------------------

def load_yaml(text):
    try:
        import yaml
        return yaml.safe_load(text)
    except ImportError:  # the system Python has PyYAML when the environment does not yet
        r = run(["python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))"],
                input=text)
        if r.returncode:
            raise ValueError(r.stderr.strip().splitlines()[-1])
        return json.loads(r.stdout)


def walk(node):
    yield node
    children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
    for child in children:
        yield from walk(child)


def check_yaml(block, tmp):
    try:
        doc = load_yaml(block["body"])
    except Exception as e:  # any parse error is the finding
        return fail(block, f"not YAML: {e}")
    for node in walk(doc):
        if not isinstance(node, dict):
            continue
        uses = str(node.get("uses", ""))
        m = re.fullmatch(r"[\w-]+/snapshot/(\.github/actions/[\w-]+)@\S+", uses)
        if m:
            action = load_yaml(open(os.path.join(m.group(1), "action.yml")).read())
            for key in (node.get("with") or {}):
                if key not in action["inputs"]:
                    fail(block, f"{uses}: `{key}` is not an input of {m.group(1)}/action.yml")
        for inc in node.get("include", []) if isinstance(node.get("include"), list) else []:
            remote = inc.get("remote", "") if isinstance(inc, dict) else ""
            m = re.search(r"/(\.gitlab/[\w.-]+\.yml)$", remote)
            if m:
                template = load_yaml(open(m.group(1)).read()) if os.path.exists(m.group(1)) else None
                if template is None:
                    fail(block, f"{m.group(1)}: no such template")
                    continue
                for job in doc.values():
                    if isinstance(job, dict) and "extends" in job and job["extends"] not in template:
                        fail(block, f"extends {job['extends']}, which {m.group(1)} does not define")


# --- swift ------------------------------------------------------------------------------------

def module_flags():
    """What swiftc needs to import this package's modules from the release build."""
    build = os.path.join(ROOT, ".build/release")
    flags = ["-I", os.path.join(build, "Modules")]
    for m in sorted(glob.glob(os.path.join(build, "*.build/module.modulemap"))
                    + glob.glob(os.path.join(ROOT, "Sources/C*/module.modulemap"))
                    + glob.glob(os.path.join(ROOT, "Sources/C*/include/module.modulemap"))):
        flags += ["-Xcc", "-fmodule-map-file=" + m]
    for inc in sorted(glob.glob(os.path.join(ROOT, "Sources/C*/include"))):
        flags += ["-Xcc", "-I" + inc]
    for pkg in ["freetype2", "harfbuzz", "libxml-2.0", "icu-uc", "libpng"]:
        r = run(["pkg-config", "--cflags-only-I", pkg])
        flags += [f for flag in r.stdout.split() for f in ("-Xcc", flag)]
    return flags


def typecheck(block, tmp, flags):
    path = os.path.join(tmp, "main.swift")
    imports = "\n".join(f"import {m}" for m in ["Foundation", "ConstraintSolver", "GoldenTesting", "InterfaceBuilder",
                                                  "Layout", "Raster", "Recipe", "Render", "SnapshotKit", "Typesetting"])
    open(path, "w").write(f"{imports}\n{block['context']}\n// {block['file']}:{block['line']}\n{block['body']}\n")
    r = run(["swiftc", "-typecheck", "-swift-version", "6", *flags, path])
    if r.returncode:
        errors = [l for l in r.stderr.splitlines() if "error:" in l][:3]
        fail(block, "does not compile: " + " | ".join(e.split("main.swift:", 1)[-1] for e in errors))


def write_package(swift_blocks, tmp):
    """docs/swift-testing.md's Package.swift and test files in tmp/App, beside tmp/snapshot."""
    app = os.path.join(tmp, "App")
    tests = os.path.join(app, "Tests/AppSnapshotTests")
    os.makedirs(tests)
    os.symlink(ROOT, os.path.join(tmp, "snapshot"))
    fragments = []
    for b in swift_blocks:
        first = b["body"].split("\n", 1)[0]
        if first.startswith("// swift-tools-version"):
            manifest = b["body"].replace('"../snapshot/', f'"{ROOT}/')
            open(os.path.join(app, "Package.swift"), "w").write(manifest + "\n")
        elif re.fullmatch(r"// (Tests/\S+\.swift)", first):
            open(os.path.join(app, first[3:]), "w").write(b["body"] + "\n")
        else:
            fragments.append(f"// {b['file']}:{b['line']}\nfunc docFragment{len(fragments)}() {{\n{b['body']}\n}}\n")
    open(os.path.join(tests, "DocFragments.swift"), "w").write(
        "import SnapshotStrategies\nimport SnapshotTesting\nimport XCTest\n\n" + "\n".join(fragments))
    return app


def run_package_commands(sh_blocks, app):
    """The page's commands in the package; the `swift test` runs, with their blocks."""
    tests_run = []
    for b in sh_blocks:
        for words in command_lines(b["body"]):
            is_test = words[:2] == ["swift", "test"]
            r = run(words + (["--scratch-path", SCRATCH] if is_test else []), cwd=app)
            output = r.stdout + r.stderr
            if is_test:
                tests_run.append((b, r))
                for line in [l for l in output.splitlines() if "unhandled" in l][:1]:
                    fail(b, "`swift test` warns of unhandled files: " + line)
            elif r.returncode:
                fail(b, f"`{shlex.join(words)}` exited {r.returncode}: {r.stderr.strip()[:300]}")
    return tests_run


def swift_testing_package(swift_blocks, sh_blocks, tmp):
    """docs/swift-testing.md's package, built and run as the page says: the first `swift test`
    records and fails, the last passes."""
    before = len(failures)
    tests_run = run_package_commands(sh_blocks, write_package(swift_blocks, tmp))
    if len(tests_run) < 2:
        failures.append("docs/swift-testing.md: expected two `swift test` lines (record, then compare)")
        return
    (first_block, first), (last_block, last) = tests_run[0], tests_run[-1]
    if first.returncode == 0 or "No reference was found on disk" not in first.stdout + first.stderr:
        fail(first_block, "the first `swift test` should record the references and fail: "
             + (first.stderr.strip() or first.stdout.strip())[-600:])
    if last.returncode:
        fail(last_block, "the last `swift test` should pass: " + (last.stderr.strip() or last.stdout.strip())[-900:])
    if len(failures) == before:
        counts["swift-testing.md package built and tested"] = 1


def main():
    all_blocks = blocks()
    with tempfile.TemporaryDirectory() as tmp:
        flags = None
        st_swift, st_sh = [], []
        for b in all_blocks:
            tag = b["tag"]
            counts[tag or "untagged"] = counts.get(tag or "untagged", 0) + 1
            if tag not in TAGS:
                fail(b, f"a code block needs one of the tags {sorted(TAGS)} (found {tag!r})")
            elif b["file"] == "docs/swift-testing.md" and tag in ("swift", "sh"):
                (st_swift if tag == "swift" else st_sh).append(b)
            elif tag == "sh":
                check_sh(b, tmp)
            elif tag == "json":
                check_json(b, tmp)
            elif tag == "yaml":
                check_yaml(b, tmp)
            elif tag == "swift":
                flags = flags or module_flags()
                typecheck(b, tmp, flags)
        if os.environ.get("DOC_SNIPPETS_SKIP_PACKAGE") == "1":
            print("doc-snippets: DOC_SNIPPETS_SKIP_PACKAGE=1: docs/swift-testing.md's package not built")
        else:
            swift_testing_package(st_swift, st_sh, tmp)
    for f in failures:
        print("doc-snippets: " + f)
    summary = ", ".join(f"{v} {k}" for k, v in sorted(counts.items()))
    print(f"doc-snippets: {len(all_blocks)} blocks ({summary}); {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
