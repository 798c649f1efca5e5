// What a fetched company page says about the company, read with cheerio (~7 ms for a 31 KB page; jsdom
// is ten times slower and Readability is not needed for facts).
import * as cheerio from 'cheerio';
import { readJsonLd, type OrganizationFacts, type ProductFacts } from './jsonLd.ts';
import { careersCues, pricingCues, type CareersCues, type PageLink, type PricingCues } from './pageCues.ts';

export interface PageFacts {
  url: string;
  title: string | null;
  description: string | null;
  openGraph: { title: string | null; description: string | null; siteName: string | null; type: string | null };
  canonical: string | null;
  /** html[lang], as the page declares it ("en-US", "pt-BR"). */
  lang: string | null;
  headings: { h1: string[]; h2: string[] };
  organization: OrganizationFacts | null;
  products: ProductFacts[];
  pricing: PricingCues;
  careers: CareersCues;
  /** Profiles linked from the page (LinkedIn, X, GitHub, Crunchbase …). */
  socialLinks: string[];
  /** The readable text, scripts and styles removed, whitespace collapsed, bounded. */
  text: string;
}

const MAX_TEXT = 20_000;
const MAX_CUE_TEXT = 300_000;
const MAX_H1 = 5;
const MAX_H2 = 20;
const MAX_HEADING = 200;
const MAX_META = 500;
const MAX_LINKS = 400;
const SOCIAL_HOSTS =
  /(?:^|\.)(?:linkedin\.com|twitter\.com|x\.com|github\.com|crunchbase\.com|facebook\.com|instagram\.com|youtube\.com|wellfound\.com)$/i;
// Elements whose end is a word break ("Pricing" and "About" in two links are two words).
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'tr',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'aside',
  'main',
  'a',
  'button',
  'label',
  'dd',
  'dt',
  'blockquote',
  'figcaption',
  'option',
  'br',
  'form',
]);
const INVISIBLE = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head', 'object']);

/** The shape of the parsed nodes the text walk needs (domhandler's, without importing it). */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/**
 * The readable text, in document order, up to `max` characters. An explicit stack rather than
 * recursion, and no DOM edits: a hostile page with deep nesting or 100,000 elements costs a walk.
 */
function visibleText(root: DomNode, max: number): string {
  const parts: string[] = [];
  let length = 0;
  const stack: (DomNode | ' ')[] = [root];
  while (stack.length > 0 && length < max) {
    const node = stack.pop()!;
    if (node === ' ') {
      parts.push(' ');
      continue;
    }
    if (node.type === 'text' && node.data) {
      parts.push(node.data);
      length += node.data.length;
    } else if (node.children && !(node.name && INVISIBLE.has(node.name)) && node.type !== 'comment') {
      if (node.name && BLOCKS.has(node.name)) stack.push(' ');
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return parts.join('');
}

function clean(value: string | undefined | null, max: number): string | null {
  const collapsed = (value ?? '').replace(/\s+/g, ' ').trim();
  return collapsed ? collapsed.slice(0, max) : null;
}

function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function extractPage(html: string, url: string): PageFacts {
  const $ = cheerio.load(html);
  const meta = (selector: string) => clean($(selector).first().attr('content'), MAX_META);
  const headings = (selector: string, max: number) =>
    // Twice the bound leaves room for empty headings without walking 20,000 of them.
    $(selector)
      .slice(0, max * 2)
      .toArray()
      .map((el) => clean($(el).text(), MAX_HEADING))
      .filter((h): h is string => !!h)
      .slice(0, max);

  const jsonLd = readJsonLd(
    $('script[type="application/ld+json"]')
      .toArray()
      .map((el) => $(el).text()),
  );
  const links: PageLink[] = $('a[href]')
    .toArray()
    .slice(0, MAX_LINKS)
    .flatMap((el) => {
      const href = absolute($(el).attr('href'), url);
      return href ? [{ href, text: clean($(el).text(), 100) ?? '' }] : [];
    });

  const facts = {
    url,
    title: clean($('title').first().text(), 300),
    description: meta('meta[name="description" i]'),
    openGraph: {
      // Some sites write Open Graph with name= instead of property=.
      title: meta('meta[property="og:title"], meta[name="og:title"]'),
      description: meta('meta[property="og:description"], meta[name="og:description"]'),
      siteName: meta('meta[property="og:site_name"], meta[name="og:site_name"]'),
      type: meta('meta[property="og:type"], meta[name="og:type"]'),
    },
    canonical: absolute($('link[rel="canonical" i]').first().attr('href'), url),
    lang: clean($('html').attr('lang'), 20),
    headings: { h1: headings('h1', MAX_H1), h2: headings('h2', MAX_H2) },
    organization: jsonLd.organization,
    products: jsonLd.products,
    socialLinks: [
      ...new Set(links.map((l) => l.href).filter((href) => SOCIAL_HOSTS.test(new URL(href).hostname))),
    ].slice(0, 10),
  };

  // Cues are read from the whole page (hiring notes sit near the footer); the text kept is bounded.
  const fullText = clean(visibleText($.root()[0], MAX_CUE_TEXT), MAX_CUE_TEXT) ?? '';
  return {
    ...facts,
    pricing: pricingCues(links, fullText),
    careers: careersCues(links, fullText),
    text: fullText.slice(0, MAX_TEXT),
  };
}
