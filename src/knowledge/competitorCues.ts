// Words around a company name that say it is named as a rival or an example ("we compete with
// Stripe", "alternativa a Notion", "Stripeと競合", "与Stripe竞争"), not as the subject of the text.
// Matched on folded text (lower case, no Latin diacritics).

/** Cues that come before the name, within the same sentence (Latin-script languages). */
const LATIN_BEFORE = [
  // en
  'compete with',
  'competes with',
  'competing with',
  'competitors',
  'competitor',
  'competition from',
  'rivals',
  'rival',
  'vs',
  'vs.',
  'versus',
  'alternative to',
  'alternatives to',
  'like',
  'such as',
  'similar to',
  'compared to',
  'compared with',
  'against',
  'unlike',
  'instead of',
  'incumbents',
  'players',
  // es
  'compite con',
  'competimos con',
  'competir con',
  'competidores',
  'competidor',
  'competencia',
  'frente a',
  'como',
  'alternativa a',
  'similar a',
  'contra',
  'a diferencia de',
  'rivales',
  // pt
  'concorre com',
  'concorremos com',
  'concorrentes',
  'concorrente',
  'concorrencia',
  'compete com',
  'alternativa ao',
  'alternativa a',
  'semelhante a',
  'parecido com',
  'ao contrario de',
  // de
  'konkurriert mit',
  'konkurrieren mit',
  'wettbewerber',
  'konkurrenten',
  'konkurrenz',
  'wie',
  'gegen',
  'alternative zu',
  'ahnlich wie',
  'im gegensatz zu',
  'statt',
  // fr
  'concurrence',
  'concurrents',
  'concurrent',
  'face a',
  'comme',
  'alternative a',
  'contre',
  'similaire a',
  'rivalise avec',
  'a la maniere de',
  // it
  'compete con',
  'competiamo con',
  'concorrenti',
  'concorrente',
  'concorrenza',
  'come',
  'alternativa a',
  'simile a',
  'rivali',
];

/** After the name, a copula then the cue: "Stripe and Adyen are our main competitors", "… sono i nostri concorrenti". */
const LATIN_AFTER_RE = new RegExp(
  '^[^.;:,!?]{0,40}?(?<![\\p{L}])(?:are|were|is|was|remain|sont|est|son|es|sind|ist|sao|e|sono|siamo)\\s+(?:\\p{L}+\\s+){0,3}?' +
    '(?:competitors?|rivals?|alternatives|competidor(?:es)?|concorrentes?|wettbewerber|konkurrenten|concurrents?|concorrenti|rivales)(?![\\p{L}])',
  'u',
);

/** CJK cues that come right before the name. */
const CJK_BEFORE = [
  '競合',
  '競合は',
  '競合には',
  'ライバル',
  '対抗',
  '競争相手',
  '同業',
  '比べ', // ja
  '경쟁사',
  '경쟁사는',
  '경쟁자',
  '라이벌', // ko
  '竞争对手',
  '竞争对手有',
  '竞品',
  '对标',
  '类似',
  '像',
  '对手',
  '比如',
  '例如', // zh
];

/** CJK cues that come right after the name (at most a particle between). */
const CJK_AFTER = [
  'と競合',
  'と競争',
  'と競う',
  'に対抗',
  'のような',
  'のように',
  'などの競合',
  'などと競合',
  'と並ぶ',
  'に比べ', // ja
  '와 경쟁',
  '과 경쟁',
  '와의 경쟁',
  '과의 경쟁',
  '같은',
  '등 경쟁',
  '등과 경쟁',
  '에 맞서',
  '의 경쟁사', // ko
  '竞争',
  '等竞争',
  '等对手',
  '之类',
  '一样',
  '的竞争对手',
  '的对手',
  '等', // zh
];

// A full stop ends a sentence only before a space ("Inc." and "monday.com" do not).
function isSentenceBreak(text: string, i: number): boolean {
  const char = text[i] ?? '';
  if (char === '.') return (i + 1 >= text.length || text[i + 1] === ' ') && text.slice(i - 2, i) !== 'vs';
  return /[!?。！？\n]/.test(char);
}

function wordAlternation(cues: readonly string[]): RegExp {
  const escaped = cues.map((cue) => cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}
const LATIN_BEFORE_RE = wordAlternation(LATIN_BEFORE);

/** True when the mention [start, end) of the folded text is named as a competitor or an example. */
export function inCompetitorContext(folded: string, start: number, end: number): boolean {
  let sentenceStart = start;
  while (sentenceStart > 0 && start - sentenceStart < 160 && !isSentenceBreak(folded, sentenceStart - 1))
    sentenceStart--;
  let sentenceEnd = end;
  while (sentenceEnd < folded.length && sentenceEnd - end < 80 && !isSentenceBreak(folded, sentenceEnd)) sentenceEnd++;
  const before = folded.slice(sentenceStart, start);
  const after = folded.slice(end, sentenceEnd);
  if (LATIN_BEFORE_RE.test(before)) return true;
  if (LATIN_AFTER_RE.test(after)) return true;
  if (CJK_BEFORE.some((cue) => before.slice(-cue.length - 3).includes(cue))) return true;
  return CJK_AFTER.some((cue) =>
    after
      .trimStart()
      .slice(0, cue.length + 2)
      .includes(cue),
  );
}
