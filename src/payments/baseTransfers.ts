// Verifying a USDC payment on Base by transaction hash: the receipt must say success, and the USDC
// contract's Transfer logs to our payee say how much arrived. Also: finding the transaction that used an
// EIP-3009 authorization (AuthorizationUsed), to reconcile an x402 settlement whose answer was lost.
import { isAddressEqual, parseAbiItem, parseEventLogs, type Hash } from 'viem';
import { DomainError } from '../lib/errors.ts';
import { chainUnavailable, type BaseChain } from './chains.ts';

export interface VerifiedTransfer {
  network: 'base' | 'solana';
  txId: string;
  arrivedMicro: number;
  /** Whose USDC it was, when the logs say. */
  from: string | null;
  /** Who sent (and paid the fee of) the transaction: an x402 facilitator for x402 settlements. */
  sender: string;
  blockTime: Date;
  /** Base: the EIP-3009 authorizations (authorizer, nonce) this transaction spent on the USDC contract. */
  authorizations?: { authorizer: string; nonce: string }[];
  /** Solana: every account the transaction names (a Solana Pay reference among them). */
  accounts?: string[];
}

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const AUTHORIZATION_USED = parseAbiItem('event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)');
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

export async function verifyBaseTransfer(chain: BaseChain, txHash: string): Promise<VerifiedTransfer> {
  if (!TX_HASH.test(txHash))
    throw new DomainError('invalid_transaction_hash', 'A Base transaction hash is 0x followed by 64 hex digits.');
  const hash = txHash.toLowerCase() as Hash;
  let receipt;
  try {
    receipt = await chain.client.getTransactionReceipt({ hash });
  } catch (err) {
    if ((err as Error).name === 'TransactionReceiptNotFoundError')
      throw new DomainError(
        'transaction_not_found',
        `No transaction ${hash} on Base (yet): send it, wait for a block, then retry.`,
      );
    throw chainUnavailable('base', err);
  }
  if (receipt.status !== 'success')
    throw new DomainError('transaction_failed', `Transaction ${hash} failed on chain (reverted): it moved nothing.`);
  const transfers = parseEventLogs({ abi: [TRANSFER], logs: receipt.logs });
  const toPayee = transfers.filter((l) => isAddressEqual(l.args.to, chain.payee));
  const usdcToPayee = toPayee.filter((l) => isAddressEqual(l.address, chain.usdc));
  if (usdcToPayee.length === 0) {
    if (toPayee.length)
      throw new DomainError('payment_wrong_asset', `Transaction ${hash} paid a token other than USDC (${chain.usdc}).`);
    throw new DomainError('payment_wrong_recipient', `Transaction ${hash} moved no USDC to our payee ${chain.payee}.`);
  }
  const arrived = usdcToPayee.reduce((sum, l) => sum + l.args.value, 0n);
  let block;
  try {
    block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
  } catch (err) {
    throw chainUnavailable('base', err);
  }
  const authorizations = parseEventLogs({ abi: [AUTHORIZATION_USED], logs: receipt.logs })
    .filter((l) => isAddressEqual(l.address, chain.usdc))
    .map((l) => ({ authorizer: l.args.authorizer, nonce: l.args.nonce }));
  return {
    network: 'base',
    txId: hash,
    arrivedMicro: Number(arrived),
    from: usdcToPayee[0].args.from,
    sender: receipt.from,
    blockTime: new Date(Number(block.timestamp) * 1000),
    authorizations,
  };
}

/** Most RPCs cap eth_getLogs ranges; searches go in windows of this many blocks. */
const LOG_WINDOW = 10_000n;

/**
 * The transaction that spent this authorization and paid `value` to our payee, sent by one of the
 * facilitator's signers, searched from `fromBlock` to the newest block; or null. A transaction sent by
 * anyone else (the payer submitting his own authorization) is not our settlement.
 */
export async function findAuthorizationSettlement(
  chain: BaseChain,
  auth: { from: string; nonce: string; value: string },
  fromBlock: bigint,
  signers: string[],
): Promise<string | null> {
  const latest = await chain.client.getBlockNumber({ cacheTime: 0 }); // viem caches it by default
  for (let start = fromBlock; start <= latest; start += LOG_WINDOW) {
    const end = start + LOG_WINDOW - 1n < latest ? start + LOG_WINDOW - 1n : latest;
    const logs = await chain.client.getLogs({
      address: chain.usdc,
      event: AUTHORIZATION_USED,
      args: { authorizer: auth.from as `0x${string}`, nonce: auth.nonce as `0x${string}` },
      fromBlock: start,
      toBlock: end,
    });
    for (const log of logs) {
      const receipt = await chain.client.getTransactionReceipt({ hash: log.transactionHash });
      const paid = parseEventLogs({ abi: [TRANSFER], logs: receipt.logs }).some(
        (l) =>
          isAddressEqual(l.address, chain.usdc) &&
          isAddressEqual(l.args.from, auth.from as `0x${string}`) &&
          isAddressEqual(l.args.to, chain.payee) &&
          l.args.value === BigInt(auth.value),
      );
      const bySigner = signers.some((s) => s.startsWith('0x') && isAddressEqual(s as `0x${string}`, receipt.from));
      if (receipt.status === 'success' && paid && bySigner) return log.transactionHash;
    }
  }
  return null;
}

/** Where a first reconciliation starts: far enough back to cover the settlement attempt just made. */
export async function reconcileStartBlock(chain: BaseChain): Promise<bigint> {
  const latest = await chain.client.getBlockNumber({ cacheTime: 0 });
  return latest > 1_000n ? latest - 1_000n : 0n;
}

/** True once the newest block is past the authorization's validBefore: it can no longer be spent. */
export async function authorizationExpired(chain: BaseChain, validBefore: string): Promise<boolean> {
  const block = await chain.client.getBlock({ blockTag: 'latest' });
  return block.timestamp >= BigInt(validBefore);
}
