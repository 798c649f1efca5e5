// The free basic analysis every A2A door gives: read the text (and a mode, if the text asks for one)
// out of a message, run the demo analysis (the same engine call and per-address budget as POST /demo),
// and answer with a structured data part plus a short text part.
import type { AppServices } from '../../services.ts';
import { ELITE_MODES, STANDARD_MODES, type Mode } from '../../intel/types.ts';
import { DomainError } from '../../lib/errors.ts';
import { demoView } from '../../intel/demo.ts';

/** The demo analyzes at most this many characters (POST /demo's limit). */
export const MAX_ANALYZED_CHARS = 300;
const MIN_CHARS = 10;

export interface MessageInput {
  texts: string[];
  data: unknown[];
}
export interface BasicAnswer {
  text: string;
  data: Record<string, unknown>;
}

const modeName = (m: string) => m.replaceAll('_', '[ _-]');
// Longest first: "market entry execution" must not be read as "market entry".
const ALL_MODES = ([...STANDARD_MODES, ...ELITE_MODES] as string[]).sort((a, b) => b.length - a.length);
// "mode: fundraising", "mode=market entry", "fundraising mode", "in partnership mode".
const MODE_PATTERNS = ALL_MODES.map((m) => ({
  mode: m,
  re: new RegExp(`\\bmode\\s*[:=]?\\s*${modeName(m)}\\b|\\b${modeName(m)}\\s+mode\\b`, 'i'),
}));

/** The mode the text asks for, and the text without that request. */
export function modeFromText(text: string): { mode: string | null; rest: string } {
  for (const { mode, re } of MODE_PATTERNS) {
    const match = re.exec(text);
    if (match)
      return {
        mode,
        rest: (text.slice(0, match.index) + text.slice(match.index + match[0].length))
          .replace(/^[\s.,;:]+|\s+$/g, '')
          .replace(/\s{2,}/g, ' '),
      };
  }
  return { mode: null, rest: text.trim() };
}

function fromData(data: unknown[]): { text?: string; mode?: string } {
  for (const d of data) {
    if (d && typeof d === 'object') {
      const { text, mode } = d as Record<string, unknown>;
      if (typeof text === 'string') return { text, mode: typeof mode === 'string' ? mode : undefined };
    }
  }
  return {};
}

export async function basicAnalysis(services: AppServices, input: MessageInput, ip: string): Promise<BasicAnswer> {
  const structured = fromData(input.data);
  const asked = modeFromText(structured.text ?? input.texts.join('\n'));
  const requested = structured.mode ?? asked.mode;
  const notes: string[] = [];
  let mode: Mode = 'competitive';
  if (requested && (STANDARD_MODES as readonly string[]).includes(requested)) mode = requested as Mode;
  else if (requested)
    notes.push(
      `Mode ${requested} is not part of the free analysis (${(ELITE_MODES as readonly string[]).includes(requested) ? 'elite modes are paid: POST /intel or the MCP tool intel_analyze' : 'unknown mode'}); answered in competitive mode.`,
    );

  const text = asked.rest;
  if (text.length < MIN_CHARS)
    throw new DomainError(
      'missing_input',
      `Send a text of at least ${MIN_CHARS} characters describing the company, product or market.`,
    );
  if (text.length > MAX_ANALYZED_CHARS)
    notes.push(
      `Only the first ${MAX_ANALYZED_CHARS} characters were analyzed (free analysis); POST /intel takes up to 20000.`,
    );

  const demo = await demoView(services, { text: text.slice(0, MAX_ANALYZED_CHARS), mode }, ip);
  const score = demo.market_score;
  const summary = `${demo.positioning_summary} Threat ${score.threat_level}, moat ${score.moat_strength}, market ${score.market_maturity}; recommendation: ${score.agent_recommendation} (${demo.mode} mode, free basic analysis).`;
  return {
    text: notes.length ? `${summary} ${notes.join(' ')}` : summary,
    data: { ...demo, ...(notes.length ? { notes } : {}) },
  };
}
