import { figure, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('Korean statements', () => {
  test('1억 원 and 100억 원 amounts', () => {
    const s = read('시리즈 A로 100억 원 투자 유치.', 'ko');
    expect(figure(s, 'funding')).toMatchObject({ value: 10_000_000_000, currency: 'KRW', stage: 'series_a' });
  });

  test('users before the number, counter after', () => {
    const s = read('사용자 40만 명, 월 9% 성장.', 'ko');
    expect(figure(s, 'users')).toMatchObject({ value: 400_000, evidence: { text: '사용자 40만 명' } });
    expect(figure(s, 'growth')).toMatchObject({ value: 9, period: 'month', evidence: { text: '월 9% 성장' } });
  });

  test('a monthly price in won and headcount', () => {
    const s = read('직원 25명. 월 9,900원.', 'ko');
    expect(figure(s, 'headcount').value).toBe(25);
    expect(figure(s, 'price')).toMatchObject({ value: 9900, currency: 'KRW', per: 'month' });
  });

  test('home Seoul, target the Japanese market', () => {
    const s = read('서울에 본사를 둔 스타트업으로, 내년에 일본 시장 진출을 계획하고 있습니다.', 'ko');
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Seoul', 'home'],
      ['Japan', 'target'],
    ]);
    expect(targetRegion(s)).toBe('japan');
  });

  test('integration in Hangul and a competitor in Latin script', () => {
    const s = read('세일즈포스와 연동됩니다. Zendesk와 경쟁합니다.', 'ko');
    expect(s.integrations).toEqual([expect.objectContaining({ name: 'Salesforce', written: '세일즈포스' })]);
    expect(names(s.competitors_named)).toEqual(['Zendesk']);
  });

  test('concentration with a known Korean name', () => {
    const s = read('매출의 60%가 삼성에서 나옵니다.', 'ko');
    expect(s.concentration).toEqual([expect.objectContaining({ customer: 'Samsung', share_percent: 60 })]);
  });

  test('subscription model and SME segment', () => {
    const s = read('중소기업을 위한 구독형 서비스입니다.', 'ko');
    expect(s.revenue_model.map((r) => r.model)).toEqual(['subscription']);
    expect(s.segment.map((x) => x.segment)).toEqual(['smb']);
  });

  test('the caller asks for weaknesses; 한국어 is not a place', () => {
    const s = read('토스는 핀테크 앱입니다. 한국어 지원.', 'ko', '토스의 약점은 무엇인가요?');
    expect(s.caller.asks_weakness).toBe(true);
    expect(s.places).toEqual([]);
  });

  test('dates are not figures', () => {
    expect(read('2020년 3월에 설립했습니다.', 'ko').figures).toEqual([]);
  });
});
