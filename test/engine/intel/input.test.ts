// The visible length of an analysis input: printable ASCII is counted without the grapheme segmenter, and
// must give what the segmenter gives; other texts go through the segmenter.
import { visibleLength } from '../../../src/intel/input.ts';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The count by grapheme clusters, written out with the segmenter for every character. */
function bySegmenter(text: string): number {
  let count = 0;
  let lastWasSpace = true;
  let pendingSpace = false;
  for (const { segment } of segmenter.segment(text)) {
    if (/^\s+$/u.test(segment)) {
      if (!lastWasSpace) pendingSpace = true;
      lastWasSpace = true;
      continue;
    }
    if (!segment.replace(/[\p{Cc}\p{Cf}]/gu, '')) continue;
    count += pendingSpace ? 2 : 1;
    pendingSpace = false;
    lastWasSpace = false;
  }
  return count;
}

test('printable ASCII and whitespace: the same count as by grapheme clusters', () => {
  const alphabet = ' \t\n\r\v\fab.,-xyz  \r\n\r';
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let n = 0; n < 5000; n++) {
    let text = '';
    for (let i = Math.floor(random() * 40); i > 0; i--) text += alphabet[Math.floor(random() * alphabet.length)];
    expect([text, visibleLength(text)]).toEqual([text, bySegmenter(text)]);
  }
});

test('a run of spaces counts once, between visible characters only', () => {
  expect(visibleLength('  a \r\n\t b  ')).toBe(3);
  expect(visibleLength('\r\n')).toBe(0);
});

test('other texts are counted by grapheme clusters', () => {
  expect(visibleLength('e\u0301t\u00e9 👩‍💻')).toBe(5); // é (two code points), t, é, a space, one emoji sequence
  expect(visibleLength('a\u200bb\u0007c')).toBe(3); // a zero-width space and a control character take no room
});

test('counting stops at the limit asked for', () => {
  expect(visibleLength('x'.repeat(10_000), 50)).toBe(50);
  expect(visibleLength('é'.repeat(10_000), 50)).toBe(50);
  expect(visibleLength('short text', 50)).toBe(10);
});
