// Which company an input is about, and which companies it names as rivals. A page is identified
// by its domain first, then by the names it gives itself (JSON-LD, og:site_name); a text by the
// name it opens with ("Acme is …", "さくらロボティクスは…") or else the knowledge base's pick of the
// company it is about. An unknown company keeps the name it gives itself; nothing is invented.
import type { EntityMatch, KnowledgeBase } from '../knowledge/load.ts';
import { pickSubject } from '../knowledge/load.ts';
import { normalizeName } from '../knowledge/normalize.ts';
import { registrableDomain } from '../knowledge/domains.ts';
import { processTerm } from '../knowledge/tokenize.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { PageFacts } from '../sources/extract.ts';

export interface Subject {
  entry: KnowledgeEntry | null;
  name: string;
  /** How the name was found: the page's domain or self-description, the text, or not at all. */
  identifiedBy: 'domain' | 'page_name' | 'text_name' | 'text_mention' | 'page_title' | 'none';
  mentions: readonly EntityMatch[];
  /** Companies the input names as rivals or comparables ("unlike Stripe", "Stripeと競合"). */
  namedRivals: EntityMatch[];
}

export const UNNAMED = 'Unnamed company';

// "Acme Robotics is …", "Acme, the …", "Acme (YC W24) builds …", "Acme sells …", in the Latin-script
// languages: the name before a copula or a verb of what a company does (sells, runs, connects, automates …).
const OPENING_VERBS = [
  'is|are|was|builds|offers|provides|helps|makes|develops|lets|enables|sells|runs|operates|connects|automates|',
  'designs|manufactures|produces|creates|delivers|gives|turns|supplies|powers|brings|',
  'est|es|ist|é|è|sono|son|',
  'bietet|entwickelt|verkauft|betreibt|hilft|verbindet|automatisiert|liefert|produziert|baut|vermittelt|',
  'propose|développe|vend|aide|fabrique|conçoit|connecte|automatise|fournit|exploite|',
  'ofrece|desarrolla|vende|ayuda|fabrica|conecta|automatiza|opera|',
  'oferece|desenvolve|ajuda|conecta|automatiza|',
  'offre|sviluppa|aiuta|produce|gestisce|collega|automatizza|fornisce',
].join('');
const LEADING_LATIN = new RegExp(
  String.raw`^\s*["“']?([\p{Lu}\d][\p{L}\p{N}&.'’+-]*(?:\s+(?:[\p{Lu}\d][\p{L}\p{N}&.'’+-]*|de|of|&)){0,3})` +
    String.raw`["”']?\s*(?:,|\(|:|—|–|-\s|\s(?:${OPENING_VERBS})\s)`,
  'u',
);
// "さくらロボティクス株式会社は、…", "토스는 …", "深圳某某科技是…": the name before the topic particle.
const LEADING_CJK =
  /^\s*(?:株式会社|주식회사)?\s*([^\s、。，,：:（(]{1,24}?)\s*(?:株式会社|주식회사|有限公司)?\s*(?:は|는|은|是|，|、)/u;

// "We", "our company": a text speaking of itself without giving its name.
const CJK_SELF_REFERENCES = new Set([
  '当社',
  '弊社',
  '同社',
  '私たち',
  'われわれ',
  '我々',
  '本社',
  '我们',
  '本公司',
  '我司',
  '公司',
  '저희',
  '우리',
  '당사',
  '저희 회사',
  '우리 회사',
]);

/** The name a text opens with, when it reads as one (not "The", "We", "Our platform"). */
export function leadingName(text: string): string | null {
  const latin = LEADING_LATIN.exec(text);
  if (latin) {
    const name = latin[1].replace(/[.,]+$/, '').trim();
    const first = name.split(/\s+/)[0];
    if (name.length >= 2 && processTerm(first) !== null && !/^\d+$/.test(first)) return name;
    return null;
  }
  const cjk = LEADING_CJK.exec(text)?.[1]?.trim();
  return cjk && !CJK_SELF_REFERENCES.has(cjk) ? cjk : null;
}

function pageNames(page: PageFacts): string[] {
  return [page.organization?.name, page.organization?.legalName, page.openGraph.siteName].filter(
    (n): n is string => !!n && n.length <= 80,
  );
}

/** "Acme — Payments for platforms | Acme" → "Acme": the shortest segment of a page title. */
function titleName(page: PageFacts): string | null {
  const parts = (page.openGraph.title ?? page.title ?? '')
    .split(/\s[|–—:·-]\s/)
    .map((p) => p.trim())
    .filter(Boolean);
  const shortest = parts.sort((a, b) => a.length - b.length)[0];
  return shortest && shortest.length <= 40 ? shortest : null;
}

/** `asks`: the caller asks about another company (to acquire, partner with, sell against, invest in …). */
export function identifySubject(
  kb: KnowledgeBase,
  input: {
    text: string;
    page: PageFacts | null;
    url: string | null;
    asks?: boolean;
    /** Companies the caller wants to partner with, when that is what it asks about: the subject. */
    sought?: string[];
    /** The rival the caller sells its own product against ("we sell Coda and compete with Notion"): the subject. */
    against?: { name: string; resolved: boolean } | null;
  },
): Subject {
  const mentions = kb.resolveEntities(input.text);
  const rivalsExcept = (entry: KnowledgeEntry | null) =>
    mentions.filter((m) => m.competitorContext && m.entry !== entry);
  const known = (entry: KnowledgeEntry, identifiedBy: Subject['identifiedBy']): Subject => ({
    entry,
    name: entry.name,
    identifiedBy,
    mentions,
    namedRivals: rivalsExcept(entry),
  });

  if (input.page || input.url) {
    const host = safeHost(input.page?.url ?? input.url);
    const byDomain = host ? kb.byDomain(host) : undefined;
    if (byDomain) return known(byDomain, 'domain');
    const names = input.page ? pageNames(input.page) : [];
    for (const name of names) {
      const entry = kb.get(name);
      if (entry) return known(entry, 'page_name');
    }
    const own = names[0] ?? (input.page ? titleName(input.page) : null) ?? (host ? registrableDomain(host) : null);
    if (own)
      return {
        entry: null,
        name: own,
        identifiedBy: names[0] ? 'page_name' : 'page_title',
        mentions,
        namedRivals: rivalsExcept(null),
      };
  }

  // "We sell Coda and compete with Notion": the caller's rival is the subject, even though it is named as one.
  if (input.against) {
    const rival = mentions.find((m) => m.entry.name === input.against!.name);
    if (rival) return known(rival.entry, 'text_mention');
    if (!input.against.resolved)
      return {
        entry: null,
        name: input.against.name,
        identifiedBy: 'text_name',
        mentions,
        namedRivals: rivalsExcept(null),
      };
  }
  const opening = leadingName(input.text);
  if (opening) {
    const entry = kb.get(opening) ?? kb.get(normalizeName(opening));
    if (entry) return known(entry, 'text_name');
    // "Stripe Billing is …": a known company's product, named by the company's name.
    const prefix = mentions.find((m) => m.index <= 2 && !m.competitorContext && opening.startsWith(m.matchedText));
    if (prefix) return known(prefix.entry, 'text_name');
    // The text names itself, and that name is not one we know: never swap in a company it merely mentions.
    return { entry: null, name: opening, identifiedBy: 'text_name', mentions, namedRivals: rivalsExcept(null) };
  }
  // "We export to DATEV and want a partnership with Personio": the partner sought is the subject,
  // not the first company the caller happens to mention.
  const sought = input.sought?.length
    ? mentions.find((m) => input.sought!.includes(m.entry.name) && !m.competitorContext)
    : undefined;
  if (sought) return known(sought.entry, 'text_mention');
  const picked = pickSubject(input.text, mentions);
  if (picked) return known(picked.entry, 'text_mention');
  // "We are a bank choosing a model vendor: is Cohere right?", "wir verkaufen gegen DATEV": the
  // caller asks about another company, without naming itself; that company is the subject.
  const asked = input.asks
    ? mentions.filter((m) => m.score >= ASKED_MIN_SCORE).sort((a, b) => a.index - b.index)[0]
    : undefined;
  if (asked) return known(asked.entry, 'text_mention');
  // A bare name ("Acme Robotics", a batch's `companies` entry) is the company's name.
  if (isBareName(input.text))
    return { entry: null, name: input.text.trim(), identifiedBy: 'text_name', mentions, namedRivals: [] };
  return { entry: null, name: UNNAMED, identifiedBy: 'none', mentions, namedRivals: rivalsExcept(null) };
}

const ASKED_MIN_SCORE = 0.5;

function isBareName(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length >= 2 && trimmed.length <= 60 && !/[.!?。！？,:;]/.test(trimmed) && trimmed.split(/\s+/).length <= 5
  );
}

function safeHost(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
