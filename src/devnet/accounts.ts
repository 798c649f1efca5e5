// The devnet's well-known keys. Base: anvil's public test mnemonic (every Foundry user knows these keys).
// Solana: keys derived from fixed seeds, so every run has the same addresses. None of them may ever
// hold real money; they are printed on purpose.
import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { mnemonicToAccount } from 'viem/accounts';
import { bytesToHex } from 'viem';

export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const;
export const SOLANA_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const BASE_CHAIN_ID = 8453;
/** Test USDC given to each payer account, in micro-USDC (1,000 USDC). */
export const FUNDING_MICRO = 1_000_000_000n;
export const PAYER_COUNT = 3;

export interface BaseAccount {
  address: `0x${string}`;
  privateKey: `0x${string}`;
}

function anvilAccount(index: number): BaseAccount {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
  return { address: account.address, privateKey: bytesToHex(account.getHdKey().privateKey!) };
}

/** Accounts 0–2 pay (anvil gives them ETH for gas); 9 is the facilitator's gas wallet; 10 (no ETH) is the payee. */
export const baseAccounts = {
  payers: Array.from({ length: PAYER_COUNT }, (_, i) => anvilAccount(i)),
  facilitator: anvilAccount(9),
  payee: anvilAccount(10),
};

function seededKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`intel-graph devnet:${label}`).digest());
}

export const solanaAccounts = {
  payers: Array.from({ length: PAYER_COUNT }, (_, i) => seededKeypair(`payer:${i}`)),
  payee: seededKeypair('payee'),
  feePayer: seededKeypair('facilitator-fee-payer'),
  mintAuthority: seededKeypair('usdc-mint-authority'),
};
