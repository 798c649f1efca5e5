// The few SPL Token layouts the devnet and the tests need, written out by hand (Mint: 82 bytes, token
// account: 165 bytes, TransferChecked: instruction 12) so nothing depends on a transitive package.
import { PublicKey, TransactionInstruction } from '@solana/web3.js';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;

export function encodeMint(opts: { supply: bigint; decimals: number; mintAuthority: PublicKey }): Uint8Array {
  const b = Buffer.alloc(MINT_SIZE);
  b.writeUInt32LE(1, 0);
  opts.mintAuthority.toBuffer().copy(b, 4);
  b.writeBigUInt64LE(opts.supply, 36);
  b[44] = opts.decimals;
  b[45] = 1; // initialized; no freeze authority
  return b;
}

export function encodeTokenAccount(opts: { mint: PublicKey; owner: PublicKey; amount: bigint }): Uint8Array {
  const b = Buffer.alloc(TOKEN_ACCOUNT_SIZE);
  opts.mint.toBuffer().copy(b, 0);
  opts.owner.toBuffer().copy(b, 32);
  b.writeBigUInt64LE(opts.amount, 64);
  b[108] = 1; // AccountState::Initialized
  return b;
}

export function readTokenAccount(data: Uint8Array): { mint: string; owner: string; amount: bigint } | null {
  if (data.length !== TOKEN_ACCOUNT_SIZE || data[108] === 0) return null;
  const b = Buffer.from(data);
  return {
    mint: new PublicKey(b.subarray(0, 32)).toBase58(),
    owner: new PublicKey(b.subarray(32, 64)).toBase58(),
    amount: b.readBigUInt64LE(64),
  };
}

export function readMintDecimals(data: Uint8Array): number {
  return data.length >= MINT_SIZE ? data[44] : 0;
}

export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), new PublicKey(TOKEN_PROGRAM).toBuffer(), mint.toBuffer()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
  )[0];
}

/** TransferChecked; `extraKeys` are appended read-only (Solana Pay puts its reference key there). */
export function transferCheckedInstruction(opts: {
  source: PublicKey;
  mint: PublicKey;
  destination: PublicKey;
  owner: PublicKey;
  amount: bigint;
  decimals: number;
  extraKeys?: PublicKey[];
}): TransactionInstruction {
  const data = Buffer.alloc(10);
  data[0] = 12;
  data.writeBigUInt64LE(opts.amount, 1);
  data[9] = opts.decimals;
  return new TransactionInstruction({
    programId: new PublicKey(TOKEN_PROGRAM),
    keys: [
      { pubkey: opts.source, isSigner: false, isWritable: true },
      { pubkey: opts.mint, isSigner: false, isWritable: false },
      { pubkey: opts.destination, isSigner: false, isWritable: true },
      { pubkey: opts.owner, isSigner: true, isWritable: false },
      ...(opts.extraKeys ?? []).map((pubkey) => ({ pubkey, isSigner: false, isWritable: false })),
    ],
    data,
  });
}
