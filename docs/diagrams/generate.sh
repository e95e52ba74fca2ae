#!/usr/bin/env bash
# Regenerates the committed diagrams of specs/ with `flowc diagram --output-dir`,
# one diagram per flow and an index (README.md) in each folder:
#   docs/diagrams/          SVG drawn by Graphviz's dot (needs Graphviz)
#   docs/diagrams/mermaid/  Mermaid, drawn inline by GitHub in the index
# Files of flows that are gone are removed first. The tests (DiagramDocsTests)
# fail when an index or a Mermaid file is out of date.
set -euo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C

swift build -q --product flowc
flowc="$(swift build --show-bin-path)/flowc"

rm -f docs/diagrams/*.svg docs/diagrams/*.dot docs/diagrams/mermaid/*.mmd
"$flowc" diagram specs --format svg --output-dir docs/diagrams
"$flowc" diagram specs --format mermaid --output-dir docs/diagrams/mermaid
echo "generated docs/diagrams (SVG) and docs/diagrams/mermaid (Mermaid), one diagram per flow"
