// A small knowledge base for exact assertions, built by the real createKnowledgeBase: real
// companies with trimmed facts, chosen for the analyst's cases (a curated competitor list, a
// crowded category, an adjacent one, an open-source alternative, a crypto protocol, health care).
import { createKnowledgeBase, readKnowledgeFiles, type KnowledgeBase } from '../../../src/knowledge/load.ts';
import type { KnowledgeEntry, MarketProfile } from '../../../src/knowledge/types.ts';
import { readMarketFiles } from '../../../src/knowledge/markets.ts';

type Fields = Pick<KnowledgeEntry, 'name' | 'sector' | 'categories' | 'description'> & Partial<KnowledgeEntry>;
const entry = (fields: Fields): KnowledgeEntry => ({
  aliases: [], domain: null, country: null, founded: null, size: null, business_model: 'b2b', pricing_model: null,
  competitors: [], moat: [], maturity: 'growing', ...fields,
});

export const ENTRIES: KnowledgeEntry[] = [
  entry({ name: 'Stripe', aliases: ['Stripe, Inc.'], domain: 'stripe.com', sector: 'fintech', country: 'US', founded: 2010, size: '5001+', pricing_model: 'transaction-fee',
    categories: ['payments processing', 'billing'], competitors: ['Adyen', 'PayPal', 'Checkout.com'], moat: ['network effects', 'switching costs', 'ecosystem'], maturity: 'mature',
    description: 'Online payments infrastructure and APIs for internet businesses.' }),
  entry({ name: 'Adyen', domain: 'adyen.com', sector: 'fintech', country: 'NL', founded: 2006, size: '1001-5000', pricing_model: 'transaction-fee', categories: ['payments processing'],
    competitors: ['Stripe', 'Worldpay'], moat: ['scale economies', 'regulatory licenses'], maturity: 'mature', description: 'Unified payments platform for enterprise merchants.' }),
  entry({ name: 'PayPal', domain: 'paypal.com', sector: 'fintech', country: 'US', size: '5001+', business_model: 'b2b2c', pricing_model: 'transaction-fee', categories: ['payments processing', 'digital wallet'],
    competitors: ['Stripe', 'Adyen'], moat: ['network effects', 'brand'], maturity: 'mature', description: 'Online payments and digital wallet.' }),
  entry({ name: 'Checkout.com', domain: 'checkout.com', sector: 'fintech', country: 'GB', size: '1001-5000', pricing_model: 'transaction-fee', categories: ['payments processing'],
    competitors: ['Stripe', 'Adyen'], moat: ['regulatory licenses'], description: 'Payment processing for online enterprise merchants.' }),
  entry({ name: 'Worldpay', domain: 'worldpay.com', sector: 'fintech', country: 'US', size: '5001+', categories: ['payments processing'], competitors: ['Adyen', 'Stripe'],
    maturity: 'mature', description: 'Merchant acquiring and payment processing for large merchants.' }),
  entry({ name: 'Mollie', domain: 'mollie.com', sector: 'fintech', country: 'NL', size: '201-1000', categories: ['payments processing'], competitors: ['Stripe'],
    description: 'Online payments for small and mid-sized European merchants.' }),
  entry({ name: 'Chargebee', domain: 'chargebee.com', sector: 'saas', country: 'US', pricing_model: 'subscription', categories: ['subscription billing'],
    description: 'Subscription billing and revenue management software.' }),
  entry({ name: 'Kill Bill', domain: 'killbill.io', sector: 'fintech', business_model: 'open_source', pricing_model: 'open-source', categories: ['billing'],
    maturity: 'emerging', description: 'Open-source subscription billing and payments platform.' }),
  entry({ name: 'Nubank', aliases: ['Nu Pagamentos'], domain: 'nubank.com.br', sector: 'fintech', country: 'BR', business_model: 'b2c', categories: ['neobank'],
    maturity: 'mature', description: 'Brazilian digital bank with credit cards and accounts.' }),
  entry({ name: 'Upstart', domain: 'upstart.com', sector: 'fintech', country: 'US', categories: ['consumer lending'], moat: ['proprietary data'],
    description: 'AI lending marketplace that uses machine learning for credit decisions.' }),
  entry({ name: 'FANUC', aliases: ['ファナック'], domain: 'fanuc.co.jp', sector: 'robotics', country: 'JP', size: '5001+', categories: ['industrial robots'],
    moat: ['scale economies', 'brand'], maturity: 'mature', description: 'Japanese maker of industrial robots and factory automation.' }),
  entry({ name: 'Locus Robotics', domain: 'locusrobotics.com', sector: 'robotics', country: 'US', categories: ['warehouse robots', 'autonomous mobile robots'],
    competitors: ['Geek+'], description: 'Autonomous mobile robots for warehouse picking.' }),
  entry({ name: 'Geek+', domain: 'geekplus.com', sector: 'robotics', country: 'CN', categories: ['warehouse robots', 'autonomous mobile robots'],
    competitors: ['Locus Robotics'], description: 'Warehouse robots and autonomous mobile robot systems for logistics.' }),
  entry({ name: 'Mujin', aliases: ['ムジン'], domain: 'mujin.co.jp', sector: 'robotics', country: 'JP', categories: ['robotic picking'],
    moat: ['proprietary technology'], description: 'Robot controllers and vision for automated picking in warehouses.' }),
  entry({ name: 'Uniswap', domain: 'uniswap.org', sector: 'crypto', business_model: 'protocol', pricing_model: 'token', categories: ['decentralized exchange'],
    moat: ['liquidity', 'network effects', 'open-source community'], maturity: 'mature', description: 'Decentralized exchange protocol on Ethereum.' }),
  entry({ name: 'Teladoc', aliases: ['Teladoc Health'], domain: 'teladoc.com', sector: 'healthcare', country: 'US', size: '5001+', pricing_model: 'subscription',
    categories: ['telemedicine'], moat: ['distribution'], maturity: 'mature', description: 'Virtual care and telehealth visits for patients and employers.' }),
  entry({ name: 'HireVue', domain: 'hirevue.com', sector: 'saas', country: 'US', pricing_model: 'subscription', categories: ['recruiting software'],
    description: 'Video interviewing and AI-driven candidate assessment for recruiting.' }),
];

type ProfileFields = Pick<MarketProfile, 'category' | 'sector'> & Partial<MarketProfile>;
/** A market profile with the fields the engine reads set, the rest generic but schema-valid. */
export const profile = (fields: ProfileFields): MarketProfile => {
  const words = (lang: string) => [`${fields.category} (${lang})`, `${fields.category} market (${lang})`];
  return {
    summary: `The ${fields.category} market.`,
    terms: { en: [fields.category, `${fields.category} vendors`], es: words('es'), pt: words('pt'), de: words('de'), fr: words('fr'),
      it: words('it'), ja: words('ja'), ko: words('ko'), zh: words('zh') },
    buyers: ['businesses'], decision_makers: ['owner'],
    pain_points: ['work done by hand', 'errors that cost money', 'no view of the whole'],
    value_drivers: ['time saved', 'fewer errors'],
    switching_costs: { level: 'medium', why: 'data and workflows move with effort' }, barriers_to_entry: ['distribution'], regulation: [],
    key_success_factors: ['product quality', 'distribution'], pricing_models: ['subscription'], substitutes: [], regional: false,
    typical_moats: [], ...fields,
  };
};

export const PROFILES: MarketProfile[] = [
  profile({ category: 'payments processing', sector: 'fintech', substitutes: ['subscription billing'],
    terms: { en: ['payment processing', 'accept card payments'], es: ['pasarela de pago'], pt: ['gateway de pagamento'], de: ['Zahlungsabwicklung'],
      fr: ['passerelle de paiement'], it: ['gateway di pagamento'], ja: ['決済代行'], ko: ['결제 대행'], zh: ['支付网关'] } }),
  profile({ category: 'billing', sector: 'fintech', substitutes: ['subscription billing'] }),
  profile({ category: 'subscription billing', sector: 'saas' }),
  profile({ category: 'neobank', sector: 'fintech', regional: true }),
  profile({ category: 'warehouse robots', sector: 'robotics' }),
  profile({ category: 'robotic picking', sector: 'robotics', terms: { en: ['robotic picking', 'piece picking'], es: [], pt: [], de: [], fr: [], it: [],
    ja: ['ピッキング', 'ロボットコントローラ'], ko: [], zh: [] } }),
];

export const fixtureKb = (): KnowledgeBase => createKnowledgeBase(ENTRIES, PROFILES);

let bundled: KnowledgeBase | null = null;
/** The bundled knowledge base, valid entries only (files may be mid-edit while data is written). */
export function bundledKb(): KnowledgeBase {
  bundled ??= createKnowledgeBase(readKnowledgeFiles().entries, readMarketFiles().profiles);
  return bundled;
}
