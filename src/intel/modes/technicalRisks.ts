// Technical and operational risks of running the product, each from what the input says it does
// (the sentence is the evidence) or from the record: dependencies, hardware, sensitive data, custody.
import type { Level, ModeContext } from './context.ts';
import type { NamedCompany } from '../statements/types.ts';
import { namedCompanies } from './said.ts';

export interface Risk {
  kind: 'concentration' | 'regulatory' | 'technical' | 'market';
  level: Level;
  issue: string;
  evidence: string;
}

const TECHNICAL: [cue: string, level: Level, issue: string][] = [
  ['third_party_ai', 'medium', 'Depends on a third-party AI model: pricing, terms and quality are outside its control'],
  ['hardware', 'medium', 'Hardware and physical operations: supply chain, manufacturing and field service'],
  ['health_data', 'high', 'Holds health data: a breach would be severe'],
  ['biometrics', 'high', 'Processes biometric data: high breach and regulatory exposure'],
  ['custody', 'high', 'Holds client assets in custody'],
  ['personal_data', 'medium', 'Processes personal data: breach and compliance exposure'],
  ['open_source', 'low', 'Open-source core: a fork could replicate the product'],
];
const PHYSICAL_SECTORS = ['robotics', 'energy', 'logistics', 'defense'];

const sentence = (ctx: ModeContext, cue: string): string => {
  const s = ctx.facts.cues.get(cue)!.sentence.replace(/\s+/g, ' ').trim();
  return `the input: "${s.length <= 160 ? s : `${s.slice(0, 159)}…`}"`;
};

export function technicalRisks(ctx: ModeContext): Risk[] {
  const { facts } = ctx;
  const risks: Risk[] = TECHNICAL.filter(([cue]) => facts.cues.has(cue))
    .filter(([cue]) => cue !== 'personal_data' || (!facts.cues.has('health_data') && !facts.cues.has('biometrics')))
    .map(([cue, level, issue]) => ({ kind: 'technical', level, issue, evidence: sentence(ctx, cue) }));
  if (!facts.cues.has('hardware') && PHYSICAL_SECTORS.includes(facts.sector ?? '')) {
    risks.push({
      kind: 'technical',
      level: 'medium',
      issue: 'Physical operations: supply chain, manufacturing or fleet',
      evidence: `sector ${facts.sector}`,
    });
  }
  // Named integrations and partners (distribution or supply) are dependencies: their terms can change.
  const dependency = (named: NamedCompany[], issue: (names: string) => string): void => {
    if (!named.length) return;
    risks.push({
      kind: 'technical',
      level: 'low',
      issue: issue(namedCompanies(named).join(', ')),
      evidence: named
        .map((n) => `"${n.evidence.text}"`)
        .slice(0, 2)
        .join('; '),
    });
  };
  dependency(
    facts.statements.integrations,
    (names) => `Relies on third-party integrations (${names}) that can change their terms`,
  );
  dependency(
    facts.statements.partners.filter((p) => !p.prospective),
    (names) => `Depends on named partners (${names}) for distribution or supply`,
  );
  if (!facts.entry && !facts.page) {
    risks.push({
      kind: 'technical',
      level: 'low',
      issue: 'No independent record: the technology is described by the input alone',
      evidence: 'no record matched',
    });
  }
  return risks;
}
