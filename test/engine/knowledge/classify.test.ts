// Sector classification over the fixture knowledge base: English and non-English descriptions of
// unknown companies, named companies, and too little evidence.
import { loadKnowledgeBase, type KnowledgeBase } from '../../../src/knowledge/load.ts';
import { matchConcepts } from '../../../src/knowledge/lexiconMatch.ts';
import { FIXTURE, writeKnowledgeDir } from './fixture.ts';

let kb: KnowledgeBase;
let remove: () => void;
beforeAll(() => {
  const written = writeKnowledgeDir(FIXTURE);
  remove = () => written.remove();
  kb = loadKnowledgeBase(written.dir);
});
afterAll(() => remove());

describe('classify', () => {
  test.each([
    ['en', 'We build an API that lets online stores accept card payments and payouts.', 'fintech'],
    ['es', 'Desarrollamos robots autónomos que preparan pedidos en almacenes.', 'robotics'],
    ['pt', 'Aplicativo que permite pagamentos instantâneos e empréstimos para pequenos lojistas.', 'fintech'],
    ['de', 'Wir installieren Solaranlagen, Batteriespeicher und Wärmepumpen für Eigenheime.', 'energy'],
    ['fr', 'Plateforme de téléconsultation qui met en relation patients et médecins.', 'healthcare'],
    ['it', 'Piattaforma per imparare le lingue con lezioni brevi per studenti di ogni età.', 'edtech'],
    ['ja', '工場向けの協働ロボットとロボットアームを開発しています。', 'robotics'],
    ['ko', '중소상공인을 위한 간편결제와 송금 서비스를 제공합니다.', 'fintech'],
    ['zh', '我们为跨境电商卖家提供海运、清关和仓储物流服务。', 'logistics'],
  ])('%s description of an unknown company', (_lang, text, sector) => {
    const result = kb.classify(text);
    expect(result.sector).toBe(sector);
    expect(result.sectorScores[0]?.sector).toBe(sector);
  });

  test('scores are shares, best first; categories are existing category strings', () => {
    const result = kb.classify('Cross-border money transfers with low fees for freelancers.');
    const total = result.sectorScores.reduce((a, s) => a + s.score, 0);
    expect(total).toBeCloseTo(1, 2);
    expect(result.sectorScores.map((s) => s.score)).toEqual(
      [...result.sectorScores.map((s) => s.score)].sort((a, b) => b - a),
    );
    expect(result.categories.length).toBeGreaterThan(0);
    expect(result.categories.length).toBeLessThanOrEqual(3);
    for (const category of result.categories) expect(kb.categories).toContain(category);
    expect(result.categories[0]).toBe('money transfer');
  });

  test('similar entries come from BM25 over the knowledge base, best first', () => {
    const result = kb.classify('Flea-market app to sell used goods second-hand.');
    expect(result.similar[0]?.entry.name).toBe('Mercari');
    expect(result.similar[0]?.score).toBe(1);
    expect(result.similar.length).toBeLessThanOrEqual(20);
  });

  test('a named company counts as evidence of its market', () => {
    expect(kb.classify('A new challenger taking on Nubank and Toss.').sector).toBe('fintech');
  });

  test('no evidence, no sector', () => {
    const result = kb.classify('Hello there, the weather is lovely today and we had lunch.');
    expect(result.sector).toBeNull();
  });
});

describe('lexicon', () => {
  test('keywords match in every language, German compounds included, words only at word starts', () => {
    const glosses = (text: string): string[] => matchConcepts(text).map((h) => h.concept.gloss);
    expect(glosses('Onlinezahlungen für Händler')).toContain('payments processing');
    expect(glosses('決済サービス')).toContain('payments processing');
    expect(glosses('결제 서비스')).toContain('payments processing');
    expect(glosses('移动支付')).toContain('payments processing');
    expect(glosses('AI技術で')).toContain('artificial intelligence');
    expect(glosses('the air is fresh and we aim high')).not.toContain('artificial intelligence');
    expect(glosses('a cardiology practice')).not.toContain('credit debit cards');
  });
});
