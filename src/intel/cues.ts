// Finds the cues of cueLexicon.ts in a text, with the first sentence that states each one (so an
// English answer can quote its evidence). Keywords are indexed by their first characters and tried
// only at word starts (Latin) or at matching characters (CJK): one pass over the text, whatever the
// size of the lexicon (a regex per cue over a 20 KB page cost ~10× more).
import { foldText } from '../knowledge/normalize.ts';
import { CUE_DEFINITIONS, type CueDefinition, type CueGroup } from './cueLexicon.ts';

export interface CueHit {
  id: string;
  group: CueGroup;
  label: string;
  count: number;
  sentence: string;
}
export type CueHits = ReadonlyMap<string, CueHit>;

interface Keyword {
  text: string;
  whole: boolean;
  cues: CueDefinition[];
}

const MAX_CHARS = 20_000; // a page's readable text is bounded to this by extraction too
const MAX_SENTENCE = 400; // menus and lists have no full stops: cut them into pieces
const LATIN_KEY = 2;

function isCjkCode(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0x3130 && code <= 0x318f) ||
    (code >= 0xf900 && code <= 0xfaff)
  );
}
function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 0xc0 && code < 0x2000);
}

function buildIndex(): { latin: Map<string, Keyword[]>; cjk: Map<string, Keyword[]> } {
  const byText = new Map<string, Keyword>();
  for (const definition of CUE_DEFINITIONS) {
    for (const raw of definition.keywords.split('|')) {
      const whole = raw.endsWith('=');
      const text = foldText(whole ? raw.slice(0, -1) : raw).trim();
      if (text.length < 2) continue;
      const key = `${text}${whole ? '=' : ''}`;
      const keyword = byText.get(key) ?? { text, whole, cues: [] };
      if (!keyword.cues.includes(definition)) keyword.cues.push(definition);
      byText.set(key, keyword);
    }
  }
  const latin = new Map<string, Keyword[]>();
  const cjk = new Map<string, Keyword[]>();
  for (const keyword of byText.values()) {
    const cjkStart = isCjkCode(keyword.text.charCodeAt(0));
    const map = cjkStart ? cjk : latin;
    const key = cjkStart ? keyword.text[0] : keyword.text.slice(0, LATIN_KEY);
    map.set(key, [...(map.get(key) ?? []), keyword]);
  }
  return { latin, cjk };
}

const INDEX = buildIndex();

/** Sentences of a text, long runs without punctuation cut into pieces. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+|(?<=[。！？])|\n+/u)) {
    const trimmed = part.trim();
    for (let i = 0; i < trimmed.length; i += MAX_SENTENCE) sentences.push(trimmed.slice(i, i + MAX_SENTENCE));
  }
  return sentences.filter((s) => s.length > 0);
}

function keywordsAt(folded: string, i: number): Keyword[] {
  const code = folded.charCodeAt(i);
  if (isCjkCode(code)) return INDEX.cjk.get(folded[i]) ?? [];
  if (!isWordCode(code) || (i > 0 && isWordCode(folded.charCodeAt(i - 1)))) return [];
  return INDEX.latin.get(folded.slice(i, i + LATIN_KEY)) ?? [];
}

const EXCERPT_BEFORE = 60;
const EXCERPT_AFTER = 100;

/**
 * The words around a match: the whole sentence when it is short, else a window around the match
 * (page text glues menus to paragraphs). Folding keeps Latin offsets, the only ones quoted.
 */
function excerpt(sentence: string, at: number): string {
  if (sentence.length <= EXCERPT_BEFORE + EXCERPT_AFTER) return sentence;
  let start = Math.max(0, at - EXCERPT_BEFORE);
  const boundary = sentence.slice(start, at).search(/[.!?:;]\s|\s[—–-]\s/);
  if (boundary >= 0) start += boundary + 2;
  else if (start > 0) start = sentence.indexOf(' ', start) + 1 || start;
  const end = Math.min(sentence.length, at + EXCERPT_AFTER);
  return `${start > 0 ? '…' : ''}${sentence.slice(start, end).trim()}${end < sentence.length ? '…' : ''}`;
}

/** Every cue the text states, with how often and the first sentence that states it. */
export function findCues(text: string): Map<string, CueHit> {
  const hits = new Map<string, CueHit>();
  for (const sentence of splitSentences(text.slice(0, MAX_CHARS))) {
    const folded = foldText(sentence);
    for (let i = 0; i < folded.length; i++) {
      for (const keyword of keywordsAt(folded, i)) {
        if (!folded.startsWith(keyword.text, i)) continue;
        if (keyword.whole && isWordCode(folded.charCodeAt(i + keyword.text.length))) continue;
        for (const definition of keyword.cues) {
          const seen = hits.get(definition.id);
          if (seen) seen.count++;
          else
            hits.set(definition.id, {
              id: definition.id,
              group: definition.group,
              label: definition.label,
              count: 1,
              sentence: excerpt(sentence, i),
            });
        }
      }
    }
  }
  return hits;
}

/** The cues of one group, most often stated first. */
export function cuesOf(hits: CueHits, group: CueGroup): CueHit[] {
  return [...hits.values()].filter((h) => h.group === group).sort((a, b) => b.count - a.count);
}
