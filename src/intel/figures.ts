// Traction figures a text states outright ("12,000 merchants", "$40M Series B", "導入企業1,000社"),
// quoted as written: the only numbers an answer may repeat about an unknown company.

const NUMBER = String.raw`\d[\d,.]*\s?(?:k|m|bn|million|billion|thousand|mil|millones|milhões|millionen|millions|milioni)?\+?`;
const COUNTED = String.raw`(?:customers|clients|users|merchants|businesses|companies|downloads|developers|countries|employees|hospitals|schools|stores|partners|transactions|patients|students|brands|sellers|drivers|clientes|usuarios|usuários|comercios|empresas|países|kunden|nutzer|unternehmen|länder|utilisateurs|entreprises|pays|clienti|utenti|aziende|paesi)`;

const LATIN_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\d])${NUMBER}\s+(?:active\s+|paying\s+|monthly\s+)?${COUNTED}(?!\p{L})`, 'giu'),
  new RegExp(
    String.raw`(?:raised|raises|funding of|series [a-e] of|arr of|revenue of|gmv of|tpv of)\s+(?:us)?[$€£¥]?\s?${NUMBER}`,
    'giu',
  ),
  new RegExp(
    String.raw`[$€£¥]\s?\d[\d,.]*\s?(?:k|m|bn|b|million|billion)\s+(?:in\s+)?(?:arr|revenue|gmv|tpv|funding|series [a-e]|round)(?!\p{L})`,
    'giu',
  ),
  new RegExp(String.raw`\d[\d,.]*\s?%\s+(?:growth|yoy|year-over-year|month-over-month|increase)`, 'giu'),
];
const CJK_COUNT = /\d[\d,，.]*\s?(?:万|億|千)?\s?(?:社|人|名|店舗|件|家|명|개사|곳|户|家企业|位用户)/gu;
// A CJK count is traction only next to a word for customers or users.
const CJK_CONTEXT = /(?:導入|ユーザー|利用|顧客|会員|取引先|고객|사용자|이용자|회원|用户|客户|企业|商家|会员)/u;

export function statedFigures(text: string, max = 5): string[] {
  const found: string[] = [];
  const sample = text.slice(0, 20_000);
  for (const pattern of [...LATIN_PATTERNS, CJK_COUNT]) {
    for (const match of sample.matchAll(pattern)) {
      const figure = match[0].replace(/\s+/g, ' ').trim();
      if (
        pattern === CJK_COUNT &&
        !CJK_CONTEXT.test(sample.slice(Math.max(0, match.index - 12), match.index + figure.length + 4))
      )
        continue;
      if (!found.some((f) => f.includes(figure) || figure.includes(f))) found.push(figure);
      if (found.length >= max) return found;
    }
  }
  return found;
}
