// The eval's split of an unused stated fact: not read by the statement reader, read under another kind,
// or read and left unquoted by the mode.
import { readStatements } from '../../src/intel/statements/index.ts';
import { factReading } from './factRead.ts';

const read = (text: string) => readStatements({ text, language: 'en' });

describe('factReading', () => {
  test('a figure read under its own kind is read', () => {
    const s = read('We have 140 paying clinics and charge $399/month per practice.');
    expect(factReading({ kind: 'customers', value: 140 }, s, 'global')).toEqual({ read: true, readAsOther: false });
    expect(factReading({ kind: 'price', value: 399 }, s, 'global')).toEqual({ read: true, readAsOther: false });
  });

  test('a value read only under another kind is told apart from one not read at all', () => {
    const s = read('We have 140 paying clinics.');
    expect(factReading({ kind: 'users', value: 140 }, s, 'global')).toEqual({ read: false, readAsOther: true });
    expect(factReading({ kind: 'users', value: 999 }, s, 'global')).toEqual({ read: false, readAsOther: false });
  });

  test('names, vesting in years, concentration and a target region', () => {
    const s = read(
      'We integrate with QuickBooks. 82 % of revenue comes from the US Department of Defense. ' +
        'Team tokens have a 48-month linear vesting. We plan to launch in Germany.',
    );
    expect(factReading({ kind: 'integration', value: 'QuickBooks' }, s, 'global').read).toBe(true);
    expect(factReading({ kind: 'partner', value: 'QuickBooks' }, s, 'global')).toEqual({
      read: false,
      readAsOther: true,
    });
    expect(factReading({ kind: 'concentration', value: 82, unit: '%' }, s, 'global').read).toBe(true);
    expect(factReading({ kind: 'concentration', value: 'Department of Defense' }, s, 'global').read).toBe(true);
    expect(factReading({ kind: 'vesting', value: 4, unit: 'years' }, s, 'global').read).toBe(true);
    expect(factReading({ kind: 'target_region', value: 'Germany' }, s, 'dach').read).toBe(true);
  });
});
