// security.txt (RFC 9116) and the privacy and terms pages. The privacy page describes what this code
// actually keeps, and names the outside services this deployment is configured to use.
import type { Config } from '../../config.ts';
import type { ServiceDescription } from './description.ts';

const DAY_MS = 86_400_000;
/** RFC 9116 asks for an Expires less than a year ahead; computed when the app starts. */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

export function securityTxt(d: ServiceDescription, config: Config, startedAt: Date): string {
  const expires = new Date(startedAt.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
  return [
    `Contact: ${config.securityContact}`,
    ...(d.contact.email && !config.securityContact.includes(d.contact.email)
      ? [`Contact: mailto:${d.contact.email}`]
      : []),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${d.url.securityTxt}`,
    `Policy: ${d.url.terms}#security`,
    '',
  ].join('\n');
}

interface Section {
  id?: string;
  heading: string;
  paragraphs: string[];
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(title: string, d: ServiceDescription, sections: Section[]): string {
  const body = sections
    .map(
      (s) =>
        `<h2${s.id ? ` id="${s.id}"` : ''}>${escape(s.heading)}</h2>\n${s.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} — ${escape(d.title)}</title></head>\n<body><main>\n<h1>${escape(title)}</h1>\n<p>${escape(d.title)} at ${escape(d.base)}, interface version ${escape(d.version)}.</p>\n${body}\n</main></body></html>\n`;
}

export function privacyPage(d: ServiceDescription, config: Config): string {
  const outside = [
    'When you send a url, the service fetches that page (and its robots.txt) from the address you gave.',
    config.search
      ? `This deployment looks companies up with a web search provider (${config.search.provider}): names and short queries derived from your input are sent to it.`
      : 'This deployment uses no web search provider.',
    config.llm
      ? `This deployment sends the text to analyze to a language model at ${new URL(config.llm.baseUrl).host}.`
      : 'This deployment uses no outside language model: analyses are computed on the server.',
  ];
  return page('Privacy policy', d, [
    {
      heading: 'What is kept',
      paragraphs: [
        'Analyses: each answer is cached for 6 hours under a hash of the input. The analyzed company, its competitors, sources, scores and the time, mode and language of each analysis are added to the competitive graph, which is kept (it is the product). The text you send is not stored as such.',
        'Credentials: API keys, trial keys and sessions are stored as SHA-256 hashes with their first characters, with balance, calls made, expiry and a ledger of charges (time, route, mode, operator_id you sent, request id). An email given when creating a funded key is stored with that key.',
        'Payments: transaction hashes and signatures of payments are kept so that none is used twice; payer addresses are public on their chains.',
        'Addresses: your IP address is used for rate limits (demo calls per hour, trial keys per day) in counters that expire within two days. Access logs record method, path without query string, status, duration and request id, not your address.',
      ],
    },
    { heading: 'What is not done', paragraphs: ['No cookies, no tracking, no advertising, no sale of data.'] },
    { heading: 'Outside services', paragraphs: outside },
    { heading: 'Contact', paragraphs: [`Questions and requests: ${d.contact.email ?? config.securityContact}.`] },
  ]);
}

export function termsPage(d: ServiceDescription, config: Config): string {
  const p = d.pricing;
  return page('Terms of service', d, [
    {
      heading: 'The service',
      paragraphs: [
        d.description,
        'Analyses are automated estimates from public information and the bundled knowledge base; they are not investment, legal or financial advice. Check what matters before you rely on it.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        `Prices are those of ${d.url.pricing} at the time of the call (standard analysis ${p.modes.find((m) => m.tier === 'standard')!.price_usdc} USDC, elite ${p.modes.find((m) => m.tier === 'elite')!.price_usdc} USDC, batch ${p.endpoints.find((e) => e.path === '/batch')!.price_usdc} USDC). A call is charged only when it succeeds; an error costs nothing; a cached answer costs the normal price.`,
        'USDC sent to fund an API key or a plan is credited once per transaction. Balances are not redeemable for cash; plans end at their expiry or when their reports are used.',
      ],
    },
    {
      heading: 'Use',
      paragraphs: [
        'API keys and sessions are bearer secrets: whoever holds one can spend it. Keep them out of logs and shared transcripts.',
        `Respect the limits (free demo ${config.demoCallsPerHour} calls per address per hour, one trial key per address per day); do not try to get around them, overload the service or use it to fetch pages you may not fetch.`,
      ],
    },
    {
      id: 'security',
      heading: 'Reporting a vulnerability',
      paragraphs: [
        `Write to ${config.securityContact}. Please give us reasonable time to fix an issue before disclosing it, and do not access data that is not yours.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The service is provided as is, without warranty. The operator is liable at most for the amount you paid for the calls concerned.',
      ],
    },
  ]);
}
