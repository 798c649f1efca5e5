// regulatory_compliance: the obligations the company meets, each naming the rule (with its article
// or annex), why it applies, the evidence (the input's words, the record, or the market profile),
// its level and jurisdiction. The EU AI Act, GDPR and HIPAA are read from what the product does
// (aiRules.ts); the market profiles add the rules of the company's markets where it is based, sells
// and targets. The overall exposure is the heaviest obligation, said with what drives it.
import { jurisdictionsOf, regulationsFor } from '../regulation.ts';
import { joinNames } from '../narrative.ts';
import { maxLevel, type Level, type ModeContext, type ModeOutput } from './context.ts';
import { aiActObligations, gdprObligations, hipaaObligations, type Obligation } from './aiRules.ts';
import { linkLines, notesFor, profileGap } from './said.ts';

const FRAMEWORK_NONE: Record<string, string> = {
  eu_ai_act: 'No AI system described in the input or implied by the sector.',
  gdpr: 'No personal data processing found.',
  hipaa: 'No health care activity or health data described.',
};

/** One framework's level and reasons, from its obligations. */
function framework(name: keyof typeof FRAMEWORK_NONE, list: Obligation[]): { level: Level; reasons: string[] } {
  if (!list.length) return { level: 'none', reasons: [FRAMEWORK_NONE[name]] };
  return { level: maxLevel(...list.map((o) => o.level)), reasons: list.map((o) => `${o.rule}: ${o.why}`) };
}

function profileObligations(ctx: ModeContext, taken: Set<string>): Obligation[] {
  return regulationsFor(ctx.facts)
    .filter((r) => !taken.has(r.rule))
    .map((r) => ({
      rule: r.rule,
      jurisdiction: r.region,
      level: r.level,
      why: r.why,
      evidence: `${r.because}; a rule of the ${r.market} market`,
      source: 'market profile',
    }));
}

export function regulatoryCompliance(ctx: ModeContext): ModeOutput {
  const places = jurisdictionsOf(ctx.facts);
  const ai = aiActObligations(ctx, places);
  const gdpr = gdprObligations(ctx, places);
  const hipaa = hipaaObligations(ctx, places);
  const engine = [...ai, ...gdpr, ...hipaa];
  const fromProfiles = profileObligations(ctx, new Set(engine.map((o) => o.rule)));
  const order = { high: 0, medium: 1, low: 2, none: 3 } as const;
  const obligations = [...engine, ...fromProfiles].sort((a, b) => order[a.level] - order[b.level]);
  const level = maxLevel(...obligations.map((o) => o.level));
  const heaviest = obligations
    .filter((o) => o.level === level)
    .slice(0, 3)
    .map((o) => o.rule);
  const jurisdictions = [...places].map(([j, why]) => `${j}: ${why}`);
  return {
    insights: {
      obligations,
      exposure: {
        level,
        summary: obligations.length
          ? `${level.charAt(0).toUpperCase()}${level.slice(1)} exposure: ${obligations.length} obligation(s); the heaviest are ${joinNames(heaviest)}.`
          : 'No obligation found from what the input describes and the markets it names.',
        high: obligations.filter((o) => o.level === 'high').length,
        medium: obligations.filter((o) => o.level === 'medium').length,
        low: obligations.filter((o) => o.level === 'low').length,
        // Data and money flow through each stated integration and partner: each is a processor to vet.
        through: linkLines(ctx),
      },
      frameworks: {
        eu_ai_act: framework('eu_ai_act', ai),
        gdpr: framework('gdpr', gdpr),
        hipaa: framework('hipaa', hipaa),
      },
      jurisdictions,
      notes: notesFor([
        [
          'obligations',
          obligations,
          'Nothing in the input points to a regulated activity, and no market profile applies.',
        ],
        [
          'jurisdictions',
          jurisdictions,
          'The input names no place and none is recorded; the US and EU rules of its markets are shown.',
        ],
        [
          'profile_rules',
          fromProfiles,
          profileGap(ctx) ?? 'The market profile records no rule for the places in play.',
        ],
      ]),
    },
  };
}
