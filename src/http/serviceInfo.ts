// The one description of the service that the overview, /pricing, the OpenAPI document and the
// discovery documents are generated from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleDir } from '../lib/paths.ts';

export const INTERFACE_VERSION = '4.5.1';
const PACKAGE = JSON.parse(readFileSync(join(moduleDir(import.meta.url), '..', '..', 'package.json'), 'utf8')) as {
  version: string;
  license?: string;
};
export const BUILD_VERSION: string = PACKAGE.version;
/** The SPDX licence of the package, for the OpenAPI document. */
export const LICENSE: string | undefined = PACKAGE.license;

export const SERVICE = {
  name: 'intel-graph',
  title: 'Competitive Intelligence Graph',
  description:
    'Competitive intelligence for autonomous agents: give a URL or a description of a company, product or market and get ' +
    'positioning, target customer, value props, pain points, competitors, unique angle, sources, market score, signals, ' +
    'trend and mode-specific insight, backed by a competitive graph in Neo4j. Paid per call in USDC over x402 (Base, Solana), ' +
    'with prepaid API keys, trial keys or time-limited plans.',
  networks: ['base-mainnet', 'solana-mainnet'],
  paymentProtocol: 'x402',
};
