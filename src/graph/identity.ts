// Which Company node an analysis is about. A company is keyed by the knowledge base's id (the
// normalised name of its entry, as seeding keys it), else by its registrable domain, else by the
// name the input states when that reads as a company name in its script. Anything else (no name,
// a sentence fragment, an instruction, an emoji) names no company: the analysis stays on its own.
import { normalizeName } from '../knowledge/normalize.ts';
import { processTerm } from '../knowledge/tokenize.ts';

export type IdentityKind = 'knowledge_base' | 'domain' | 'name' | 'none';
export interface Identity {
  kind: IdentityKind;
  key: string | null;
}

/** The knowledge-base id of an entry: the key seeding gives its Company node. */
export const knowledgeBaseKey = (entryName: string): string => normalizeName(entryName);

// Words that open a request or a question, not a name ("Analyze Linear", "Compare Stripe").
const INSTRUCTION_WORDS = new Set([
  'analyze',
  'analyse',
  'analysis',
  'compare',
  'evaluate',
  'assess',
  'review',
  'research',
  'check',
  'find',
  'tell',
  'show',
  'give',
  'list',
  'describe',
  'explain',
  'summarize',
  'summarise',
  'please',
  'what',
  'who',
  'how',
  'why',
  'which',
  'is',
  'are',
  'can',
  'could',
  'should',
  'would',
  'does',
  'do',
  'we',
  'our',
  'my',
  'i',
  'analiza',
  'analizar',
  'compara',
  'analisar',
  'analysiere',
  'vergleiche',
  'analyser',
  'analizza',
  'confronta',
]);
// Japanese case particles and verb endings a name does not end with ("…企業向けに", "…を提供する").
const JA_FRAGMENT_END = /(?:[にをがでへとのはもや]|から|まで|より|ます|です|する|した|して|ている|向け)$/u;
const JA_FRAGMENT_INSIDE = /(?:向けに|向けの|における|に対して|を提供|のための|について)/u;
// Korean object/locative particles and verb endings, and Chinese function words of a clause.
const KO_FRAGMENT_END = /(?:을|를|에서|으로|에게|합니다|입니다|하는|한다)$/u;
const ZH_FRAGMENT = /(?:的|了|为|在于|我们|正在|提供|面向|一家)/u;
// What the engine calls a subject it could not name (now and in graphs written before identities).
const ENGINE_PLACEHOLDERS = /^unnamed company$|described in the input$/iu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** True when a stated name reads as a company's name rather than a phrase, a request or a symbol. */
export function isPlausibleCompanyName(raw: string): boolean {
  const name = raw.normalize('NFKC').trim();
  if (name.length === 0 || name.length > 60) return false;
  if (!/[\p{L}]/u.test(name)) return false; // digits, emoji or punctuation only
  if (ENGINE_PLACEHOLDERS.test(name)) return false;
  if (/[.!?。！？;；]\s|[!?。！？;；]$|\n/u.test(name)) return false; // a sentence, not a name
  if (CJK.test(name)) {
    const cjkChars = [...name].filter((c) => CJK.test(c)).length;
    if (cjkChars > 16) return false;
    if (JA_FRAGMENT_END.test(name) || JA_FRAGMENT_INSIDE.test(name)) return false;
    if (KO_FRAGMENT_END.test(name)) return false;
    if (
      /\p{Script=Han}/u.test(name) &&
      !/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(name) &&
      ZH_FRAGMENT.test(name)
    )
      return false;
    return true;
  }
  const words = name.split(/\s+/);
  if (words.length > 6) return false;
  if (INSTRUCTION_WORDS.has(words[0].toLowerCase().replace(/[^\p{L}]/gu, ''))) return false;
  if (words.length === 1 && /^\p{Lu}$/u.test(name)) return true; // X, Q: one capital letter is a brand
  // "and or not", "the company": nothing but stop words is no name.
  if (words.every((w) => processTerm(w) === null)) return false;
  return true;
}

/** The identity of an analysis' subject from what the engine resolved. */
export function identityOf(subject: {
  knowledgeBaseName: string | null;
  domain: string | null;
  statedName: string | null;
}): Identity {
  if (subject.knowledgeBaseName) return { kind: 'knowledge_base', key: knowledgeBaseKey(subject.knowledgeBaseName) };
  if (subject.domain) return { kind: 'domain', key: subject.domain.toLowerCase() };
  if (subject.statedName && isPlausibleCompanyName(subject.statedName)) {
    const key = normalizeName(subject.statedName);
    if (key) return { kind: 'name', key };
  }
  return { kind: 'none', key: null };
}
