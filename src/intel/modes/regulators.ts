// Who supervises what, by jurisdiction: the authorities an entrant deals with for financial
// services, health products and personal data. Public, stable facts; used to name the regulators
// of a go-to-market plan next to the market profile's rules.
type Field = 'finance' | 'health' | 'data';

export const REGULATORS: Record<string, Partial<Record<Field, string>>> = {
  us: {
    finance: 'SEC, FinCEN and state financial regulators',
    health: 'FDA and HHS Office for Civil Rights',
    data: 'FTC and state attorneys general',
  },
  uk: { finance: 'Financial Conduct Authority (FCA)', health: 'MHRA', data: "Information Commissioner's Office (ICO)" },
  eu: {
    finance: 'national competent authorities under EBA and ESMA guidance',
    health: 'notified bodies and national competent authorities',
    data: 'national data protection authorities',
  },
  dach: {
    finance: 'BaFin (Germany), FMA (Austria), FINMA (Switzerland)',
    health: 'BfArM (Germany)',
    data: 'BfDI and the Länder data protection authorities',
  },
  france: { finance: 'ACPR and AMF', health: 'ANSM and HAS', data: 'CNIL' },
  italy: {
    finance: "Banca d'Italia and CONSOB",
    health: 'Ministero della Salute and AIFA',
    data: 'Garante per la protezione dei dati personali',
  },
  spain: { finance: 'Banco de España and CNMV', health: 'AEMPS', data: 'AEPD' },
  japan: {
    finance: 'Financial Services Agency (FSA)',
    health: 'PMDA and MHLW',
    data: 'Personal Information Protection Commission (PPC)',
  },
  korea: {
    finance: 'FSC and FSS',
    health: 'Ministry of Food and Drug Safety (MFDS)',
    data: 'Personal Information Protection Commission (PIPC)',
  },
  china: { finance: 'PBoC and NFRA', health: 'NMPA', data: 'Cyberspace Administration of China (CAC)' },
  brazil: { finance: 'Banco Central do Brasil and CVM', health: 'ANVISA', data: 'ANPD' },
  mexico: { finance: 'CNBV and Banxico', health: 'COFEPRIS', data: 'INAI' },
  argentina: { finance: 'BCRA and CNV', health: 'ANMAT', data: 'AAIP' },
};

const FIELD_OF_SECTOR: Record<string, Field> = { fintech: 'finance', crypto: 'finance', healthcare: 'health' };

/** The regulators of a jurisdiction for this sector, data protection always included. */
export function regulatorsFor(jurisdiction: string, sector: string | null): string[] {
  const table = REGULATORS[jurisdiction];
  if (!table) return [];
  const field = sector ? FIELD_OF_SECTOR[sector] : undefined;
  return [
    ...(field && table[field]
      ? [`${table[field]} (${field === 'finance' ? 'financial services' : 'health products'})`]
      : []),
    ...(table.data ? [`${table.data} (personal data)`] : []),
  ];
}
