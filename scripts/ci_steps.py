"""Turns the steps of a CI definition into a bash script, the way the CI would run them, for
scripts/checks/ci-action (no CI service needed):

  ci_steps.py github ACTION.yml NAME=VALUE...   the `run` steps of a composite action, with
      `${{ inputs.X }}` from NAME=VALUE or the input's default, `${{ github.X }}` and
      `${{ runner.X }}` from NAME=VALUE (github.action_ref=...), each step's env exported in a
      subshell, `if: inputs.X == 'v'` conditions decided; `uses` steps are listed as comments.
  ci_steps.py gitlab TEMPLATE.yml JOB           the job's variables (exported, $VARS expanded
      by bash in order), then its before_script and script lines.
"""
import re
import shlex
import sys

import yaml


def expression(text, values):
    def one(m):
        key = m.group(1).strip()
        if key not in values:
            sys.exit(f"ci_steps: no value for ${{{{ {key} }}}}")
        return str(values[key])
    return re.sub(r"\$\{\{\s*([^}]+?)\s*\}\}", one, str(text))


def github(path, assignments):
    action = yaml.safe_load(open(path))
    given = dict(a.split("=", 1) for a in assignments)
    values = {k: v for k, v in given.items() if not k.startswith("inputs.")}
    for name, spec in action.get("inputs", {}).items():
        raw = given.get("inputs." + name, spec.get("default", ""))
        values["inputs." + name] = expression(raw, values)
    out = ["set -euo pipefail"]
    for step in action["runs"]["steps"]:
        title = expression(step.get("name", ""), values)
        condition = step.get("if")
        if condition:
            m = re.fullmatch(r"\s*(inputs\.[\w-]+)\s*==\s*'([^']*)'\s*", condition)
            if not m:
                sys.exit(f"ci_steps: cannot decide if: {condition}")
            if values[m.group(1)] != m.group(2):
                out.append(f"# skipped ({condition}): {title}")
                continue
        if "uses" in step:
            out.append(f"# not run (uses {step['uses']}): {title}")
            continue
        env = "".join(f"export {k}={shlex.quote(expression(v, values))}; "
                      for k, v in step.get("env", {}).items())
        out.append(f"echo {shlex.quote('== ' + title)}")
        out.append(f"( {env}{expression(step['run'], values).strip()} )")
    print("\n".join(out))


def gitlab(path, job):
    spec = yaml.safe_load(open(path))[job]
    out = ["set -euo pipefail"]
    for k, v in spec.get("variables", {}).items():
        out.append(f'export {k}="{v}"')
    for line in spec.get("before_script", []) + spec.get("script", []):
        out.append(f"echo {shlex.quote('$ ' + line)}")
        out.append(line)
    print("\n".join(out))


if __name__ == "__main__":
    kind, path, *rest = sys.argv[1:]
    github(path, rest) if kind == "github" else gitlab(path, rest[0])
