// Pricing and hiring cues a company page gives away in its links and copy: the raw material
// of market_signals.pricing_signal and headcount_signal. Patterns cover the nine input languages
// where the words are common; precision matters more than recall (a cue is stated, not guessed).

export interface PricingCues {
  /** Links to a pricing or plans page. */
  links: string[];
  /** Price mentions as written ("$29/month", "€9 per user"). */
  prices: string[];
  perSeat: boolean;
  freeTrial: boolean;
  freePlan: boolean;
  contactSales: boolean;
}

export interface CareersCues {
  /** Links to a careers page or an applicant-tracking board. */
  links: string[];
  hiring: boolean;
  /** An open-role count the page states ("42 open positions"), when it does. */
  openRoles: number | null;
}

export interface PageLink {
  href: string;
  text: string;
}

const PRICING_PATH =
  /\/(?:pricing|plans|prices|precios|planes|precos|preços|planos|preise|tarife|tarifs|prix|prezzi|prezzi-e-piani|料金|요금|价格|定价)(?:[/?#.]|$)/i;
const PRICING_TEXT =
  /^(?:pricing|plans(?: (?:&|and) pricing)?|precios|planes|preços|planos|preise|tarife|tarifs|prix|prezzi|料金(?:プラン)?|요금(?:제)?|价格|定价)$/i;
const CAREERS_PATH =
  /\/(?:careers?|jobs|join-us|work-with-us|empleos?|trabaja-con-nosotros|vagas|carreiras|trabalhe-conosco|karriere|jobs-karriere|carrieres|carrières|recrutement|lavora-con-noi|careers-it|採用|recruit|채용|招聘)(?:[/?#.]|$)/i;
const CAREERS_TEXT =
  /^(?:careers?|jobs|join us|we're hiring|work with us|empleo|trabaja con nosotros|vagas|carreiras|trabalhe conosco|karriere|jobs|carrières|recrutement|lavora con noi|採用情報|채용|加入我们)$/i;
const ATS_HOSTS =
  /(?:^|\.)(?:greenhouse\.io|lever\.co|ashbyhq\.com|workable\.com|personio\.(?:de|com)|recruitee\.com|smartrecruiters\.com|myworkdayjobs\.com|teamtailor\.com|join\.com|bamboohr\.com|breezy\.hr|gupy\.io|wellfound\.com)$/i;

// A price is an amount with a currency, optionally a period or unit; funding amounts ("$40M",
// "€2 billion") are not prices.
const AMOUNT = String.raw`(?:(?:US\$|R\$|C\$|A\$|[$€£¥₩])\s?\d[\d.,]*(?!\d)|\d[\d.,]*\s?(?:€|EUR|USD|円|원|元))(?!\s?(?:[kmb]|mn|bn|mil|mio|mrd)(?!\p{L})|\s?(?:million|billion|milliard))`;
const PER = String.raw`(?:\s?(?:\/|per|a|por|pro|par|al)\s?(?:month|mo|year|yr|user|seat|member|agent|mes|mês|monat|mois|mese|usuario|usuário|nutzer|utilisateur|utente|月|월)(?!\p{L}))?`;
const PRICE = new RegExp(AMOUNT + PER, 'giu');
const PER_SEAT =
  /per (?:seat|user|member|agent)\b|\/\s?(?:seat|user|member)\b|por usu[áa]rio|por usuario|pro nutzer|par utilisateur|per utente|ユーザー(?:あたり|毎)|사용자당|每用户/i;
const FREE_TRIAL =
  /free trial|try (?:it )?(?:for )?free|\d+[- ]day (?:free )?trial|prueba gratis|prueba gratuita|teste gr[áa]tis|avalia[çc][ãa]o gratuita|kostenlos testen|testversion|essai gratuit|prova gratuita|無料トライアル|무료 체험|免费试用/i;
const FREE_PLAN =
  /free (?:plan|tier|forever)|free for (?:ever|individuals|small teams)|plan gratuito|plano gratuito|gratis für immer|kostenloser plan|plan gratuit|piano gratuito|無料プラン|무료 플랜|免费版/i;
const CONTACT_SALES =
  /contact (?:sales|us for pricing)|talk to (?:sales|an expert)|request (?:a )?(?:demo|quote)|book a demo|get a quote|custom pricing|contactar (?:a )?ventas|solicitar demo|fale com (?:vendas|um especialista)|vertrieb kontaktieren|demo anfragen|contacter (?:les )?ventes|demander une d[ée]mo|contatta (?:le )?vendite|richiedi (?:una )?demo|営業に問い合わせ|영업팀 문의|联系销售/i;
const HIRING =
  /we(?:'|’)re hiring|we are hiring|join our team|open (?:positions|roles)|estamos contratando|estamos contratando|wir stellen ein|on recrute|nous recrutons|stiamo assumendo|採用中|채용 중|正在招聘/i;
const OPEN_ROLES =
  /(\d{1,4})\s+(?:open (?:positions|roles|jobs)|job openings|jobs available|vacancies|vacantes|vagas abertas|offene stellen|postes ouverts|posizioni aperte)/i;

/** Unique values, at most `max`. */
function unique(values: string[], max: number): string[] {
  return [...new Set(values)].slice(0, max);
}

function isPricingLink(link: PageLink): boolean {
  return PRICING_PATH.test(new URL(link.href).pathname) || PRICING_TEXT.test(link.text);
}

function isCareersLink(link: PageLink): boolean {
  const url = new URL(link.href);
  return CAREERS_PATH.test(url.pathname) || CAREERS_TEXT.test(link.text) || ATS_HOSTS.test(url.hostname);
}

export function pricingCues(links: PageLink[], text: string): PricingCues {
  return {
    links: unique(
      links.filter(isPricingLink).map((l) => l.href),
      5,
    ),
    prices: unique(
      (text.match(PRICE) ?? []).map((p) =>
        p
          .replace(/\s+/g, ' ')
          .replace(/[.,]+$/, '')
          .trim(),
      ),
      10,
    ),
    perSeat: PER_SEAT.test(text),
    freeTrial: FREE_TRIAL.test(text),
    freePlan: FREE_PLAN.test(text),
    contactSales: CONTACT_SALES.test(text) || links.some((l) => CONTACT_SALES.test(l.text)),
  };
}

export function careersCues(links: PageLink[], text: string): CareersCues {
  const count = OPEN_ROLES.exec(text)?.[1];
  return {
    links: unique(
      links.filter(isCareersLink).map((l) => l.href),
      5,
    ),
    hiring: HIRING.test(text) || count !== undefined,
    openRoles: count === undefined ? null : Number(count),
  };
}
