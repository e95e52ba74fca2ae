#!/usr/bin/env python3
"""Hostile inputs for flowc's outputs: templates, diagrams, diagnostic formats,
generated Swift and paths, each of a shape that once crashed, hung or wrote
hundreds of megabytes.

    python3 bench/hostile_outputs.py SHAPE OUT_DIR [N]

writes OUT_DIR/ (a spec, and for the template shapes a `templates/` folder and
a `flowc-config.yaml` naming it). Shapes, with the command to time:

  selfpartial  a template that switches delimiters ({{=<% %>=}}) and includes
               itself                        flowc generate OUT_DIR -o OUT_DIR/out
  deepsections a template with N nested sections (default 2,600)
                                             flowc generate OUT_DIR -o OUT_DIR/out
  dense        a valid spec whose diagram Graphviz lays out slowly: N screens
               (default 120), each with six events to others
                                             flowc diagram OUT_DIR --format svg
  aliasdiags   one anchored step body with 100 unknown targets, repeated by
               aliases under N steps (default 1,000): N*100 distinct diagnostics
                                             flowc check OUT_DIR --format sarif|json|github
  aliasswift   a chain of N steps (default 500) whose descriptions are one
               anchored 60,000-character scalar: Swift far larger than the spec
                                             flowc generate OUT_DIR -o OUT_DIR/out
  gather       a struct of N fields (default 300) and one anchored `gather`
               mapping of N misspelt fields, gathered by N steps
                                             flowc check OUT_DIR
  aliasmismatch one anchored step body routing 100 cases that carry a String
               to a step taking an Int, repeated under N steps (default 4,500)
                                             flowc check OUT_DIR
  aliasunavailable one anchored `gather` of 300 fields from a step that a path
               skips, under a chain of N steps (default 1,000)
                                             flowc check OUT_DIR
  wideenum     an enum of 8,000 cases and one anchored body routing one of them
               and a misspelt one, under N steps (default 4,000)
                                             flowc check OUT_DIR
  chain        a chain of N screens (default 2,000)
                                             flowc paths OUT_DIR --format json

Time each with `/usr/bin/time -v .build/release/flowc ...`; the figures are in
BENCHMARKS.md (Hostile inputs).
"""

import os
import sys

SPEC_HEAD = "flow: A\nstart: s0\n"


def write(folder, name, text):
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)


def small_spec():
    return SPEC_HEAD + "steps:\n  s0: {screen: S, next: finish}\n"


def template_run(folder, templates):
    write(folder, "A.flow.yaml", small_spec())
    write(folder, "flowc-config.yaml", "templates: templates\n")
    for name, text in templates.items():
        write(folder, os.path.join("templates", name + ".mustache"), text)


def selfpartial(folder, n):
    template_run(folder, {"file": "{{=<% %>=}}\n<%> file%>\n"})


def deepsections(folder, n):
    text = "{{%CONTENT_TYPE: TEXT}}\n" + "{{#flow}}" * n + "x" + "{{/flow}}" * n + "\n"
    template_run(folder, {"file": text})


def dense(folder, n):
    lines = [SPEC_HEAD.replace("A", "Dense", 1), "types:", "  Pick: {enum: [a, b, c, d, e, f]}",
             "steps:"]
    for i in range(n):
        targets = [f"s{(i * 7 + k * 13 + 1) % n}" for k in range(6)]
        on = ", ".join(f"{case}: {t}" for case, t in zip("abcdef", targets))
        lines.append(f"  s{i}: {{screen: S{i}, output: Pick, on: {{{on}}}}}")
    write(folder, "Dense.flow.yaml", "\n".join(lines) + "\n")


def aliasdiags(folder, n):
    on = ", ".join(f"c{k}: m{k}" for k in range(100))
    cases = ", ".join(f"c{k}" for k in range(100))
    lines = [SPEC_HEAD, "types:", f"  Pick: {{enum: [{cases}]}}", "steps:",
             f"  s0: &body {{screen: S, output: Pick, on: {{{on}}}}}"]
    lines += [f"  s{i}: *body" for i in range(1, n)]
    write(folder, "A.flow.yaml", "\n".join(lines) + "\n")


def aliasswift(folder, n):
    description = "x" * 60000
    lines = [SPEC_HEAD, "steps:"]
    for i in range(n):
        following = f"s{i + 1}" if i + 1 < n else "finish"
        text = f'&d "{description}"' if i == 0 else "*d"
        lines.append(f"  s{i}: {{screen: S, description: {text}, next: {following}}}")
    write(folder, "A.flow.yaml", "\n".join(lines) + "\n")


def gather(folder, n):
    fields = ", ".join(f"field{k}: String" for k in range(n))
    misspelt = ", ".join(f"fiedl{k}: s0" for k in range(n))
    lines = [SPEC_HEAD, "types:", f"  Big: {{{fields}}}", "steps:",
             "  s0: {screen: S, output: String, next: g0}"]
    for i in range(n):
        following = f"g{i + 1}" if i + 1 < n else "finish"
        anchor = "&g " if i == 0 else ""
        body = f"{anchor}{{{misspelt}}}" if i == 0 else "*g"
        lines.append(f"  g{i}: {{screen: G, input: Big, gather: {body}, next: {following}}}")
    write(folder, "A.flow.yaml", "\n".join(lines) + "\n")


def aliasmismatch(folder, n):
    cases = ", ".join(f"c{k}: String" for k in range(100))
    on = ", ".join(f"c{k}: t" for k in range(100))
    lines = [SPEC_HEAD, "types:", f"  Pick: {{enum: {{{cases}}}}}", "steps:",
             "  t: {screen: T, input: Int, next: finish}",
             f"  s0: &body {{screen: S, output: Pick, on: {{{on}}}}}"]
    lines += [f"  s{i}: *body" for i in range(1, n)]
    write(folder, "A.flow.yaml", "\n".join(lines) + "\n")


def aliasunavailable(folder, n):
    fields = ", ".join(f"f{k}: String" for k in range(300))
    gathered = ", ".join(f"f{k}: p" for k in range(300))
    lines = [SPEC_HEAD, "types:", f"  Big: {{{fields}}}", "  Pick: {enum: [a, b]}", "steps:",
             "  s0: {screen: S, output: Pick, on: {a: p, b: q}}",
             "  p: {screen: P, output: String, next: g0}",
             "  q: {screen: Q, next: g0}"]
    for i in range(n):
        following = f"g{i + 1}" if i + 1 < n else "finish"
        body = f"&g {{{gathered}}}" if i == 0 else "*g"
        lines.append(f"  g{i}: {{screen: G, input: Big, gather: {body}, next: {following}}}")
    write(folder, "A.flow.yaml", "\n".join(lines) + "\n")


def wideenum(folder, n):
    cases = ", ".join(f"c{k}" for k in range(8000))
    lines = [SPEC_HEAD, "types:", f"  Pick: {{enum: [{cases}]}}", "steps:",
             "  s0: &body {screen: S, output: Pick, on: {c0: s0, zz: s0}}"]
    lines += [f"  s{i}: *body" for i in range(1, n)]
    write(folder, "A.flow.yaml", "\n".join(lines) + "\n")


def chain(folder, n):
    lines = [SPEC_HEAD, "steps:"]
    for i in range(n):
        following = f"s{i + 1}" if i + 1 < n else "finish"
        lines.append(f"  s{i}: {{screen: S, next: {following}}}")
    write(folder, "A.flow.yaml", "\n".join(lines) + "\n")


SHAPES = {
    "selfpartial": (selfpartial, 0),
    "deepsections": (deepsections, 2600),
    "dense": (dense, 120),
    "aliasdiags": (aliasdiags, 1000),
    "aliasswift": (aliasswift, 500),
    "gather": (gather, 300),
    "aliasmismatch": (aliasmismatch, 4500),
    "aliasunavailable": (aliasunavailable, 1000),
    "wideenum": (wideenum, 4000),
    "chain": (chain, 2000),
}


def main():
    if len(sys.argv) not in (3, 4) or sys.argv[1] not in SHAPES:
        sys.exit(__doc__)
    make, default = SHAPES[sys.argv[1]]
    make(sys.argv[2], int(sys.argv[3]) if len(sys.argv) == 4 else default)


if __name__ == "__main__":
    main()
