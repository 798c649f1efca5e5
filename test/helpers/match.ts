// Jest's asymmetric matchers with their real type. @types/jest declares `expect.any(…)`,
// `expect.objectContaining(…)` and their kin as returning `any`, which makes every object literal that
// holds one an unsafe `any` assignment; what jest returns is a matcher object, named here.

/** What jest's asymmetric matchers are: an object that decides whether a received value matches. */
export interface AsymmetricMatcher {
  asymmetricMatch(other: unknown): boolean;
}

export const match = {
  any: (type: abstract new (...args: never[]) => unknown): AsymmetricMatcher => expect.any(type) as AsymmetricMatcher,
  anything: (): AsymmetricMatcher => expect.anything() as AsymmetricMatcher,
  arrayContaining: (items: readonly unknown[]): AsymmetricMatcher => expect.arrayContaining(items) as AsymmetricMatcher,
  objectContaining: (fields: Record<string, unknown>): AsymmetricMatcher =>
    expect.objectContaining(fields) as AsymmetricMatcher,
  stringContaining: (text: string): AsymmetricMatcher => expect.stringContaining(text) as AsymmetricMatcher,
  stringMatching: (pattern: string | RegExp): AsymmetricMatcher => expect.stringMatching(pattern) as AsymmetricMatcher,
};
