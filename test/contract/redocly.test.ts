// The OpenAPI document passes Redocly's "recommended" ruleset with 0 errors, in both of its forms: with x402
// payable (a facilitator and a payee) and without. Warnings are counted and printed for the record.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { json, startTestApp } from '../helpers/testApp.ts';
import type { OpenApiDoc } from '../helpers/answers.ts';

test.each([
  ['x402 payable', { FACILITATOR_URL: 'http://127.0.0.1:9' }],
  ['prepaid credentials only', { PAYEE_BASE: '', PAYEE_SOLANA: '' }],
])('Redocly recommended: 0 errors (%s)', async (_name, env: Record<string, string>) => {
  const t = await startTestApp({ env });
  try {
    const doc = await json<OpenApiDoc>(await fetch(`${t.url}/openapi.json`));
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity === 'warn');
    const byRule = (list: typeof problems) =>
      Object.entries(Object.groupBy(list, (p) => p.ruleId))
        .map(([rule, l]) => `${rule} ${l!.length}`)
        .join(', ');
    console.log(`Redocly: ${errors.length} errors, ${warnings.length} warnings (${byRule(warnings)})`);
    expect(errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
  } finally {
    await t.close();
  }
});
