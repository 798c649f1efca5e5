// A small Solana JSON-RPC endpoint over the LiteSVM chain: the methods the x402 clients (@x402/svm,
// x402 v1), @solana/web3.js and the service use, with the response shapes of a real validator.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicKey } from '@solana/web3.js';
import { getBase58Decoder, getBase58Encoder, type Address } from '@solana/kit';
import { SimulationFailed, type LandedTransaction, type SolanaChain } from './solanaChain.ts';
import { readMintDecimals, readTokenAccount } from './splLayouts.ts';

class RpcError extends Error {
  readonly code: number;
  readonly data?: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

const b58 = { encode: getBase58Decoder(), decode: getBase58Encoder() };
const GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuqCjGRQBTMh'; // mainnet-beta's, so the cluster looks like mainnet

function decodeWire(encoded: string, encoding = 'base58'): Uint8Array {
  return encoding === 'base64'
    ? new Uint8Array(Buffer.from(encoded, 'base64'))
    : new Uint8Array(b58.decode.encode(encoded));
}

function accountValue(chain: SolanaChain, address: string, encoding = 'base64') {
  if (!chain.publicKeyOk(address)) throw new RpcError(-32602, `Invalid param: ${address} is not a valid public key`);
  const account = chain.svm.getAccount(address as Address);
  if (!account.exists) return null;
  const data =
    encoding === 'base58'
      ? [b58.encode.decode(account.data), 'base58']
      : [Buffer.from(account.data).toString('base64'), 'base64'];
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  };
}

function transactionView(tx: LandedTransaction, encoding: string) {
  const meta = {
    err: tx.err,
    status: tx.err ? { Err: tx.err } : { Ok: null },
    fee: tx.signatures.length * 5000,
    preBalances: tx.preBalances,
    postBalances: tx.postBalances,
    preTokenBalances: tx.preTokenBalances,
    postTokenBalances: tx.postTokenBalances,
    logMessages: tx.logs,
    innerInstructions: [],
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: tx.computeUnits,
  };
  const keys = tx.accountKeys.map((k) => k.pubkey);
  let transaction: unknown;
  if (encoding === 'base64') {
    transaction = [Buffer.from(tx.wire).toString('base64'), 'base64'];
  } else if (encoding === 'jsonParsed') {
    transaction = {
      signatures: tx.signatures,
      message: {
        accountKeys: tx.accountKeys.map((k) => ({ ...k, source: 'transaction' })),
        instructions: tx.instructions.map((ix) => ({
          programId: keys[ix.programIdIndex],
          accounts: ix.accounts.map((i) => keys[i]),
          data: b58.encode.decode(ix.data),
          stackHeight: null,
        })),
        recentBlockhash: tx.recentBlockhash,
        addressTableLookups: [],
      },
    };
  } else {
    const signers = tx.accountKeys.filter((k) => k.signer);
    transaction = {
      signatures: tx.signatures,
      message: {
        header: {
          numRequiredSignatures: signers.length,
          numReadonlySignedAccounts: signers.filter((k) => !k.writable).length,
          numReadonlyUnsignedAccounts: tx.accountKeys.filter((k) => !k.signer && !k.writable).length,
        },
        accountKeys: keys,
        recentBlockhash: tx.recentBlockhash,
        addressTableLookups: [],
        instructions: tx.instructions.map((ix) => ({
          programIdIndex: ix.programIdIndex,
          accounts: ix.accounts,
          data: b58.encode.decode(ix.data),
          stackHeight: null,
        })),
      },
    };
  }
  return { slot: tx.slot, blockTime: tx.blockTime, version: 0, meta, transaction };
}

/** Positional JSON-RPC parameters, as a client sent them. */
type Handler = (chain: SolanaChain, params: unknown[]) => unknown;

/** The options object most methods take last; fields of the wrong type read as absent. */
interface RpcConfig {
  encoding?: string;
  skipPreflight?: boolean;
  sigVerify?: boolean;
  replaceRecentBlockhash?: boolean;
  before?: string;
  until?: string;
  limit?: number;
}

function param(value: unknown): string {
  if (typeof value !== 'string') throw new RpcError(-32602, 'Invalid params: expected a string');
  return value;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new RpcError(-32602, 'Invalid params: expected an array');
  return value;
}

function configOf(value: unknown): RpcConfig {
  const o = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const flag = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
  return {
    encoding: text(o.encoding),
    skipPreflight: flag(o.skipPreflight),
    sigVerify: flag(o.sigVerify),
    replaceRecentBlockhash: flag(o.replaceRecentBlockhash),
    before: text(o.before),
    until: text(o.until),
    limit: typeof o.limit === 'number' ? o.limit : undefined,
  };
}

const context = (chain: SolanaChain) => ({ slot: chain.slot(), apiVersion: '2.2.0' });

const methods: Record<string, Handler> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0-litesvm', 'feature-set': 0 }),
  getGenesisHash: () => GENESIS,
  getSlot: (c) => c.slot(),
  getBlockHeight: (c) => c.slot(),
  getLatestBlockhash: (c) => ({
    context: context(c),
    value: { blockhash: c.svm.latestBlockhash(), lastValidBlockHeight: c.slot() + 150 },
  }),
  isBlockhashValid: (c, [hash]) => ({ context: context(c), value: c.isRecentBlockhash(param(hash)) }),
  getMinimumBalanceForRentExemption: (c, [size]) =>
    Number(
      c.svm.minimumBalanceForRentExemption(BigInt(typeof size === 'number' || typeof size === 'string' ? size : 0)),
    ),
  getFeeForMessage: (c, [message]) => {
    const bytes = decodeWire(param(message), 'base64');
    return { context: context(c), value: c.feePerSignature * bytes[bytes[0] & 0x80 ? 1 : 0] }; // numRequiredSignatures, after v0's prefix
  },
  getBalance: (c, [address]) => ({ context: context(c), value: accountValue(c, param(address))?.lamports ?? 0 }),
  getAccountInfo: (c, [address, config]) => ({
    context: context(c),
    value: accountValue(c, param(address), configOf(config).encoding),
  }),
  getMultipleAccounts: (c, [addresses, config]) => ({
    context: context(c),
    value: list(addresses).map((a) => accountValue(c, param(a), configOf(config).encoding)),
  }),
  getTokenAccountBalance: (c, [address]) => {
    const account = c.svm.getAccount(param(address) as Address);
    const token = account.exists ? readTokenAccount(account.data) : null;
    if (!token) throw new RpcError(-32602, 'Invalid param: not a Token account');
    const mint = c.svm.getAccount(token.mint as Address);
    const decimals = mint.exists ? readMintDecimals(mint.data) : 0;
    const ui = Number(token.amount) / 10 ** decimals;
    return {
      context: context(c),
      value: { amount: token.amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) },
    };
  },
  sendTransaction: (c, [wire, options]) => {
    const config = configOf(options);
    return c.send(decodeWire(param(wire), config.encoding), { skipPreflight: config.skipPreflight });
  },
  simulateTransaction: (c, [wire, options]) => {
    const config = configOf(options);
    try {
      const result = c.simulate(decodeWire(param(wire), config.encoding), {
        sigVerify: config.sigVerify,
        replaceRecentBlockhash: config.replaceRecentBlockhash,
      });
      return {
        context: context(c),
        value: {
          err: null,
          logs: result.logs,
          accounts: null,
          unitsConsumed: result.unitsConsumed,
          returnData: null,
          innerInstructions: null,
        },
      };
    } catch (err) {
      if (!(err instanceof SimulationFailed)) throw err;
      return {
        context: context(c),
        value: {
          err: err.err,
          logs: err.logs,
          accounts: null,
          unitsConsumed: 0,
          returnData: null,
          innerInstructions: null,
        },
      };
    }
  },
  getSignatureStatuses: (c, [signatures]) => ({
    context: context(c),
    value: list(signatures).map((s) => {
      const tx = c.transaction(param(s));
      return (
        tx && {
          slot: tx.slot,
          confirmations: null,
          err: tx.err,
          status: tx.err ? { Err: tx.err } : { Ok: null },
          confirmationStatus: 'finalized',
        }
      );
    }),
  }),
  getTransaction: (c, [signature, config]) => {
    const tx = c.transaction(param(signature));
    return tx && transactionView(tx, typeof config === 'string' ? config : (configOf(config).encoding ?? 'json'));
  },
  getSignaturesForAddress: (c, [address, options]) => {
    const config = configOf(options);
    new PublicKey(param(address));
    let found = c.signaturesFor(param(address));
    if (config.before) found = found.slice(found.findIndex((t) => t.signature === config.before) + 1);
    if (config.until) {
      const i = found.findIndex((t) => t.signature === config.until);
      if (i >= 0) found = found.slice(0, i);
    }
    return found.slice(0, Math.min(config.limit ?? 1000, 1000)).map((t) => ({
      signature: t.signature,
      slot: t.slot,
      err: t.err,
      memo: null,
      blockTime: t.blockTime,
      confirmationStatus: 'finalized',
    }));
  },
};

function call(chain: SolanaChain, request: unknown) {
  const r = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
  const id = r.id ?? null;
  try {
    const method = typeof r.method === 'string' ? r.method : '';
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
    if (!handler) throw new RpcError(-32601, `Method not found: ${method}`);
    return { jsonrpc: '2.0', id, result: handler(chain, Array.isArray(r.params) ? (r.params as unknown[]) : []) };
  } catch (err) {
    if (err instanceof SimulationFailed)
      return {
        jsonrpc: '2.0',
        id,
        error: { code: -32002, message: err.message, data: { err: err.err, logs: err.logs } },
      };
    const e = err as { code?: number; message?: string; data?: unknown };
    return {
      jsonrpc: '2.0',
      id,
      error: { code: typeof e.code === 'number' ? e.code : -32602, message: e.message ?? String(err), data: e.data },
    };
  }
}

export async function startSolanaRpc(chain: SolanaChain, port: number): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
        return;
      }
      const answer = Array.isArray(body) ? body.map((r) => call(chain, r)) : call(chain, body);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
