// Statement reader benchmark: p50/p99 of readStatements per call on inputs in the nine languages
// (short requests and a ~3 KB description), beside a baseline measured in the same run on the same
// inputs: detectLanguage, which every analysis already pays for. The whole offline analysis must
// stay under 20 ms p50; the reader aims for under 1 ms.
//   node bench/statements.ts        BENCH_ITERATIONS=2000 to change the sample size (default 1000)
import { detectLanguage } from '../src/knowledge/language.ts';
import { readStatements } from '../src/intel/statements/index.ts';
import type { Language } from '../src/intel/types.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1000);
const WARM_UP = 100;

const INPUTS: [Language, string, string][] = [
  [
    'en',
    'We have 140 paying clinics, 9 % monthly growth, $399/month. Berlin-based; we plan to launch in Japan. ' +
      'Integrates with Salesforce and HubSpot. Unlike Zendesk, usage-based.',
    'We sell a competing tool. Where is Zendesk weak?',
  ],
  [
    'es',
    'Levantamos 2,5 millones de dólares en una ronda semilla. Tenemos 1.200 clientes y crecemos 9%/mes. ' +
      'Con sede en Madrid, queremos entrar al mercado mexicano.',
    'Estoy construyendo una startup para pymes.',
  ],
  [
    'pt',
    'Captamos R$ 3 milhões e temos mais de 500 clínicas pagantes. Sediada em São Paulo; vamos entrar no mercado mexicano.',
    '',
  ],
  [
    'de',
    'Wir haben €2,5 Mio. Umsatz, 1.200 Kunden und 40 Mitarbeiter. Im Gegensatz zu Personio sind wir für KMU gebaut.',
    '',
  ],
  [
    'fr',
    "Nous avons levé 5 millions d'euros en seed, 1 200 clients et 15 % de croissance annuelle. Basée à Paris.",
    '',
  ],
  ['it', 'Abbiamo raccolto 2 milioni di euro, 300 clienti e un fatturato di 1,2 milioni di euro. Sede a Milano.', ''],
  [
    'ja',
    'シリーズAで3億円を調達しました。ユーザー数は40万人、月次9%で成長中。東京に本社を置き、来年ドイツに進出する予定です。',
    '買収を検討しています。',
  ],
  [
    'ko',
    '시리즈 A로 100억 원 투자 유치. 사용자 40만 명, 월 9% 성장. 서울에 본사를 둔 스타트업으로 일본 시장 진출을 계획합니다.',
    '',
  ],
  [
    'zh',
    '完成5000万元A轮融资，用户超过500万，覆盖30个城市，员工200人，月费99元。我们总部位于上海，计划进入日本市场。',
    '',
  ],
  [
    'en',
    (
      'Ferrowave is a Lisbon startup building route-optimisation software for regional freight carriers. Dispatchers ' +
      'replace spreadsheets with real-time load matching; 140 carriers use it and we raised a $6M seed round last spring. ' +
      'Plans start at €490/month per depot. We integrate with SAP, Oracle and Microsoft Dynamics, and compete with ' +
      'Flexport and Transporeon. Most of our revenue comes from DHL. Founded in 2021, version 4.2 ships in May. '
    ).repeat(5),
    '',
  ],
];

function stats(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

function measure(fn: (i: number) => unknown): { p50: number; p99: number } {
  for (let i = 0; i < WARM_UP; i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    fn(i);
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

const pick = (i: number) => INPUTS[i % INPUTS.length];
// Interleaved per round so that both see the same machine load.
const baseline = measure((i) => {
  const [, text, context] = pick(i);
  return detectLanguage(`${text}\n${context}`);
});
const reader = measure((i) => {
  const [language, text, context] = pick(i);
  return readStatements({ text, context, language });
});
const longInput = INPUTS[INPUTS.length - 1];
const long = measure(() => readStatements({ text: longInput[1], language: 'en' }));

const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(
  `inputs: ${INPUTS.length} (nine languages, one ~${longInput[1].length}-char text); ${ITERATIONS} calls each`,
);
console.log(`baseline detectLanguage   p50 ${ms(baseline.p50)}  p99 ${ms(baseline.p99)}`);
console.log(`readStatements (mixed)    p50 ${ms(reader.p50)}  p99 ${ms(reader.p99)}`);
console.log(`readStatements (long)     p50 ${ms(long.p50)}  p99 ${ms(long.p99)}`);
