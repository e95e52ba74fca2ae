#!/usr/bin/env python3
"""Hostile specs for deep links: shapes that would make a link pass superlinear.

    python3 bench/hostile_links.py SHAPE N OUT_DIR

writes OUT_DIR/*.flow.yaml (one flow, or two for `child`). Shapes:

  gated    N marked gates, each guarding its own target, N gated links
  resumes  N gates with distinct resume steps, each resume leading to its own
           target and to one shared chain of N screens; N `back: rebuild` links
  long     one chain of N screens and one `back: rebuild` link to its end
  rebuilds one chain of N screens and N `back: rebuild` links into it (the
           generated rebuild lists hold N*N/2 screens: output, not a pass)
  gatechain N gates one after another, a gated `back: rebuild` link after each
  child    a sub-flow of N screens with N links, and N links into it (`step.child`)

Time each with `/usr/bin/time .build/release/flowc check|generate|paths|diagram`.
"""

import os
import sys


def gated(n):
    lines = ["flow: Gated", "start: home", "output: Never", "flow-types:", "  Pick:", "    enum:"]
    lines += [f"      - c{i}" for i in range(n)]
    lines += ["steps:", "  home:", "    screen: Home", "    output: Pick", "    on:"]
    lines += [f"      c{i}: g{i}" for i in range(n)]
    for i in range(n):
        lines.append(f"  a{i}: {{ screen: A, next: t{i} }}")
        lines.append(f"  t{i}: {{ screen: T, output: Never }}")
    lines.append("decisions:")
    for i in range(n):
        lines.append(f"  g{i}: {{ gate: true, input: Void, cases: [yes, no], on: {{ yes: t{i}, no: a{i} }} }}")
    lines.append("links:")
    lines += [f'  "x://t/{i}": t{i}' for i in range(n)]
    return {"Gated.flow.yaml": "\n".join(lines) + "\n"}


def resumes(n):
    lines = ["flow: Resumes", "start: home", "output: Never", "flow-types:", "  Pick:", "    enum:"]
    lines += [f"      - c{i}" for i in range(n)]
    lines += ["  Way:", "    enum: [target, hub]", "steps:", "  home:", "    screen: Home",
              "    output: Pick", "    on:"]
    lines += [f"      c{i}: g{i}" for i in range(n)]
    for i in range(n):
        lines.append(f"  a{i}: {{ screen: A, next: r{i} }}")
        lines.append(f"  r{i}: {{ screen: R, output: Way, on: {{ target: t{i}, hub: h0 }} }}")
        lines.append(f"  t{i}: {{ screen: T, output: Never }}")
    for i in range(n):
        lines.append(f"  h{i}: {{ screen: H, next: {'h' + str(i + 1) if i + 1 < n else 'cancel'} }}")
    lines.append("decisions:")
    for i in range(n):
        lines.append(f"  g{i}: {{ gate: true, input: Void, cases: [yes, no], on: {{ yes: r{i}, no: a{i} }} }}")
    lines.append("links:")
    lines += [f'  "x://t/{i}": {{ to: t{i}, back: rebuild }}' for i in range(n)]
    return {"Resumes.flow.yaml": "\n".join(lines) + "\n"}


def chain(n, links):
    lines = ["flow: Long", "start: s0", "steps:"]
    for i in range(n):
        lines.append(f"  s{i}: {{ screen: S, next: {'s' + str(i + 1) if i + 1 < n else 'finish'} }}")
    lines.append("links:")
    for k in range(links):
        lines.append(f'  "x://s/{k}": {{ to: s{n - 1 - k}, back: rebuild }}')
    return {"Long.flow.yaml": "\n".join(lines) + "\n"}


def gatechain(n):
    lines = ["flow: GateChain", "start: s0", "steps:"]
    for i in range(n):
        lines.append(f"  s{i}: {{ screen: S, next: g{i} }}")
        lines.append(f"  a{i}: {{ screen: A, next: s{i + 1} }}")
    lines.append(f"  s{n}: {{ screen: S, next: finish }}")
    lines.append("decisions:")
    for i in range(n):
        lines.append(f"  g{i}: {{ gate: true, input: Void, cases: [yes, no], on: {{ yes: s{i + 1}, no: a{i} }} }}")
    lines.append("links:")
    lines += [f'  "x://s/{i}": {{ to: s{i + 1}, back: rebuild }}' for i in range(n)]
    return {"GateChain.flow.yaml": "\n".join(lines) + "\n"}


def child(n):
    sub = ["flow: Sub", "start: c0", "output: Never", "steps:"]
    for i in range(n):
        sub.append(f"  c{i}: {{ screen: C, next: {'c' + str(i + 1) if i + 1 < n else 'cancel'} }}")
    sub.append("links:")
    sub += [f'  "sub://c/{i}": {{ to: c{i}, back: rebuild }}' for i in range(n)]
    top = ["flow: Top", "start: home", "output: Never", "steps:",
           "  home: { screen: Home, next: sub }", "  sub: { flow: Sub }", "links:"]
    top += [f'  "top://c/{i}": {{ to: sub.c{i}, back: rebuild }}' for i in range(n)]
    return {"Sub.flow.yaml": "\n".join(sub) + "\n", "Top.flow.yaml": "\n".join(top) + "\n"}


SHAPES = {
    "gated": gated,
    "resumes": resumes,
    "long": lambda n: chain(n, 1),
    "rebuilds": lambda n: chain(n, n),
    "gatechain": gatechain,
    "child": child,
}


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in SHAPES:
        sys.exit(__doc__)
    files = SHAPES[sys.argv[1]](int(sys.argv[2]))
    os.makedirs(sys.argv[3], exist_ok=True)
    for name, text in files.items():
        with open(os.path.join(sys.argv[3], name), "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
