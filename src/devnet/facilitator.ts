// A local x402 facilitator: @x402/core's x402Facilitator with the exact schemes of @x402/evm (EIP-3009 on
// the anvil chain) and @x402/svm (the LiteSVM chain), for v2 (CAIP-2 ids) and v1 ('base', 'solana'),
// served over HTTP as POST /verify, POST /settle and GET /supported.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { x402Facilitator } from '@x402/core/facilitator';
import type { Network, PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/facilitator';
import { SettlementCache } from '@x402/svm';
import { ExactSvmScheme } from '@x402/svm/exact/facilitator';
import { ExactSvmSchemeV1 } from '@x402/svm/exact/v1/facilitator';
import { createWalletClient, http, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { base } from 'viem/chains';
import { baseAccounts, solanaAccounts } from './accounts.ts';
import type { SolanaChain } from './solanaChain.ts';
import { litesvmFacilitatorSigner } from './svmSigner.ts';

export const BASE_CAIP2 = 'eip155:8453';
export const SOLANA_CAIP2 = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

export function buildFacilitator(baseRpcUrl: string, solana: SolanaChain): x402Facilitator {
  const account = privateKeyToAccount(baseAccounts.facilitator.privateKey);
  // anvil mines at once: poll receipts every 50 ms instead of Base's 1 s default.
  const wallet = createWalletClient({ account, chain: base, transport: http(baseRpcUrl), pollingInterval: 50 }).extend(
    publicActions,
  );
  const evmSigner = toFacilitatorEvmSigner({ ...wallet, address: account.address } as never);
  const svmSigner = litesvmFacilitatorSigner(solana, solanaAccounts.feePayer);
  const svmSettlements = new SettlementCache();
  return new x402Facilitator()
    .register(BASE_CAIP2, new ExactEvmScheme(evmSigner))
    .registerV1('base' as Network, new ExactEvmSchemeV1(evmSigner))
    .register(SOLANA_CAIP2, new ExactSvmScheme(svmSigner, svmSettlements))
    .registerV1('solana' as Network, new ExactSvmSchemeV1(svmSigner, svmSettlements));
}

/** A /verify or /settle body; the facilitator's schemes check the payload and requirements themselves. */
interface FacilitatorRequest {
  paymentPayload?: PaymentPayload;
  paymentRequirements?: PaymentRequirements;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
}

export async function startFacilitatorServer(
  facilitator: x402Facilitator,
  port: number,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      if (req.method === 'GET' && req.url === '/supported') return send(200, facilitator.getSupported());
      if (req.method === 'POST' && (req.url === '/verify' || req.url === '/settle')) {
        const body = (await readJson(req)) as FacilitatorRequest | null;
        if (!body?.paymentPayload || !body?.paymentRequirements)
          return send(400, { error: 'paymentPayload and paymentRequirements are required' });
        const result =
          req.url === '/verify'
            ? await facilitator.verify(body.paymentPayload, body.paymentRequirements)
            : await facilitator.settle(body.paymentPayload, body.paymentRequirements);
        return send(200, result);
      }
      send(404, { error: 'not found' });
    } catch (err) {
      send(500, { error: err instanceof Error ? err.message : String(err) });
    }
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
