import { figure, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('Japanese statements', () => {
  test('3億円 raised in a Series A', () => {
    const s = read('シリーズAで3億円を調達しました。', 'ja');
    expect(figure(s, 'funding')).toMatchObject({
      value: 300_000_000,
      currency: 'JPY',
      stage: 'series_a',
      evidence: { text: 'シリーズAで3億円を調達' },
    });
  });

  test('40万 users, monthly growth 9%, 1,000 companies', () => {
    const s = read('ユーザー数は40万人、月次9%で成長中。導入企業1,000社。', 'ja');
    expect(figure(s, 'users')).toMatchObject({ value: 400_000, subject: 'ユーザー' });
    expect(figure(s, 'growth')).toMatchObject({ value: 9, period: 'month' });
    expect(figure(s, 'customers')).toMatchObject({ value: 1000, subject: '導入企業' });
  });

  test('40万ユーザー written as one word', () => {
    expect(figure(read('すでに40万ユーザーが利用しています。', 'ja'), 'users').value).toBe(400_000);
  });

  test('a monthly price and headcount', () => {
    const s = read('月額9,800円。従業員50名。', 'ja');
    expect(figure(s, 'price')).toMatchObject({ value: 9800, currency: 'JPY', per: 'month' });
    expect(figure(s, 'headcount').value).toBe(50);
  });

  test('home Tokyo, target Germany; 日本語 is not a place', () => {
    const s = read('東京に本社を置く当社は、来年ドイツに進出する予定です。日本語対応。', 'ja');
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Tokyo', 'home'],
      ['Germany', 'target'],
    ]);
    expect(targetRegion(s)).toBe('dach');
  });

  test('integrations before the cue, resolved', () => {
    const s = read('当社のツールはSalesforceやHubSpotと連携しています。', 'ja');
    expect(names(s.integrations)).toEqual(['Salesforce', 'HubSpot']);
    expect(s.integrations.every((i) => i.resolved)).toBe(true);
  });

  test('a competitor in katakana resolved to its canonical name, and a dental vertical', () => {
    const s = read('マネーフォワードと競合する、歯科医院向けのSaaSです。', 'ja');
    expect(names(s.competitors_named)).toEqual(['Money Forward']);
    expect(s.segment).toMatchObject([{ vertical: 'dental clinics', evidence: { text: '歯科医院向け' } }]);
    expect(s.revenue_model.map((r) => r.model)).toEqual(['subscription']);
  });

  test('concentration and the caller', () => {
    const s = read('売上の大半はトヨタから。', 'ja', '買収を検討しています。');
    expect(s.concentration).toEqual([expect.objectContaining({ customer: 'トヨタ' })]);
    expect(s.caller.side).toBe('acquirer');
  });

  test('dates with 年 and 月 are not figures', () => {
    expect(read('2019年に設立、2024年3月にリリース。', 'ja').figures).toEqual([]);
  });
});
