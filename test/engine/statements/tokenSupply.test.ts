// Token allocation named by the supply ("총 공급량 … 중 팀 18%"), a lock-up read as the cliff before
// linear vesting, unlock words and Han numerals as vesting durations.
import { read } from './helpers.ts';

const holders = (s: ReturnType<typeof read>): [string, number][] =>
  s.token.allocation.map((a) => [a.holder, a.percent]);

describe('token supply, lock-ups and unlocks', () => {
  test('a supply word makes percents an allocation (ko, en)', () => {
    const ko = read('총 공급량 10억 개 중 팀 15%, 투자자 20%, 커뮤니티 50%입니다.', 'ko');
    expect(holders(ko)).toEqual([
      ['team', 15],
      ['investors', 20],
      ['community', 50],
    ]);
    const en = read('Of a total supply of 1 billion, 15% goes to the team and 20% to investors.', 'en');
    expect(holders(en)).toEqual([
      ['team', 15],
      ['investors', 20],
    ]);
  });

  test('a lock-up is the cliff, the linear vesting its own duration (ko, en)', () => {
    const ko = read('토큰 배분: 팀 20%(6개월 락업 후 24개월 선형 베스팅).', 'ko');
    expect(ko.token.vesting).toMatchObject({ cliff_months: 6, duration_months: 24 });
    const en = read('Team tokens: 20% with a 12-month lock-up, then linear vesting over 24 months.', 'en');
    expect(en.token.vesting).toMatchObject({ cliff_months: 12, duration_months: 24 });
  });

  test('unlock words and Han numerals give the vesting duration (ja, zh)', () => {
    const ja = read('トークン配分はチーム10%、投資家25%で、チーム分は2年かけて線形解除されます。', 'ja');
    expect(ja.token.vesting).toMatchObject({ duration_months: 24 });
    const zh = read('代币分配：团队10%，投资人25%，团队部分按月线性释放两年。', 'zh');
    expect(zh.token.vesting).toMatchObject({ duration_months: 24 });
  });

  test('a supply or unlock word alone makes no token statement', () => {
    const s = read('Our supply chain software has 40% gross margin and contracts unlock after 12 months.', 'en');
    expect(s.token.allocation).toEqual([]);
  });
});
