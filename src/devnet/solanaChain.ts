// The local Solana chain: LiteSVM (an in-process SVM) with USDC's mint at its real address, plus what a
// real validator keeps and LiteSVM does not: every landed transaction with its pre- and post-token
// balances, an index of signatures per account (getSignaturesForAddress), and a queue of recent
// blockhashes (a new one after each landed transaction; the last 150 stay valid, as on a cluster).
import { randomInt } from 'node:crypto';
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getBase58Decoder, getTransactionDecoder, type Address } from '@solana/kit';
import { SOLANA_USDC_MINT } from './accounts.ts';
import { readTokenAccount, readMintDecimals, TOKEN_PROGRAM } from './splLayouts.ts';

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}
export interface LandedTransaction {
  signature: string;
  slot: number;
  blockTime: number;
  wire: Uint8Array;
  accountKeys: { pubkey: string; signer: boolean; writable: boolean }[];
  instructions: { programIdIndex: number; accounts: number[]; data: Uint8Array }[];
  recentBlockhash: string;
  signatures: string[];
  err: unknown;
  logs: string[];
  computeUnits: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

export class SimulationFailed extends Error {
  readonly logs: string[];
  readonly err: unknown;
  constructor(err: unknown, logs: string[]) {
    super(`transaction simulation failed: ${JSON.stringify(err)}`);
    this.err = err;
    this.logs = logs;
  }
}

const base58 = getBase58Decoder();
const txDecoder = getTransactionDecoder();
const FEE_PER_SIGNATURE = 5000;
const RECENT_BLOCKHASHES = 150;

export function errorToJson(failure: FailedTransactionMetadata): unknown {
  const err = failure.err() as unknown as
    { index?: number; err?: () => { code?: number; toString(): string }; toString(): string } | number;
  if (typeof err === 'object' && err !== null && typeof err.index === 'number' && typeof err.err === 'function') {
    const inner = err.err();
    return {
      InstructionError: [
        err.index,
        typeof inner === 'object' && inner !== null && 'code' in inner ? { Custom: inner.code } : String(inner),
      ],
    };
  }
  return { TransactionError: String(err) };
}

export function createSolanaChain() {
  const svm = new LiteSVM().withBlockhashCheck(false); // the queue below is the check
  // A fresh chain each run: a random first blockhash, so signatures never repeat an earlier run's
  // (a persistent Redis remembers redeemed signatures forever).
  for (let i = randomInt(1, 65_536); i > 0; i--) svm.expireBlockhash();
  const history = new Map<string, LandedTransaction>();
  const byAddress = new Map<string, string[]>();
  const recentBlockhashes: string[] = [svm.latestBlockhash()];

  function nextBlockhash(): void {
    svm.expireBlockhash();
    recentBlockhashes.push(svm.latestBlockhash());
    if (recentBlockhashes.length > RECENT_BLOCKHASHES) recentBlockhashes.shift();
  }

  function checkBlockhash(wire: Uint8Array): void {
    const { recentBlockhash } = VersionedTransaction.deserialize(wire).message;
    if (!recentBlockhashes.includes(recentBlockhash)) throw new SimulationFailed('BlockhashNotFound', []);
  }

  function advanceClock(): { slot: number; blockTime: number } {
    const clock = svm.getClock();
    const blockTime = Math.floor(Date.now() / 1000);
    svm.setClock(
      new Clock(clock.slot + 1n, clock.epochStartTimestamp, clock.epoch, clock.leaderScheduleEpoch, BigInt(blockTime)),
    );
    return { slot: Number(clock.slot + 1n), blockTime };
  }

  function tokenBalances(keys: string[]): TokenBalance[] {
    const out: TokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const account = svm.getAccount(key as Address);
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM) return;
      const token = readTokenAccount(account.data);
      if (!token) return;
      const mint = svm.getAccount(token.mint as Address);
      const decimals = mint.exists ? readMintDecimals(mint.data) : 0;
      const ui = Number(token.amount) / 10 ** decimals;
      out.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: TOKEN_PROGRAM,
        uiTokenAmount: { amount: token.amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) },
      });
    });
    return out;
  }

  const lamports = (keys: string[]) => keys.map((k) => Number(svm.getBalance(k as Address) ?? 0n));

  function describe(wire: Uint8Array) {
    const tx = VersionedTransaction.deserialize(wire);
    const message = tx.message;
    const keys = message.staticAccountKeys.map((k) => k.toBase58());
    const h = message.header;
    const accountKeys = keys.map((pubkey, i) => {
      const signer = i < h.numRequiredSignatures;
      const writable = signer
        ? i < h.numRequiredSignatures - h.numReadonlySignedAccounts
        : i < keys.length - h.numReadonlyUnsignedAccounts;
      return { pubkey, signer, writable };
    });
    const instructions = message.compiledInstructions.map((ix) => ({
      programIdIndex: ix.programIdIndex,
      accounts: [...ix.accountKeyIndexes],
      data: ix.data,
    }));
    return {
      keys,
      accountKeys,
      instructions,
      recentBlockhash: message.recentBlockhash,
      signatures: tx.signatures.map((s) => base58.decode(s)),
    };
  }

  return {
    svm,
    TOKEN_PROGRAM,
    usdcMint: SOLANA_USDC_MINT,

    /** Runs the transaction without landing it; sigVerify false lets an unsigned fee-payer slot through. */
    simulate(
      wire: Uint8Array,
      opts: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
    ): { logs: string[]; unitsConsumed: number } {
      const tx = txDecoder.decode(wire);
      if (!opts.replaceRecentBlockhash) checkBlockhash(wire);
      svm.withSigverify(opts.sigVerify ?? false);
      try {
        const result = svm.simulateTransaction(tx);
        if (result instanceof FailedTransactionMetadata)
          throw new SimulationFailed(errorToJson(result), result.meta().logs());
        const meta = result.meta();
        return { logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
      } finally {
        svm.withSigverify(true);
      }
    },

    /** Lands a fully signed transaction. With preflight a failing one is refused; without, it lands as failed (as on a validator). */
    send(wire: Uint8Array, opts: { skipPreflight?: boolean } = {}): string {
      if (!opts.skipPreflight) this.simulate(wire, { sigVerify: true });
      checkBlockhash(wire);
      const info = describe(wire);
      const signature = info.signatures[0];
      if (history.has(signature)) return signature;
      const preTokenBalances = tokenBalances(info.keys);
      const preBalances = lamports(info.keys);
      const { slot, blockTime } = advanceClock();
      const result = svm.sendTransaction(txDecoder.decode(wire));
      const failed = result instanceof FailedTransactionMetadata;
      const meta: TransactionMetadata = failed ? result.meta() : result;
      if (
        failed &&
        /AlreadyProcessed|BlockhashNotFound|SignatureFailure|AccountNotFound/.test(String(result.toString()))
      ) {
        throw new SimulationFailed(errorToJson(result), meta.logs());
      }
      history.set(signature, {
        signature,
        slot,
        blockTime,
        wire,
        ...info,
        err: failed ? errorToJson(result) : null,
        logs: meta.logs(),
        computeUnits: Number(meta.computeUnitsConsumed()),
        preBalances,
        postBalances: lamports(info.keys),
        preTokenBalances,
        postTokenBalances: tokenBalances(info.keys),
      });
      for (const key of info.keys) byAddress.set(key, [signature, ...(byAddress.get(key) ?? [])]);
      nextBlockhash();
      return signature;
    },

    transaction: (signature: string) => history.get(signature) ?? null,
    isRecentBlockhash: (hash: string) => recentBlockhashes.includes(hash),
    signaturesFor: (address: string) => (byAddress.get(address) ?? []).map((s) => history.get(s)!),
    feePerSignature: FEE_PER_SIGNATURE,
    slot: () => Number(svm.getClock().slot),
    publicKeyOk: (value: string) => {
      try {
        return new PublicKey(value).toBase58() === value;
      } catch {
        return false;
      }
    },
  };
}

export type SolanaChain = ReturnType<typeof createSolanaChain>;
