// Schema.org JSON-LD: the most reliable facts a company page states about itself (name,
// founding date, headcount, profiles, prices). Pages nest it in arrays, @graph and sub-objects,
// and often break it; we walk what parses and skip what does not.

export interface OrganizationFacts {
  name: string | null;
  legalName: string | null;
  description: string | null;
  url: string | null;
  foundingDate: string | null;
  /** A number, or a band such as "51-200" when the page gives minValue/maxValue. */
  numberOfEmployees: string | null;
  sameAs: string[];
  country: string | null;
}

export interface ProductFacts {
  name: string | null;
  description: string | null;
  category: string | null;
  offers: { price: string | null; priceCurrency: string | null; name: string | null }[];
}

export interface JsonLdFacts {
  organization: OrganizationFacts | null;
  products: ProductFacts[];
}

type Node = Record<string, unknown>;

const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineBusiness',
  'OnlineStore',
  'NGO',
  'NewsMediaOrganization',
  'EducationalOrganization',
  'MedicalOrganization',
]);
const PRODUCT_TYPES = new Set([
  'Product',
  'SoftwareApplication',
  'WebApplication',
  'MobileApplication',
  'Service',
  'FinancialProduct',
  'BankAccount',
]);
const MAX_DEPTH = 6;
const MAX_NODES = 200;
const MAX_OFFERS = 10;
const MAX_PRODUCTS = 10;

function text(value: unknown, max = 500): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function types(node: Node): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** Every object in the document, depth-first, bounded. */
function nodes(root: unknown): Node[] {
  const found: Node[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || found.length >= MAX_NODES || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    found.push(value as Node);
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(root, 0);
  return found;
}

function employees(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'string') return text(value, 40);
  if (value && typeof value === 'object') {
    const quantity = value as Node;
    if (quantity.value !== undefined) return text(quantity.value, 40);
    const min = text(quantity.minValue, 20);
    const max = text(quantity.maxValue, 20);
    if (min || max) return `${min ?? ''}-${max ?? ''}`;
  }
  return null;
}

function organization(node: Node): OrganizationFacts {
  const address = list(node.address)[0] as Node | undefined;
  return {
    name: text(node.name, 200),
    legalName: text(node.legalName, 200),
    description: text(node.description),
    url: text(node.url, 500),
    foundingDate: text(node.foundingDate, 40),
    numberOfEmployees: employees(node.numberOfEmployees),
    sameAs: list(node.sameAs)
      .map((s) => text(s, 500))
      .filter((s): s is string => !!s && /^https?:\/\//.test(s))
      .slice(0, 20),
    country:
      address && typeof address === 'object'
        ? (text(address.addressCountry, 60) ?? text((address.addressCountry as Node | undefined)?.name, 60))
        : null,
  };
}

function product(node: Node): ProductFacts {
  const offers = list(node.offers).flatMap((offer) => {
    if (!offer || typeof offer !== 'object') return [];
    const o = offer as Node;
    // AggregateOffer gives a range; its nested offers, when present, are listed too.
    const price =
      text(o.price, 40) ?? (o.lowPrice !== undefined ? `${text(o.lowPrice, 20)}-${text(o.highPrice, 20) ?? ''}` : null);
    return [{ price, priceCurrency: text(o.priceCurrency, 10), name: text(o.name, 120) }];
  });
  return {
    name: text(node.name, 200),
    description: text(node.description),
    category: text(node.applicationCategory ?? node.category, 120),
    offers: offers.slice(0, MAX_OFFERS),
  };
}

/** Parses each <script type="application/ld+json"> body and keeps the first organization and the products. */
export function readJsonLd(scripts: string[]): JsonLdFacts {
  let org: OrganizationFacts | null = null;
  const products: ProductFacts[] = [];
  for (const script of scripts) {
    let document: unknown;
    try {
      document = JSON.parse(script);
    } catch {
      continue;
    }
    for (const node of nodes(document)) {
      const nodeTypes = types(node);
      if (!org && nodeTypes.some((t) => ORGANIZATION_TYPES.has(t))) org = organization(node);
      else if (products.length < MAX_PRODUCTS && nodeTypes.some((t) => PRODUCT_TYPES.has(t)))
        products.push(product(node));
    }
  }
  return { organization: org, products };
}
