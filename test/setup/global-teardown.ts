export default async function globalTeardown(): Promise<void> {
  const stores = (globalThis as { __testStores?: { stop(): Promise<void> } }).__testStores;
  await stores?.stop();
}
