#!/usr/bin/env bash
# Runs the Python MCP SDK client of test/agents/python/mcp_client.py against an MCP endpoint.
# Usage: scripts/python-mcp-client.sh <mcp url> <cases json>. Prints one JSON line per run (the report).
set -euo pipefail
cd "$(dirname "$0")/.."
python="$(scripts/python/venv.sh mcp scripts/python/requirements-mcp.txt)"
exec "$python" test/agents/python/mcp_client.py "$@"
