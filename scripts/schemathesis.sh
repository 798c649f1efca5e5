#!/usr/bin/env bash
# Property-based API testing of a running service with Schemathesis (pinned, from PyPI): every public
# operation of its OpenAPI document, with generated valid and invalid inputs. A run passes with 0 server
# errors, 0 responses that break their documented schema, 0 undocumented status codes and 0 wrong
# content types. Usage: scripts/schemathesis.sh <base url> [extra st run options]
# Test data generation is seeded, so a run is repeatable; SCHEMATHESIS_EXAMPLES sets examples per operation.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:?usage: scripts/schemathesis.sh <base url> [st run options]}"; shift
python="$(scripts/python/venv.sh schemathesis scripts/python/requirements-schemathesis.txt)"
exec "$(dirname "$python")/st" run "$base/openapi.json" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --phases examples,coverage,fuzzing --max-examples "${SCHEMATHESIS_EXAMPLES:-10}" --seed 1 --workers 1 \
  --request-timeout 30 --no-color "$@"
