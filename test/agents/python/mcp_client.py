"""The Python MCP SDK as a Python agent uses it: connect over streamable HTTP, list the tools, and call
each case's tool twice, with arguments that answer and with arguments that give an error result.

Usage: mcp_client.py <mcp url> <cases json: [{"tool", "ok", "error", "code"}]> [client address, sent as
X-Forwarded-For so per-address limits count this client alone]. Prints one JSON line:
[{"tool", "ok": the answer was no error, "error_code": the error result's code, or null}].
An exception (a protocol error instead of an isError result) fails the run.
"""
import asyncio
import json
import sys

from mcp import ClientSession
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client


def error_code(result) -> str | None:
    if not result.is_error:
        return None
    structured = result.structured_content
    if isinstance(structured, dict) and "error" in structured:
        return structured["error"]
    text = result.content[0].text if result.content else ""
    return text.split(":", 1)[0]


async def main(url: str, cases: list[dict], address: str | None) -> None:
    report = []
    http = create_mcp_http_client(headers={"x-forwarded-for": address} if address else None)
    async with http, streamable_http_client(url, http_client=http) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            names = {tool.name for tool in (await session.list_tools()).tools}
            for case in cases:
                if case["tool"] not in names:
                    raise SystemExit(f"tool {case['tool']} is not listed")
                answer = await session.call_tool(case["tool"], case["ok"])
                code = None
                if case["code"]:
                    code = error_code(await session.call_tool(case["tool"], case["error"]))
                report.append({"tool": case["tool"], "ok": not answer.is_error, "error_code": code})
    print(json.dumps(report))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], json.loads(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else None))
