#!/usr/bin/env bash
# Creates (once) a Python virtual environment with pinned packages from PyPI and prints its python path.
# Usage: scripts/python/venv.sh <name> <requirements file>. The environment lives in .cache/python/<name>
# and is rebuilt when the requirements file changes.
set -euo pipefail
cd "$(dirname "$0")/../.."
name="$1"; requirements="$2"
dir=".cache/python/$name"
stamp="$dir/.requirements"
if [ ! -x "$dir/bin/python" ] || ! cmp -s "$requirements" "$stamp"; then
  rm -rf "$dir"
  python3 -m venv "$dir" >&2
  "$dir/bin/pip" install --quiet --disable-pip-version-check -r "$requirements" >&2
  cp "$requirements" "$stamp"
fi
echo "$dir/bin/python"
