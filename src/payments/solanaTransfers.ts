// Verifying a USDC payment on Solana by signature: getTransaction (jsonParsed) must show no error, and
// what arrived is the change in the USDC balances owned by our payee (by owner, not token account, so any
// of the payee's token accounts counts), from the transaction's pre- and post-token balances.
import { PublicKey, type ParsedTransactionWithMeta, type TokenBalance } from '@solana/web3.js';
import { DomainError } from '../lib/errors.ts';
import type { VerifiedTransfer } from './baseTransfers.ts';
import { chainUnavailable, type SolanaChain } from './chains.ts';

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/;

function ownedDelta(tx: ParsedTransactionWithMeta, owner: string, mint: string | null): bigint {
  const sum = (list: TokenBalance[] | null | undefined) =>
    (list ?? [])
      .filter((b) => b.owner === owner && (mint === null ? true : b.mint === mint))
      .reduce((total, b) => total + BigInt(b.uiTokenAmount.amount), 0n);
  return sum(tx.meta?.postTokenBalances) - sum(tx.meta?.preTokenBalances);
}

function otherMintArrived(tx: ParsedTransactionWithMeta, owner: string, mint: string): boolean {
  const mints = new Set(
    (tx.meta?.postTokenBalances ?? []).filter((b) => b.owner === owner && b.mint !== mint).map((b) => b.mint),
  );
  return [...mints].some((m) => ownedDelta(tx, owner, m) > 0n);
}

/** `mustInclude`: an account the transaction has to reference (a Solana Pay reference key). */
export async function verifySolanaTransfer(
  chain: SolanaChain,
  signature: string,
  opts: { mustInclude?: string } = {},
): Promise<VerifiedTransfer> {
  if (!SIGNATURE.test(signature))
    throw new DomainError('invalid_transaction_hash', 'A Solana transaction signature is 64–90 base58 characters.');
  let tx: ParsedTransactionWithMeta | null;
  try {
    tx = await chain.connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    });
  } catch (err) {
    throw chainUnavailable('solana', err);
  }
  if (!tx || !tx.meta)
    throw new DomainError(
      'transaction_not_found',
      `No confirmed transaction ${signature} on Solana (yet): wait for confirmation, then retry.`,
    );
  if (tx.meta.err !== null)
    throw new DomainError('transaction_failed', `Transaction ${signature} failed on chain: it moved nothing.`);
  if (opts.mustInclude && !tx.transaction.message.accountKeys.some((k) => k.pubkey.toBase58() === opts.mustInclude)) {
    throw new DomainError(
      'payment_wrong_recipient',
      `Transaction ${signature} does not carry this payment's reference.`,
    );
  }
  const arrived = ownedDelta(tx, chain.payee, chain.mint);
  if (arrived <= 0n) {
    if (otherMintArrived(tx, chain.payee, chain.mint))
      throw new DomainError(
        'payment_wrong_asset',
        `Transaction ${signature} paid a token other than USDC (${chain.mint}).`,
      );
    throw new DomainError(
      'payment_wrong_recipient',
      `Transaction ${signature} moved no USDC to our payee ${chain.payee}.`,
    );
  }
  const payerBalance = (tx.meta.preTokenBalances ?? []).find(
    (b) => b.mint === chain.mint && b.owner !== chain.payee && ownedDelta(tx, b.owner!, chain.mint) < 0n,
  );
  return {
    network: 'solana',
    txId: signature,
    arrivedMicro: Number(arrived),
    from: payerBalance?.owner ?? null,
    sender: tx.transaction.message.accountKeys[0]?.pubkey.toBase58() ?? '',
    blockTime: new Date((tx.blockTime ?? 0) * 1000),
    accounts: tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58()),
  };
}

/** How far back through the payer's history a reconciliation looks (newest first). */
const HISTORY_LIMIT = 1000;

/**
 * The landed transaction of an x402 payment whose settlement answer was lost: found in the payer's history
 * by the payer's own signature (the facilitator adds only the fee payer's; the message is unchanged), sent
 * by one of the facilitator's signers, paying our payee exactly `amountMicro`. Null when not found.
 */
export async function findSolanaSettlement(
  chain: SolanaChain,
  payment: { payer: string; payerSignature: string; amountMicro: number; sinceMs: number },
  signers: string[],
): Promise<string | null> {
  const entries = await chain.connection.getSignaturesForAddress(
    new PublicKey(payment.payer),
    { limit: HISTORY_LIMIT },
    'confirmed',
  );
  const since = Math.floor(payment.sinceMs / 1000) - 300; // clock skew between us and the cluster
  for (const entry of entries) {
    if (entry.blockTime && entry.blockTime < since) break;
    if (entry.err !== null) continue;
    const tx = await chain.connection.getParsedTransaction(entry.signature, {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    });
    if (!tx?.transaction.signatures.includes(payment.payerSignature)) continue;
    const transfer = await verifySolanaTransfer(chain, entry.signature).catch(() => null);
    if (transfer && transfer.arrivedMicro === payment.amountMicro && signers.includes(transfer.sender))
      return entry.signature;
  }
  return null;
}

/** True once the transaction's blockhash has expired: it can no longer land. */
export async function blockhashExpired(chain: SolanaChain, blockhash: string): Promise<boolean> {
  return !(await chain.connection.isBlockhashValid(blockhash, { commitment: 'confirmed' })).value;
}
