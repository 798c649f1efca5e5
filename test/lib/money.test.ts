import { microToDecimal, usdcToMicro } from '../../src/lib/money.ts';

describe('money', () => {
  test('converts decimal USDC to micro-USDC exactly', () => {
    expect(usdcToMicro('0.05')).toBe(50_000);
    expect(usdcToMicro(1)).toBe(1_000_000);
    expect(usdcToMicro('15')).toBe(15_000_000);
    expect(usdcToMicro(0.1 + 0.2)).toBe(300_000);
  });
  test('refuses what is not an amount', () => {
    expect(() => usdcToMicro('-1')).toThrow(RangeError);
    expect(() => usdcToMicro('1e3')).toThrow(RangeError);
    expect(() => usdcToMicro('0.0000001')).toThrow(RangeError);
  });
  test('formats at the edge', () => {
    expect(microToDecimal(50_000)).toBe('0.05');
    expect(microToDecimal(1_000_000)).toBe('1.00');
    expect(microToDecimal(1_234_567)).toBe('1.234567');
    expect(microToDecimal(0)).toBe('0.00');
  });
});
