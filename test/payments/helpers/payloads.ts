// Payment headers built by hand with the x402 client libraries, for the replay, duplicate and tamper tests
// (the fetch wrappers send a payment once; these let a test send the same one again, or alter it).
import { x402Client } from '@x402/core/client';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/client';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { createKeyPairSignerFromBytes, getBase58Encoder } from '@solana/kit';
import { privateKeyToAccount } from 'viem/accounts';
import type { PaymentPayload, PaymentPayloadV1, PaymentRequired } from '@x402/core/types';
import type { Challenge } from '../../../src/operations/shapes/envelopes.ts';
import type { ExactEIP3009Payload } from '@x402/evm';
import type { ExactSvmPayloadV2 } from '@x402/svm';
import type { Devnet } from './devnet.ts';

/** A decoded x402 payment on Base (an EIP-3009 authorization) or on Solana (a partly signed transaction). */
export type EvmPayment = Omit<PaymentPayload, 'payload'> & { payload: ExactEIP3009Payload };
export type EvmPaymentV1 = Omit<PaymentPayloadV1, 'payload'> & { payload: ExactEIP3009Payload };
export type SvmPayment = Omit<PaymentPayload, 'payload'> & { payload: ExactSvmPayloadV2 };

/** A response body as JSON, read as the shape the test names (`read<ErrorEnvelope>(res)`). */
export const read = <T>(res: Response): Promise<T> => res.json() as Promise<T>;
export const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
/** A base64 JSON header value (a payment payload, a challenge), read as the shape the test names. */
export const decode = <T>(value: string): T => JSON.parse(Buffer.from(value, 'base64').toString()) as T;

/** The challenge of a paid resource, as a client reads it (GET answers with the standard price). */
export async function challenge(url: string, body?: unknown): Promise<{ v1: Challenge; v2: PaymentRequired }> {
  const res =
    body === undefined
      ? await fetch(url)
      : await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
  if (res.status !== 402) throw new Error(`expected 402, got ${res.status}`);
  return { v1: await read<Challenge>(res), v2: decode<PaymentRequired>(res.headers.get('payment-required')!) };
}

export function payloadBuilder(devnet: Devnet, payer = 0) {
  const account = privateKeyToAccount(devnet.basePayerKeys[payer]);
  return {
    /** A v2 PAYMENT-SIGNATURE value for the first option on `network` of the challenge. */
    async v2(paymentRequired: PaymentRequired, network: 'base' | 'solana'): Promise<string> {
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
      const accepts = paymentRequired.accepts.filter((a) =>
        a.network.startsWith(network === 'base' ? 'eip155:' : 'solana:'),
      );
      const payload: PaymentPayload = await client.createPaymentPayload({ ...paymentRequired, accepts });
      return encode(payload);
    },
    /** A v1 X-PAYMENT value (EIP-3009 on Base) for the challenge's Base option. */
    async v1Base(body402: Challenge): Promise<string> {
      const client = new x402Client().registerV1('base', new ExactEvmSchemeV1(account));
      // The client takes a v1 challenge through its v2 type (it branches on x402Version); v1 networks are
      // plain names ('base'), which that type's `a:b` network does not describe.
      const v1 = { x402Version: 1, accepts: body402.accepts.filter((a) => a.network === 'base') };
      return encode(await client.createPaymentPayload(v1 as unknown as PaymentRequired));
    },
  };
}
