// A small knowledge base written to a temp folder, for exact assertions. Entries are real companies
// with trimmed facts; the names are chosen to exercise the hard cases (ordinary-word names, native
// scripts, diacritics, legal forms, domains).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KnowledgeEntry } from '../../../src/knowledge/types.ts';

type EntryFields = Pick<KnowledgeEntry, 'name' | 'sector' | 'categories' | 'description'> & Partial<KnowledgeEntry>;

export function entry(fields: EntryFields): KnowledgeEntry {
  return {
    aliases: [],
    domain: null,
    country: null,
    founded: null,
    size: null,
    business_model: 'b2b',
    pricing_model: null,
    competitors: [],
    moat: [],
    maturity: 'growing',
    ...fields,
  };
}

export const FIXTURE: Record<string, KnowledgeEntry[]> = {
  fintech: [
    entry({
      name: 'Stripe',
      aliases: ['Stripe, Inc.'],
      domain: 'stripe.com',
      sector: 'fintech',
      country: 'US',
      categories: ['payments processing', 'payments api'],
      competitors: ['Adyen', 'Block'],
      description: 'Online payments processing and billing APIs for internet businesses.',
    }),
    entry({
      name: 'Adyen',
      domain: 'adyen.com',
      sector: 'fintech',
      country: 'NL',
      categories: ['payments processing'],
      competitors: ['Stripe'],
      description: 'Payments platform for large merchants: online, mobile and point of sale acquiring.',
    }),
    entry({
      name: 'Block',
      aliases: ['Square', 'Block, Inc.'],
      domain: 'block.xyz',
      sector: 'fintech',
      country: 'US',
      categories: ['point of sale', 'payments processing'],
      competitors: ['Stripe'],
      description: 'Card readers and point-of-sale software for sellers, plus the Cash App wallet.',
    }),
    entry({
      name: 'Nubank',
      aliases: ['Nu Pagamentos', 'Nu Holdings'],
      domain: 'nubank.com.br',
      sector: 'fintech',
      country: 'BR',
      categories: ['neobank', 'credit cards'],
      description: 'Brazilian digital bank offering credit cards, accounts and loans through an app.',
    }),
    entry({
      name: 'Toss',
      aliases: ['토스', 'Viva Republica', '비바리퍼블리카'],
      domain: 'toss.im',
      sector: 'fintech',
      country: 'KR',
      categories: ['neobank', 'money transfer'],
      description: 'Korean finance super-app that started with simple money transfers.',
    }),
    entry({
      name: 'Wise',
      aliases: ['TransferWise'],
      domain: 'wise.com',
      sector: 'fintech',
      country: 'GB',
      categories: ['money transfer'],
      description: 'Cross-border money transfers and multi-currency accounts.',
    }),
    entry({
      name: 'Société Générale',
      aliases: ['SocGen'],
      domain: 'societegenerale.com',
      sector: 'fintech',
      country: 'FR',
      categories: ['retail banking'],
      description: 'French universal bank.',
    }),
  ],
  saas: [
    entry({
      name: 'Box',
      domain: 'box.com',
      sector: 'saas',
      country: 'US',
      categories: ['cloud content management', 'file sharing'],
      description: 'Cloud content management and file sharing for enterprises.',
    }),
    entry({
      name: 'Notion',
      aliases: ['Notion Labs'],
      domain: 'notion.so',
      sector: 'saas',
      country: 'US',
      categories: ['note-taking', 'team wiki'],
      description: 'Connected workspace for notes, docs, wikis and project management.',
    }),
    entry({
      name: 'LINE Yahoo',
      aliases: ['LINEヤフー', 'ライン'],
      domain: 'lycorp.co.jp',
      sector: 'saas',
      country: 'JP',
      categories: ['messaging'],
      description: 'Japanese internet group running the LINE messenger and Yahoo! JAPAN.',
    }),
    entry({
      name: 'Samsung SDS',
      aliases: ['삼성SDS'],
      domain: 'samsungsds.com',
      sector: 'saas',
      country: 'KR',
      categories: ['it services', 'cloud'],
      description: 'IT services and cloud arm of the Samsung group.',
    }),
  ],
  ecommerce: [
    entry({
      name: 'Mercari',
      aliases: ['メルカリ', '株式会社メルカリ'],
      domain: 'mercari.com',
      sector: 'ecommerce',
      country: 'JP',
      categories: ['second-hand marketplace'],
      description: 'Japanese flea-market app for buying and selling used goods.',
    }),
    entry({
      name: 'Alibaba',
      aliases: ['阿里巴巴', 'Alibaba Group'],
      domain: 'alibaba.com',
      sector: 'ecommerce',
      country: 'CN',
      categories: ['online marketplace', 'b2b marketplace'],
      description: 'Chinese e-commerce group behind Taobao, Tmall and Alibaba.com.',
    }),
    entry({
      name: 'Mercado Libre',
      aliases: ['MercadoLibre', 'Mercado Livre'],
      domain: 'mercadolibre.com',
      sector: 'ecommerce',
      country: 'AR',
      categories: ['online marketplace'],
      description: 'Latin American online marketplace with the Mercado Pago wallet.',
    }),
  ],
  ai: [
    entry({
      name: 'Baidu',
      aliases: ['百度'],
      domain: 'baidu.com',
      sector: 'ai',
      country: 'CN',
      categories: ['search', 'large language models'],
      description: 'Chinese search engine and AI company behind the Ernie models.',
    }),
    entry({
      name: 'Scale AI',
      domain: 'scale.com',
      sector: 'ai',
      country: 'US',
      categories: ['data labeling'],
      description: 'Training data and data labeling for machine learning teams.',
    }),
  ],
  robotics: [
    entry({
      name: 'AutoStore',
      domain: 'autostoresystem.com',
      sector: 'robotics',
      country: 'NO',
      categories: ['warehouse robots'],
      description: 'Cube storage warehouse automation with robots on a grid.',
    }),
    entry({
      name: 'Fanuc',
      aliases: ['ファナック'],
      domain: 'fanuc.co.jp',
      sector: 'robotics',
      country: 'JP',
      categories: ['industrial robots'],
      description: 'Japanese maker of industrial robots and factory automation.',
    }),
  ],
  logistics: [
    entry({
      name: 'Uber',
      domain: 'uber.com',
      sector: 'logistics',
      country: 'US',
      categories: ['ride-hailing', 'food delivery'],
      description: 'Ride-hailing and delivery platform.',
    }),
    entry({
      name: 'Flexport',
      domain: 'flexport.com',
      sector: 'logistics',
      country: 'US',
      categories: ['freight forwarding'],
      description: 'Digital freight forwarder and customs broker for global trade.',
    }),
  ],
  healthcare: [
    entry({
      name: 'Doctolib',
      domain: 'doctolib.fr',
      sector: 'healthcare',
      country: 'FR',
      categories: ['appointment booking', 'telemedicine'],
      description: 'Online doctor appointment booking and teleconsultation in France and Germany.',
    }),
  ],
  energy: [
    entry({
      name: 'Enpal',
      domain: 'enpal.de',
      sector: 'energy',
      country: 'DE',
      categories: ['residential solar'],
      description: 'German rooftop solar, battery and heat pump installer.',
    }),
  ],
  edtech: [
    entry({
      name: 'Duolingo',
      domain: 'duolingo.com',
      sector: 'edtech',
      country: 'US',
      categories: ['language learning'],
      description: 'Language-learning app with short gamified lessons.',
    }),
  ],
};

export function writeKnowledgeDir(files: Record<string, unknown>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'kb-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, `${name}.json`), typeof content === 'string' ? content : JSON.stringify(content, null, 1));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
