import { figure, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('Chinese statements', () => {
  test('5000万元 in an A round, users, cities, headcount and a monthly fee', () => {
    const s = read('完成5000万元A轮融资，用户超过500万，覆盖30个城市，员工200人，月费99元。', 'zh');
    expect(figure(s, 'funding')).toMatchObject({ value: 50_000_000, currency: 'CNY', stage: 'series_a' });
    expect(figure(s, 'users')).toMatchObject({ value: 5_000_000, approximate: true });
    expect(figure(s, 'cities').value).toBe(30);
    expect(figure(s, 'headcount').value).toBe(200);
    expect(figure(s, 'price')).toMatchObject({ value: 99, currency: 'CNY', per: 'month' });
  });

  test('the yen sign is yuan in Chinese', () => {
    expect(figure(read('价格为每月¥30。', 'zh'), 'price')).toMatchObject({ value: 30, currency: 'CNY', per: 'month' });
  });

  test('home Shanghai, target Japan', () => {
    const s = read('我们总部位于上海，计划进入日本市场。', 'zh');
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Shanghai', 'home'],
      ['Japan', 'target'],
    ]);
    expect(targetRegion(s)).toBe('japan');
  });

  test('integrations between 与 and 集成, competitor, vertical, usage-based', () => {
    const s = read('我们的产品与Salesforce和HubSpot集成，与Zendesk竞争，面向牙科诊所，按量计费。', 'zh');
    expect(names(s.integrations)).toEqual(['Salesforce', 'HubSpot']);
    expect(names(s.competitors_named)).toEqual(['Zendesk']);
    expect(s.segment).toEqual([expect.objectContaining({ vertical: 'dental clinics' })]);
    expect(s.revenue_model.map((r) => r.model)).toEqual(['usage-based']);
  });

  test('concentration: most revenue from a named buyer', () => {
    const s = read('大部分收入来自国家电网。', 'zh');
    expect(s.concentration).toEqual([expect.objectContaining({ customer: 'State Grid' })]);
  });

  test('a partner and the caller as investor', () => {
    const s = read('我们与Visa合作。', 'zh', '作为投资人，我们在评估这家公司。');
    expect(names(s.partners)).toEqual(['Visa']);
    expect(s.caller.side).toBe('investor');
  });

  test('token allocation and vesting in Chinese', () => {
    const s = read('代币分配：团队20%，投资人15%，社区40%。锁定期12个月，线性释放36个月。', 'zh');
    expect(s.token.allocation.map((a) => [a.holder, a.percent])).toEqual([
      ['team', 20],
      ['investors', 15],
      ['community', 40],
    ]);
    expect(s.token.vesting).toMatchObject({ cliff_months: 12, duration_months: 36 });
  });

  test('中国人 and 中文 are not places; years are not figures', () => {
    const s = read('2019年成立，服务中国人用户。', 'zh');
    expect(s.places).toEqual([]);
    expect(s.figures).toEqual([]);
  });
});
