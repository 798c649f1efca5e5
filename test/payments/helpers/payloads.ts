// Payment headers built by hand with the x402 client libraries, for the replay, duplicate and tamper tests
// (the fetch wrappers send a payment once; these let a test send the same one again, or alter it).
import { x402Client } from '@x402/core/client';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/client';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { createKeyPairSignerFromBytes, getBase58Encoder } from '@solana/kit';
import { privateKeyToAccount } from 'viem/accounts';
import type { Devnet } from './devnet.ts';

/** A response body as JSON (any: tests look into it freely). */
export const read = (res: Response): Promise<any> => res.json();
export const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
export const decode = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString());

/** The challenge of a paid resource, as a client reads it (GET answers with the standard price). */
export async function challenge(url: string, body?: unknown): Promise<{ v1: any; v2: any }> {
  const res =
    body === undefined
      ? await fetch(url)
      : await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
  if (res.status !== 402) throw new Error(`expected 402, got ${res.status}`);
  return { v1: await read(res), v2: decode(res.headers.get('payment-required')!) };
}

export function payloadBuilder(devnet: Devnet, payer = 0) {
  const account = privateKeyToAccount(devnet.basePayerKeys[payer]);
  return {
    /** A v2 PAYMENT-SIGNATURE value for the first option on `network` of the challenge. */
    async v2(paymentRequired: any, network: 'base' | 'solana'): Promise<string> {
      const client = new x402Client();
      if (network === 'base') client.register('eip155:*', new ExactEvmScheme(account));
      else
        client.register(
          'solana:*',
          new ExactSvmScheme(
            await createKeyPairSignerFromBytes(getBase58Encoder().encode(devnet.solanaPayerKeys[payer])),
            { rpcUrl: devnet.env.SOLANA_RPC_URL },
          ),
        );
      const accepts = paymentRequired.accepts.filter((a: any) =>
        a.network.startsWith(network === 'base' ? 'eip155:' : 'solana:'),
      );
      return encode(await client.createPaymentPayload({ ...paymentRequired, accepts }));
    },
    /** A v1 X-PAYMENT value (EIP-3009 on Base) for the challenge's Base option. */
    async v1Base(body402: any): Promise<string> {
      const client = new x402Client().registerV1('base', new ExactEvmSchemeV1(account));
      return encode(
        await client.createPaymentPayload({
          x402Version: 1,
          accepts: body402.accepts.filter((a: any) => a.network === 'base'),
        } as any),
      );
    },
  };
}
