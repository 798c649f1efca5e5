// The facilitator's Solana signer over the local LiteSVM chain: it adds the fee payer's signature,
// simulates, lands and confirms exactly as @x402/svm's signer does against a validator's RPC.
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Address } from '@solana/kit';
import { TransactionOnchainFailureError, type FacilitatorSvmSigner } from '@x402/svm';
import type { SolanaChain } from './solanaChain.ts';

const fromBase64 = (tx: string) => new Uint8Array(Buffer.from(tx, 'base64'));
/** The signer's interface is asynchronous while LiteSVM answers at once; a throw still becomes a rejection. */
const promptly = <T>(work: () => T): Promise<T> => new Promise<T>((resolve) => resolve(work()));

export function litesvmFacilitatorSigner(chain: SolanaChain, feePayer: Keypair): FacilitatorSvmSigner {
  const address = feePayer.publicKey.toBase58() as Address;
  return {
    getAddresses: () => [address],

    signTransaction: (transaction, payer) =>
      promptly(() => {
        if (payer !== address) throw new Error(`no signer for fee payer ${payer}`);
        const tx = VersionedTransaction.deserialize(fromBase64(transaction));
        tx.sign([feePayer]);
        return Buffer.from(tx.serialize()).toString('base64');
      }),

    simulateTransaction: (transaction, _network, options) =>
      promptly(() => {
        chain.simulate(fromBase64(transaction), {
          sigVerify: options?.sigVerify,
          replaceRecentBlockhash: options?.replaceRecentBlockhash,
        });
      }),

    sendTransaction: (transaction) => promptly(() => chain.send(fromBase64(transaction))),

    confirmTransaction: (signature) =>
      promptly(() => {
        const landed = chain.transaction(signature);
        if (!landed) throw new Error(`transaction ${signature} not found`);
        if (landed.err)
          throw new TransactionOnchainFailureError(`transaction ${signature} failed: ${JSON.stringify(landed.err)}`);
      }),
  };
}
