// The test USDC on the local Base chain: TestUSDC.sol compiled with solc-js (no compiler download), its
// runtime code placed at the real Base USDC address with anvil_setCode, and the payers funded.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import solc from 'solc';
import { createTestClient, createWalletClient, http, publicActions, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { base } from 'viem/chains';
import { moduleDir } from '../lib/paths.ts';
import { BASE_USDC, FUNDING_MICRO, baseAccounts } from './accounts.ts';

export interface CompiledToken {
  abi: Abi;
  runtimeCode: Hex;
}

/** solc-js ships no types: its compile() takes and returns standard JSON as text. */
interface SolcJs {
  compile(input: string): string;
}

/** The parts of solc's standard JSON output read here. */
interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { deployedBytecode: { object: string } } }>>;
}

export function compileTestUsdc(): CompiledToken {
  const source = readFileSync(join(moduleDir(import.meta.url), 'TestUSDC.sol'), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { 'TestUSDC.sol': { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse((solc as SolcJs).compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(`TestUSDC.sol: ${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contract = output.contracts['TestUSDC.sol'].TestUSDC;
  return { abi: contract.abi, runtimeCode: `0x${contract.evm.deployedBytecode.object}` };
}

/** Places the token at the USDC address and gives each payer 1,000 test USDC. */
export async function installBaseUsdc(rpcUrl: string): Promise<CompiledToken> {
  const token = compileTestUsdc();
  const test = createTestClient({ mode: 'anvil', chain: base, transport: http(rpcUrl) });
  // A fresh chain each run: random account nonces, so transaction hashes never repeat an earlier run's
  // (a persistent Redis remembers redeemed hashes forever).
  for (const account of [...baseAccounts.payers, baseAccounts.facilitator]) {
    await test.setNonce({ address: account.address, nonce: randomInt(1, 2 ** 40) });
  }
  await test.setCode({ address: BASE_USDC, bytecode: token.runtimeCode });
  const wallet = createWalletClient({
    chain: base,
    transport: http(rpcUrl),
    account: privateKeyToAccount(baseAccounts.facilitator.privateKey),
  }).extend(publicActions);
  for (const payer of baseAccounts.payers) {
    const hash = await wallet.writeContract({
      address: BASE_USDC,
      abi: token.abi,
      functionName: 'mint',
      args: [payer.address, FUNDING_MICRO],
    });
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`minting test USDC to ${payer.address} failed`);
  }
  return token;
}
