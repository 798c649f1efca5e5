// USDC on the local Solana chain: the mint written at the real mint address, a token account (the
// associated one) for each payer with 1,000 test USDC and an empty one for the payee (x402's exact scheme
// requires the payee's account to exist), and SOL for fees.
import { PublicKey } from '@solana/web3.js';
import type { Address, Lamports } from '@solana/kit';
import { FUNDING_MICRO, SOLANA_USDC_MINT, solanaAccounts } from './accounts.ts';
import type { SolanaChain } from './solanaChain.ts';
import { TOKEN_PROGRAM, associatedTokenAddress, encodeMint, encodeTokenAccount } from './splLayouts.ts';

const SOL = 1_000_000_000n;

export function installSolanaUsdc(chain: SolanaChain): void {
  const { svm } = chain;
  const mint = new PublicKey(SOLANA_USDC_MINT);
  const rent = (size: number) => svm.minimumBalanceForRentExemption(BigInt(size)) as Lamports;
  const write = (address: PublicKey, data: Uint8Array) =>
    svm.setAccount({
      address: address.toBase58() as Address,
      data,
      executable: false,
      lamports: rent(data.length),
      programAddress: TOKEN_PROGRAM as Address,
      space: BigInt(data.length),
    });

  const payers = solanaAccounts.payers.map((k) => k.publicKey);
  write(
    mint,
    encodeMint({
      supply: FUNDING_MICRO * BigInt(payers.length),
      decimals: 6,
      mintAuthority: solanaAccounts.mintAuthority.publicKey,
    }),
  );
  for (const owner of payers)
    write(associatedTokenAddress(owner, mint), encodeTokenAccount({ mint, owner, amount: FUNDING_MICRO }));
  write(
    associatedTokenAddress(solanaAccounts.payee.publicKey, mint),
    encodeTokenAccount({ mint, owner: solanaAccounts.payee.publicKey, amount: 0n }),
  );

  for (const owner of [...payers, solanaAccounts.feePayer.publicKey, solanaAccounts.mintAuthority.publicKey]) {
    svm.airdrop(owner.toBase58() as Address, (100n * SOL) as Lamports);
  }
}
