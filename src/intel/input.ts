// The semantic input checks of an analysis (url or text; a text of at least 50 visible characters).
// Every door runs them before any credential or payment step, so a bad input is a free 422 and
// never reaches the engine or the graph.
import { DomainError } from '../lib/errors.ts';

export const MIN_TEXT_LENGTH = 50;

// Characters that take no room on screen: control and format characters (zero-width space and
// joiners, BOM, bidi marks, soft hyphen, tag characters), private-use and unassigned code points,
// and the Hangul fillers that render blank.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

const PRINTABLE_ASCII = /^[\t\n\v\f\r\x20-\x7e]*$/;

/**
 * Length in visible grapheme clusters: an emoji sequence (joined by zero-width joiners) or a letter with
 * its accents is one; a cluster made only of invisible characters is none; a run of spaces is one.
 * Counting stops at `enough` (the callers only ask whether a text reaches a minimum).
 */
export function visibleLength(text: string, enough = Infinity): number {
  if (PRINTABLE_ASCII.test(text)) return asciiVisibleLength(text, enough);
  let count = 0;
  let lastWasSpace = true; // leading spaces don't count
  let pendingSpace = false;
  for (const { segment } of segmenter.segment(text)) {
    if (count >= enough) break;
    if (/^\s+$/u.test(segment)) {
      if (!lastWasSpace) pendingSpace = true;
      lastWasSpace = true;
      continue;
    }
    if (!segment.replace(INVISIBLE, '')) continue;
    count += pendingSpace ? 2 : 1; // a space counts once, and only between visible characters
    pendingSpace = false;
    lastWasSpace = false;
  }
  return count;
}

/**
 * The same count for a text of printable ASCII and whitespace, without the grapheme segmenter (a paid call
 * checks its input on every request): each character is its own cluster there, CR LF being whitespace anyway.
 */
function asciiVisibleLength(text: string, enough: number): number {
  let count = 0;
  let lastWasSpace = true;
  let pendingSpace = false;
  for (let i = 0; i < text.length && count < enough; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) {
      if (!lastWasSpace) pendingSpace = true;
      lastWasSpace = true;
      continue;
    }
    count += pendingSpace ? 2 : 1;
    pendingSpace = false;
    lastWasSpace = false;
  }
  return count;
}

export interface AnalysisInput {
  url?: string | null;
  text?: string | null;
  /** A batch's `companies` entries are names: the minimum does not apply to them. */
  nameOnly?: boolean;
}

/** Throws missing_input or not_enough_content; an input that passes can be paid for and analyzed. */
export function checkAnalysisInput(input: AnalysisInput): void {
  const url = input.url?.trim() ?? '';
  const length = visibleLength(input.text ?? '', MIN_TEXT_LENGTH);
  if (!url && length === 0)
    throw new DomainError('missing_input', 'Send a url or a text describing the company, product or market.');
  if (!url && !input.nameOnly && length < MIN_TEXT_LENGTH) {
    throw new DomainError(
      'not_enough_content',
      `The text needs at least ${MIN_TEXT_LENGTH} visible characters (got ${length}).`,
      {
        min_length: MIN_TEXT_LENGTH,
        length,
      },
    );
  }
}
