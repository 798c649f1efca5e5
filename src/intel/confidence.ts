// How much evidence stands behind the whole answer: the company matched (entity), its market
// identified (market), and how much the input itself says (richness). Each is a share 0..1 with a
// reason; the score is their weighted sum and the level reads from it.
import type { Confidence } from './types.ts';
import type { Facts } from './facts.ts';
import { statementCount } from './stated.ts';

export interface ConfidenceReading {
  level: Confidence;
  score: number;
  reason: string;
}

const WEIGHTS = { entity: 0.4, market: 0.35, richness: 0.25 } as const;
const LEVELS = { high: 0.7, medium: 0.45 } as const;
const RICH_TEXT = 600; // characters of the caller's own words that make a full description

function entityEvidence(facts: Facts): [number, string] {
  const { entry, subject } = facts;
  if (entry) {
    const strong = ['domain', 'page_name', 'text_name'].includes(subject.identifiedBy);
    const how = {
      domain: 'its domain',
      page_name: 'the name on its page',
      text_name: 'the name the text opens with',
      text_mention: 'a mention in the text',
      page_title: 'its page title',
      none: 'nothing',
    }[subject.identifiedBy];
    return [strong ? 1 : 0.7, `matched ${entry.name} in the knowledge base by ${how}`];
  }
  if (subject.identifiedBy !== 'none') return [0.3, `${subject.name} is not in the knowledge base`];
  return [0, 'the input names no company'];
}

function marketEvidence(facts: Facts): [number, string] {
  const { market } = facts;
  if (market.basis === 'knowledge_base')
    return [1, `its markets are recorded (${market.categories.slice(0, 2).join(', ')})`];
  if (market.basis === 'market_terms') {
    const top = market.hits.find((h) => h.category === market.categories[0]) ?? market.hits[0];
    const words = `${top.terms
      .slice(0, 3)
      .map((t) => `"${t}"`)
      .join(', ')} → ${top.category}`;
    // In doubt (weak phrases, or a market of another sector close behind) it counts as similar companies do.
    if (market.certainty === 'doubtful') return [0.4, `market read from the input's words, in doubt (${words})`];
    return [Math.min(1, 0.5 + top.score / 4), `market read from the input's words (${words})`];
  }
  if (market.basis === 'similar_companies')
    return [0.4, `market inferred from similar companies (${market.categories[0]})`];
  return [0, 'the market could not be identified'];
}

function richnessEvidence(facts: Facts): [number, string] {
  const stated = statementCount(facts.statements);
  const chars = [...(facts.callerText || facts.text).replace(/\s+/g, ' ')].length;
  const value = Math.min(1, (facts.page ? 0.5 : 0) + Math.min(0.5, chars / RICH_TEXT / 2) + 0.1 * stated);
  const page = facts.page ? 'a fetched page, ' : '';
  return [value, `${page}${chars} characters of input with ${stated} stated fact${stated === 1 ? '' : 's'}`];
}

export function confidenceOf(facts: Facts): ConfidenceReading {
  const [entity, entityWhy] = entityEvidence(facts);
  const [market, marketWhy] = marketEvidence(facts);
  const [richness, richWhy] = richnessEvidence(facts);
  const score =
    Math.round((WEIGHTS.entity * entity + WEIGHTS.market * market + WEIGHTS.richness * richness) * 100) / 100;
  const level: Confidence = score >= LEVELS.high ? 'high' : score >= LEVELS.medium ? 'medium' : 'low';
  const reason =
    `Entity ${entity.toFixed(1)}: ${entityWhy}; market ${market.toFixed(1)}: ${marketWhy}; ` +
    `input ${richness.toFixed(1)}: ${richWhy}.`;
  return { level, score, reason };
}
