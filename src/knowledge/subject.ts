// Which of the companies a text names is the one it is about. A mention named as a rival or an
// example ("we compete with Stripe", "como Nubank") is never the subject. The subject opens the
// text ("Klarna lets…", "O Nubank é…") or is followed by a copula or a topic particle
// ("Comau, con sede…", "Stripe is…", "メルカリは", "쿠팡은", "美团是"); failing that, the company named most often.
// A payment rail or a platform named in passing ("checkout that accepts Pix") is not the subject.
import type { EntityMatch } from './entities.ts';

const OPENING_CHARS = 160; // a subject is named in the opening words
const MIN_SCORE = 0.5; // weak mentions (an ordinary word at a sentence start) cannot be the subject
const ARTICLE_ONLY = /^[\s"'“‘«(]*(?:(?:the|o|a|os|as|el|la|los|las|le|les|l'|il|lo|der|die|das)\s+)?$/iu;
const COPULA_AFTER = new RegExp(
  '^(?:\\s+(?:is|was|are|has|es|era|fue|está|é|foi|ist|war|hat|est|était|a|è|ha)(?![\\p{L}])|\\s*(?:は|が|って|는|은|이|가|是))',
  'u',
);

export function pickSubject(text: string, matches: readonly EntityMatch[]): EntityMatch | null {
  const candidates = matches
    .filter((m) => !m.competitorContext && m.score >= MIN_SCORE)
    .sort((a, b) => a.index - b.index);
  if (candidates.length === 0) return null;
  const firstBreak = text.search(/[.!?](?:\s|$)|[。！？]/u);
  const opening = Math.min(OPENING_CHARS, firstBreak < 0 ? OPENING_CHARS : Math.max(40, firstBreak + 1));
  const opener = candidates.find(
    (m) => m.index < opening && (ARTICLE_ONLY.test(text.slice(0, m.index)) || COPULA_AFTER.test(text.slice(m.end))),
  );
  if (opener) return opener;
  const repeated = [...candidates].sort((a, b) => b.count - a.count || a.index - b.index);
  return repeated[0].count >= 2 ? repeated[0] : null;
}
