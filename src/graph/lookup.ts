// Which company GET /graph?company= means: its exact id, else its domain, else a company whose
// name or alias is exactly the query, and only then the best full-text match, never on stop words
// alone ("AND", "NOT" name no company).
import type { EagerResult, RecordShape } from 'neo4j-driver';
import { registrableDomain } from '../knowledge/domains.ts';
import { normalizeName } from '../knowledge/normalize.ts';
import { processTerm } from '../knowledge/tokenize.ts';
import { cypher } from './queries.ts';

type Read = (query: string, params: Record<string, unknown>) => Promise<EagerResult<RecordShape>>;

const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;
// Lucene's operators, which a phrase query would still read as words to match.
const LUCENE_WORDS = new Set(['and', 'or', 'not', 'to']);

/** The words of a query that can identify a company (stop words and Lucene operators dropped). */
function meaningfulWords(query: string): string[] {
  return query.split(/\s+/).filter((w) => w && processTerm(w) !== null && !LUCENE_WORDS.has(w.toLowerCase()));
}

/** What the exact lookup seeks: the query as a key, and as a registrable domain when it reads as one. */
export function exactLookup(query: string): { key: string; domain: string | null } {
  const domain = /^[^\s]+\.[^\s]+$/.test(query.trim())
    ? registrableDomain(query.replace(/^https?:\/\//i, '').split('/')[0])
    : null;
  return { key: normalizeName(query), domain };
}

/** The full-text fallback: a candidate whose name or alias is exactly the query, else the best-scored one. */
export async function findCompanyByText(read: Read, query: string): Promise<string | null> {
  const words = meaningfulWords(query);
  if (words.length === 0) return null;
  const key = normalizeName(query);
  const phrase = `"${words.join(' ').replace(LUCENE_SPECIAL, '\\$&')}"`;
  const { records } = await read(cypher('find-company-text'), { query: phrase });
  const candidates = records.map((r) => ({
    key: r.get('key') as string,
    name: r.get('name') as string,
    aliases: (r.get('aliases') ?? []) as string[],
  }));
  const named = candidates.find(
    (c) => normalizeName(c.name) === key || c.aliases.some((a) => normalizeName(a) === key),
  );
  return named?.key ?? candidates[0]?.key ?? null;
}

export async function findCompany(read: Read, query: string): Promise<string | null> {
  const exact = await read(cypher('find-company-exact'), exactLookup(query));
  const found = exact.records[0]?.get('key') as string | null | undefined;
  return found ?? findCompanyByText(read, query);
}
