// The OpenAPI document from the registry: the full /intel schema with its closed value lists, every
// status each operation can answer, free operations marked free, no admin API, x402 only with a payee.
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { OPERATIONS } from '../../src/operations/index.ts';
import { documentedResponses } from '../../src/operations/responses.ts';
import { ERROR_CATALOGUE } from '../../src/lib/errors.ts';
import { DECISION_ACTIONS } from '../../src/intel/decision.ts';
import { MODES } from '../../src/intel/types.ts';
import { match } from '../helpers/match.ts';
import type { OpenApiDoc, Overview, SchemaDoc } from '../helpers/answers.ts';
import { responseSchema } from '../helpers/openapiDoc.ts';

type Schema = SchemaDoc;
let t: TestApp;
let doc: OpenApiDoc;
beforeAll(async () => {
  t = await startTestApp({ env: { FACILITATOR_URL: 'http://127.0.0.1:9' } }); // x402 payable: advertised
  doc = await json<OpenApiDoc>(await fetch(`${t.url}/openapi.json`));
});
afterAll(async () => {
  await t.close();
});

const enumOf = (s: Schema | undefined): unknown[] | undefined => s?.enum ?? s?.anyOf?.find((v) => v.enum)?.enum;

describe('POST /intel 200', () => {
  test('lists every field of the analysis with its value lists', () => {
    const ok = responseSchema(doc, '/intel', 'post', '200');
    expect(ok.required).toEqual(
      match.arrayContaining([
        'source',
        'analysis',
        'cached',
        'response_ms',
        'price_paid_usdc',
        'mode',
        'detected_language',
        'market_context',
        'trend',
        'sources',
        'market_score',
        'confidence',
        'analysis_id',
        'paid_with',
      ]),
    );
    const analysis = ok.properties!.analysis;
    expect(analysis.required).toEqual(
      match.arrayContaining([
        'company_or_product',
        'positioning_summary',
        'target_customer',
        'core_value_props',
        'user_pain_points',
        'detected_competitors',
        'competitor_details',
        'unique_angle',
        'market_score',
        'sources',
        'market_signals',
        'sector',
        'categories',
        'confidence',
        'mode_insights',
        'decision_recommendation',
        'entity',
      ]),
    );
    const score = analysis.properties!.market_score;
    expect(score.properties!.agent_recommendation.enum).toEqual(['counter', 'monitor', 'partner', 'avoid', 'acquire']);
    expect(score.properties!.market_maturity.enum).toEqual(['emerging', 'growing', 'mature']);
    expect(score.properties!.threat_level.enum).toEqual(['low', 'medium', 'high']);
    expect(analysis.properties!.confidence.enum).toEqual(['high', 'medium', 'low']);
    expect(ok.properties!.confidence.enum).toEqual(['high', 'medium', 'low']);
    expect(ok.properties!.mode.enum).toEqual([...MODES]);
    expect(ok.properties!.trend.properties!.status.enum).toEqual(['new', 'stable', 'changed']);
    expect(analysis.properties!.decision_recommendation.properties!.action.enum).toEqual([...DECISION_ACTIONS]);
    expect(analysis.properties!.competitor_details.items!.properties!.relation.enum).toEqual([
      'direct',
      'indirect',
      'substitute',
    ]);
    expect(enumOf(analysis.properties!.sector)).toContain('fintech');
  });
});

describe('statuses', () => {
  const publicOps = OPERATIONS.filter((op) => !op.admin && !op.hidden);

  test('every error code an operation declares is documented under its status', () => {
    for (const op of publicOps) {
      const documented = doc.paths[op.path][op.method.toLowerCase()].responses;
      for (const code of op.errors)
        expect([op.operationId, documented[ERROR_CATALOGUE[code].status]]).toEqual([op.operationId, match.anything()]);
    }
  });

  test('paid operations document 401, 402, 403, 409, 413, 415, 422, 501 and 503; the 402 is the challenge or an envelope', () => {
    for (const path of ['/intel', '/batch']) {
      const responses = doc.paths[path].post.responses;
      for (const status of ['200', '401', '402', '403', '409', '413', '415', '422', '501', '503'])
        expect([path, responses[status]]).toEqual([path, match.anything()]);
      const variants = responseSchema(doc, path, 'post', '402').anyOf ?? [];
      expect(variants.some((v) => v.required?.includes('accepts'))).toBe(true);
      expect(variants.some((v) => enumOf(v.properties?.error)?.includes('insufficient_balance'))).toBe(true);
      const unprocessable = responseSchema(doc, path, 'post', '422').anyOf ?? [];
      expect(unprocessable.some((v) => v.required?.includes('detail'))).toBe(true);
      expect(unprocessable.some((v) => v.required?.includes('error'))).toBe(true);
    }
    expect(enumOf(responseSchema(doc, '/batch', 'post', '422').anyOf?.[1].properties?.error)).toContain('batch_failed');
  });

  test('no bare object schema for a JSON response of the registry', () => {
    for (const op of publicOps) {
      for (const [status, r] of Object.entries(documentedResponses(op))) {
        if (!r.schema || (r.contentType && !r.contentType.includes('json'))) continue;
        const s = r.schema as Schema;
        const bare = s.type === 'object' && !s.properties && !s.anyOf;
        expect([op.operationId, status, bare]).toEqual([op.operationId, status, false]);
      }
    }
  });

  test('free operations carry security: [], paid ones name their credentials', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops))
        expect([path, method, Array.isArray(op.security)]).toEqual([path, method, true]);
    }
    expect(doc.paths['/graph'].get.security).toEqual([]);
    expect(doc.paths['/demo'].post.security).toEqual([]);
    expect(doc.paths['/intel'].post.security).toEqual([{ apiKey: [] }, { session: [] }, { x402: [] }]);
  });
});

describe('what is advertised', () => {
  test('no /admin operation in the document or the overview, though the admin API works', async () => {
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/admin'))).toEqual([]);
    expect(doc.components.securitySchemes.admin).toBeUndefined();
    const overview = await json<Overview>(await fetch(`${t.url}/`));
    expect(overview.endpoints.filter((e) => e.path.startsWith('/admin'))).toEqual([]);
    expect((await fetch(`${t.url}/admin/credentials`)).status).toBe(401);
  });

  test('x402 is advertised only when it can be paid: a payee and a facilitator', async () => {
    expect(doc.components.securitySchemes.x402).toBeDefined();
    for (const env of [{ PAYEE_BASE: '', PAYEE_SOLANA: '', FACILITATOR_URL: 'http://127.0.0.1:9' }, {}] as Record<
      string,
      string
    >[]) {
      const bare = await startTestApp({ env });
      try {
        const unpaid = await json<OpenApiDoc>(await fetch(`${bare.url}/openapi.json`));
        expect(unpaid.components.securitySchemes.x402).toBeUndefined();
        expect(unpaid.paths['/intel'].post.security).toEqual([{ apiKey: [] }, { session: [] }]);
      } finally {
        await bare.close();
      }
    }
  });
});
