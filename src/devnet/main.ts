// `npm run devnet`: local Base (anvil, chain id 8453, test USDC at the real address), local Solana
// (LiteSVM behind a JSON-RPC endpoint, USDC mint at the real address) and a local x402 facilitator.
// Prints the environment the service needs as KEY=VALUE lines, then `devnet ready`; runs until stopped.
// Ports: DEVNET_ANVIL_PORT (8545), DEVNET_SOLANA_PORT (8899), DEVNET_FACILITATOR_PORT (8403); 0 picks a free one.
import { getBase58Decoder } from '@solana/kit';
import { BASE_CHAIN_ID, BASE_USDC, SOLANA_USDC_MINT, baseAccounts, solanaAccounts } from './accounts.ts';
import { startAnvil } from './anvil.ts';
import { installBaseUsdc } from './baseToken.ts';
import { buildFacilitator, startFacilitatorServer } from './facilitator.ts';
import { createSolanaChain } from './solanaChain.ts';
import { startSolanaRpc } from './solanaRpc.ts';
import { installSolanaUsdc } from './solanaUsdc.ts';

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};

/** DEVNET_PARENT_PID (set by the tests): stop when that process is gone, so a killed test run leaves no chains behind. */
function watchParent(onGone: () => void): void {
  const parent = Number(process.env.DEVNET_PARENT_PID);
  if (!Number.isInteger(parent) || parent <= 0) return;
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      onGone();
    }
  }, 2000).unref();
}

async function main(): Promise<void> {
  const anvil = await startAnvil(port('DEVNET_ANVIL_PORT', 8545));
  const stopAll: (() => Promise<void> | void)[] = [() => anvil.stop()];
  const stop = async (code: number) => {
    for (const fn of stopAll.reverse()) await Promise.resolve(fn()).catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    await installBaseUsdc(anvil.url);
    const solana = createSolanaChain();
    installSolanaUsdc(solana);
    const rpc = await startSolanaRpc(solana, port('DEVNET_SOLANA_PORT', 8899));
    stopAll.push(() => {
      rpc.server.close();
      rpc.server.closeAllConnections();
    });
    const facilitator = await startFacilitatorServer(
      buildFacilitator(anvil.url, solana),
      port('DEVNET_FACILITATOR_PORT', 8403),
    );
    stopAll.push(() => {
      facilitator.server.close();
      facilitator.server.closeAllConnections();
    });

    const secret = getBase58Decoder();
    const env: Record<string, string> = {
      FACILITATOR_URL: facilitator.url,
      BASE_RPC_URL: anvil.url,
      SOLANA_RPC_URL: rpc.url,
      PAYEE_BASE: baseAccounts.payee.address,
      PAYEE_SOLANA: solanaAccounts.payee.publicKey.toBase58(),
      BASE_USDC_ADDRESS: BASE_USDC,
      SOLANA_USDC_MINT,
      BASE_CHAIN_ID: String(BASE_CHAIN_ID),
      // Test wallets with 1,000 test USDC each (and gas): public keys, not secrets worth anything.
      DEVNET_BASE_PAYERS: baseAccounts.payers.map((a) => a.address).join(','),
      DEVNET_BASE_PAYER_KEYS: baseAccounts.payers.map((a) => a.privateKey).join(','),
      DEVNET_SOLANA_PAYERS: solanaAccounts.payers.map((k) => k.publicKey.toBase58()).join(','),
      DEVNET_SOLANA_PAYER_KEYS: solanaAccounts.payers.map((k) => secret.decode(k.secretKey)).join(','),
      DEVNET_SOLANA_FEE_PAYER: solanaAccounts.feePayer.publicKey.toBase58(),
    };
    for (const [key, value] of Object.entries(env)) process.stdout.write(`${key}=${value}\n`);
    process.stdout.write('devnet ready\n');
    watchParent(() => void stop(0));
  } catch (err) {
    process.stderr.write(`devnet could not start: ${err instanceof Error ? err.stack : String(err)}\n`);
    await stop(1);
  }
}

void main();
