// A market-entry request names the market it is about: a place named with no role cue, away from the
// company's home, is the target region (market_context follows it); in other modes it is only named.
import { analyze } from './modeFixture.ts';

describe('market entry: the place a request names is the market to enter', () => {
  test.each(['market_entry', 'market_entry_execution'] as const)('%s: Mujin and Germany', async (mode) => {
    const r = await analyze(mode, 'Mujin builds robot controllers for warehouse picking. Germany, 2026.');
    expect(r.market_context).toBe('dach');
  });

  test('in another mode the same place is only named, and the home stays', async () => {
    const r = await analyze('competitive', 'Mujin builds robot controllers for warehouse picking. Germany, 2026.');
    expect(r.market_context).toBe('japan');
  });

  test('places in two markets name no one target', async () => {
    const r = await analyze('market_entry', 'Mujin builds robot controllers for warehouse picking. Germany or Brazil?');
    expect(r.market_context).toBe('japan');
  });
});

describe('markets abroad in two regions or more make a global market', () => {
  test('a Korean text selling to consumers in the US and Japan', async () => {
    const r = await analyze('competitive', '미국과 일본 소비자에게 화장품을 판매하는 역직구 플랫폼입니다.');
    expect(r.market_context).toBe('global');
  });

  test('markets that include the home stay with the home', async () => {
    const r = await analyze('competitive', '한국과 일본 소비자에게 화장품을 판매하는 플랫폼입니다.');
    expect(r.market_context).toBe('korea');
  });
});
