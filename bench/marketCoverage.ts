// `node bench/marketCoverage.ts [--below N] [--json]`: how many knowledge-base entries each market
// profile has, thinnest first. The knowledge base is widened market by market from this list: a
// market with fewer than about six players cannot show the rivals an analyst names first.
import { loadKnowledgeBase } from '../src/knowledge/load.ts';

const arg = (flag: string): string | undefined => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const below = Number(arg('--below') ?? 6);
const kb = loadKnowledgeBase();
const rows = kb.markets.all
  .map((p) => {
    const players = kb.byCategory(p.category);
    return {
      category: p.category,
      sector: p.sector,
      regional: p.regional,
      players: players.length,
      names: players.map((e) => e.name),
    };
  })
  .sort((a, b) => a.players - b.players || a.sector.localeCompare(b.sector) || a.category.localeCompare(b.category));
const thin = rows.filter((r) => r.players < below);
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ markets: rows.length, below, thin }, null, 2)}\n`);
} else {
  const counts = rows.map((r) => r.players).sort((a, b) => a - b);
  process.stdout.write(
    `${rows.length} markets, ${kb.entries.length} entries; players per market: median ` +
      `${counts[Math.floor(counts.length / 2)]}, ${thin.length} markets with fewer than ${below}\n`,
  );
  for (const r of thin)
    process.stdout.write(
      `${String(r.players).padStart(2)}  ${r.sector.padEnd(10)} ${r.regional ? 'regional' : 'global  '} ` +
        `${r.category}: ${r.names.join(', ')}\n`,
    );
}
