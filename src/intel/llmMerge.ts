// Folds a validated LLM answer into the offline analysis. Each prose field is checked (no URL, no
// instruction, no echo of an injected sentence) and keeps its offline value when it fails;
// competitors must be names the prompt allowed, never the company itself; the mode insights are
// recomputed over the merged fields so they agree with them. Scores stay offline: they are
// computed from named signals, not from prose.
import { normalizeName } from '../knowledge/normalize.ts';
import type { Analysis } from './types.ts';
import type { Facts } from './facts.ts';
import { MAX_DETECTED, publicDetails, type OfflineResult } from './offline.ts';
import type { RankedCompetitor } from './competitors.ts';
import type { TextFields } from './narrative.ts';
import type { LlmRefinement } from './llmSchema.ts';
import type { Prompt } from './llmPrompt.ts';
import { fieldProblem, taintedWords } from './llmGuard.ts';
import { MODE_ANALYSTS } from './modes/index.ts';

const MAX_COMPETITORS = 14;

export interface Merged {
  analysis: Analysis;
  rejected: string[];
}

export function mergeRefinement(facts: Facts, offline: OfflineResult, answer: LlmRefinement, prompt: Prompt): Merged {
  const draft = offline.analysis;
  const knownNames = [
    ...prompt.allowedCompetitors,
    draft.company_or_product,
    ...(facts.entry ? [facts.entry.name, ...facts.entry.aliases] : []),
  ];
  const trusted = [
    JSON.stringify(facts.entry ?? {}),
    JSON.stringify(draft.competitor_details),
    draft.positioning_summary,
    draft.target_customer,
    draft.unique_angle,
    ...draft.core_value_props,
    ...draft.user_pain_points,
    ...knownNames,
    draft.categories.join(' '),
  ].join(' ');
  const tainted = taintedWords(prompt.removed, trusted);
  const rejected: string[] = [];
  // In the demo no competitor may be named, in prose either.
  const withheld = facts.demo ? offline.competitors.map((c) => c.name) : [];
  const check = (field: string, value: string): boolean => {
    const problem =
      fieldProblem(value, tainted, knownNames) ??
      (withheld.some((name) => mentions(value, name)) ? 'names a withheld competitor' : null);
    if (problem) rejected.push(`${field} ${problem}`);
    return problem === null;
  };
  const text = (field: keyof TextFields & ('positioning_summary' | 'target_customer' | 'unique_angle')) =>
    check(field, answer[field]) ? answer[field].trim() : draft[field];
  const list = (field: 'core_value_props' | 'user_pain_points') => {
    const clean = answer[field].filter((item, i) => check(`${field}[${i}]`, item)).map((item) => item.trim());
    return clean.length ? clean : draft[field];
  };
  const fields: TextFields = {
    positioning_summary: text('positioning_summary'),
    target_customer: text('target_customer'),
    core_value_props: list('core_value_props'),
    user_pain_points: list('user_pain_points'),
    unique_angle: text('unique_angle'),
    field_notes: {},
  };
  // A note stays only for a field the model left as empty as the draft.
  for (const [field, note] of Object.entries(draft.field_notes)) {
    const value = fields[field as keyof Omit<TextFields, 'field_notes'>];
    if (value === undefined || value.length === 0) fields.field_notes[field] = note;
  }

  const competitors = facts.demo ? [] : mergeCompetitors(facts, offline, answer, prompt, check, rejected);
  const mode = MODE_ANALYSTS[facts.mode]({
    facts,
    competitors,
    score: draft.market_score,
    fields,
    signals: draft.market_signals,
  });
  const { battlecard: _previous, ...rest } = draft;
  return {
    analysis: {
      ...rest,
      ...fields,
      detected_competitors: competitors.slice(0, MAX_DETECTED).map((c) => c.name),
      competitor_details: publicDetails(competitors),
      mode_insights: mode.insights,
      ...(mode.battlecard ? { battlecard: mode.battlecard } : {}),
    },
    rejected,
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** True when `text` names `name` as a word (not inside another word). */
function mentions(text: string, name: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

function mergeCompetitors(
  facts: Facts,
  offline: OfflineResult,
  answer: LlmRefinement,
  prompt: Prompt,
  check: (field: string, value: string) => boolean,
  rejected: string[],
): RankedCompetitor[] {
  const allowed = new Map(prompt.allowedCompetitors.map((n) => [normalizeName(n), n]));
  const known = new Map(offline.competitors.map((c) => [normalizeName(c.name), c]));
  const self = new Set(
    [facts.subject.name, ...(facts.entry ? [facts.entry.name, ...facts.entry.aliases] : [])].map(normalizeName),
  );
  const out = new Map<string, RankedCompetitor>();
  let refused = 0;
  for (const [i, c] of answer.competitors.entries()) {
    const key = normalizeName(c.name);
    const name = allowed.get(key);
    if (!name || self.has(key)) {
      refused++;
      continue;
    }
    if (out.has(key)) continue;
    const offlineEntry = known.get(key);
    const entry = offlineEntry?.entry ?? facts.kb.get(name) ?? null;
    const reason = check(`competitors[${i}].reason`, c.reason)
      ? c.reason.trim()
      : (offlineEntry?.reason ?? `A player in ${entry?.categories[0] ?? 'the same market'}.`);
    out.set(key, { name, entry, relation: c.relation, reason, source: offlineEntry?.source ?? 'knowledge_base' });
  }
  // The model may shorten the list; the offline candidates it left out keep their places after its picks.
  for (const c of offline.competitors) if (!out.has(normalizeName(c.name))) out.set(normalizeName(c.name), c);
  if (refused) rejected.push(`${refused} competitor name(s) outside the allowed list`);
  return [...out.values()].slice(0, MAX_COMPETITORS);
}
