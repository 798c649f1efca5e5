// Money is integer micro-USDC (1 USDC = 1,000,000) everywhere inside; decimal strings only at the edge.
export const MICRO_PER_USDC = 1_000_000;

export function usdcToMicro(usdc: number | string): number {
  const text = typeof usdc === 'number' ? usdc.toFixed(6) : usdc.trim();
  if (!/^\d+(\.\d{1,6})?$/.test(text)) throw new RangeError(`not a USDC amount: ${usdc}`);
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * MICRO_PER_USDC + Number(frac.padEnd(6, '0'));
}

/** "0.05", "1.00", "15.00": at least two decimals, trailing zeros beyond them trimmed. */
export function microToDecimal(micro: number): string {
  const sign = micro < 0 ? '-' : '';
  const abs = Math.abs(micro);
  const whole = Math.floor(abs / MICRO_PER_USDC);
  let frac = String(abs % MICRO_PER_USDC)
    .padStart(6, '0')
    .replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${sign}${whole}.${frac}`;
}

export function microToNumber(micro: number): number {
  return micro / MICRO_PER_USDC;
}
