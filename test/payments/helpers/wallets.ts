// What a payer does, with real clients against the devnet: x402 v2 (@x402/fetch) and v1 (x402-fetch)
// on Base and Solana, plain USDC transfers, balances read back from each chain, and decoy tokens.
import { wrapFetchWithPayment as wrapV2, x402Client } from '@x402/fetch';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { wrapFetchWithPayment as wrapV1, createSigner } from 'x402-fetch';
import { createKeyPairSignerFromBytes, getBase58Encoder } from '@solana/kit';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseAbi,
  type Hash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { base } from 'viem/chains';
import { TOKEN_PROGRAM, associatedTokenAddress, transferCheckedInstruction } from '../../../src/devnet/splLayouts.ts';
import type { Devnet } from './devnet.ts';
import type { SettleResponse } from '@x402/core/types';
import type { ExactEIP3009Payload } from '@x402/evm';

const ERC20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address,uint256) returns (bool)',
  'function mint(address,uint256)',
  'function transferWithAuthorization(address,address,uint256,uint256,uint256,bytes32,bytes)',
]);

export function wallets(devnet: Devnet) {
  const { env } = devnet;
  const usdc = env.BASE_USDC_ADDRESS as `0x${string}`;
  const mint = new PublicKey(env.SOLANA_USDC_MINT);
  const publicClient = createPublicClient({ chain: base, transport: http(env.BASE_RPC_URL), pollingInterval: 50 });
  const connection = new Connection(env.SOLANA_RPC_URL, 'confirmed');
  const solanaKeypair = (i: number) =>
    Keypair.fromSecretKey(new Uint8Array(getBase58Encoder().encode(devnet.solanaPayerKeys[i])));
  const wallet = (i: number) =>
    createWalletClient({
      chain: base,
      transport: http(env.BASE_RPC_URL),
      account: privateKeyToAccount(devnet.basePayerKeys[i]),
      pollingInterval: 50,
    });

  async function sendSolana(
    payer: Keypair,
    instructions: TransactionInstruction[],
    opts: { skipPreflight?: boolean; signers?: Keypair[] } = {},
  ): Promise<string> {
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions,
      }).compileToV0Message(),
    );
    tx.sign([payer, ...(opts.signers ?? [])]);
    return connection.sendRawTransaction(tx.serialize(), { skipPreflight: opts.skipPreflight ?? false });
  }

  return {
    connection,
    publicClient,
    solanaPayer: solanaKeypair,
    basePayer: (i: number) => privateKeyToAccount(devnet.basePayerKeys[i]).address,

    /** x402 v2 with @x402/fetch, one network registered so the client pays there. */
    v2Fetch(network: 'base' | 'solana', payer = 0) {
      const client = new x402Client();
      return (async () => {
        if (network === 'base')
          client.register('eip155:*', new ExactEvmScheme(privateKeyToAccount(devnet.basePayerKeys[payer])));
        else
          client.register(
            'solana:*',
            new ExactSvmScheme(
              await createKeyPairSignerFromBytes(getBase58Encoder().encode(devnet.solanaPayerKeys[payer])),
              { rpcUrl: env.SOLANA_RPC_URL },
            ),
          );
        return wrapV2(fetch, client);
      })();
    },

    /** x402 v1 with x402-fetch (the most installed client); maxValue in atomic units. */
    async v1Fetch(network: 'base' | 'solana', payer = 0, maxValue = 2_000_000n) {
      const signer =
        network === 'base'
          ? await createSigner('base', devnet.basePayerKeys[payer])
          : await createSigner('solana', devnet.solanaPayerKeys[payer]);
      return wrapV1(fetch, signer, maxValue, undefined, { svmConfig: { rpcUrl: env.SOLANA_RPC_URL } });
    },

    baseUsdc: async (owner: string) =>
      Number(
        await publicClient.readContract({
          address: usdc,
          abi: ERC20,
          functionName: 'balanceOf',
          args: [owner as `0x${string}`],
        }),
      ),
    solanaUsdc: async (owner: string) =>
      Number(
        (await connection.getTokenAccountBalance(associatedTokenAddress(new PublicKey(owner), mint))).value.amount,
      ),

    /** A plain ERC-20 transfer on Base (token: the test USDC unless a decoy is named). */
    async sendBaseUsdc(payer: number, to: string, amount: number, token: `0x${string}` = usdc): Promise<Hash> {
      const hash = await wallet(payer).writeContract({
        address: token,
        abi: ERC20,
        functionName: 'transfer',
        args: [to as `0x${string}`, BigInt(amount)],
      });
      await publicClient.waitForTransactionReceipt({ hash });
      return hash;
    },
    /** Submits an x402 payload's EIP-3009 authorization on chain from account `sender` (anyone may relay it). */
    async submitAuthorization(sender: number, payload: ExactEIP3009Payload): Promise<Hash> {
      const a = payload.authorization;
      if (!payload.signature) throw new Error('the authorization is not signed');
      const hash = await wallet(sender).writeContract({
        address: usdc,
        abi: ERC20,
        functionName: 'transferWithAuthorization',
        args: [a.from, a.to, BigInt(a.value), BigInt(a.validAfter), BigInt(a.validBefore), a.nonce, payload.signature],
      });
      await publicClient.waitForTransactionReceipt({ hash });
      return hash;
    },
    /** A transfer of more than the balance, sent with a fixed gas limit so it is mined and reverts. */
    async sendRevertingBaseTransfer(payer: number, to: string): Promise<Hash> {
      const data = encodeFunctionData({
        abi: ERC20,
        functionName: 'transfer',
        args: [to as `0x${string}`, 10n ** 18n],
      });
      const hash = await wallet(payer).sendTransaction({ to: usdc, data, gas: 100_000n });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'reverted') throw new Error('expected a revert');
      return hash;
    },
    /** A USDC look-alike at another address: the same code ("USD Coin"), its own balances. */
    async baseDecoyToken(): Promise<`0x${string}`> {
      const decoy: `0x${string}` = `0x${'de'.repeat(20)}`;
      const code = await publicClient.getCode({ address: usdc });
      await createTestClient({ mode: 'anvil', chain: base, transport: http(env.BASE_RPC_URL) }).setCode({
        address: decoy,
        bytecode: code!,
      });
      const hash = await wallet(0).writeContract({
        address: decoy,
        abi: ERC20,
        functionName: 'mint',
        args: [wallet(0).account.address, 1_000_000_000n],
      });
      await publicClient.waitForTransactionReceipt({ hash });
      return decoy;
    },

    /** TransferChecked of USDC to `owner`'s associated account; `reference` is appended as Solana Pay does. */
    async sendSolanaUsdc(
      payer: number,
      owner: string,
      amount: number,
      opts: { reference?: string; skipPreflight?: boolean; mint?: PublicKey } = {},
    ): Promise<string> {
      const from = solanaKeypair(payer);
      const m = opts.mint ?? mint;
      return sendSolana(
        from,
        [
          transferCheckedInstruction({
            source: associatedTokenAddress(from.publicKey, m),
            mint: m,
            destination: associatedTokenAddress(new PublicKey(owner), m),
            owner: from.publicKey,
            amount: BigInt(amount),
            decimals: 6,
            extraKeys: opts.reference ? [new PublicKey(opts.reference)] : [],
          }),
        ],
        { skipPreflight: opts.skipPreflight },
      );
    },
    /** A new 6-decimal mint (not USDC) with token accounts for the payer (funded) and `owner`. */
    async solanaDecoyMint(payer: number, owner: string): Promise<PublicKey> {
      const from = solanaKeypair(payer);
      const decoy = Keypair.generate();
      const accounts = [from.publicKey, new PublicKey(owner)].map((o) => ({
        owner: o,
        ata: associatedTokenAddress(o, decoy.publicKey),
      }));
      const rent = await connection.getMinimumBalanceForRentExemption(82);
      const token = new PublicKey(TOKEN_PROGRAM);
      const initMint = Buffer.alloc(67);
      initMint[0] = 20;
      initMint[1] = 6;
      from.publicKey.toBuffer().copy(initMint, 2);
      const ataProgram = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
      const createAta = (a: { owner: PublicKey; ata: PublicKey }) =>
        new TransactionInstruction({
          programId: ataProgram,
          data: Buffer.from([1]),
          keys: [
            { pubkey: from.publicKey, isSigner: true, isWritable: true },
            { pubkey: a.ata, isSigner: false, isWritable: true },
            { pubkey: a.owner, isSigner: false, isWritable: false },
            { pubkey: decoy.publicKey, isSigner: false, isWritable: false },
            { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
            { pubkey: token, isSigner: false, isWritable: false },
          ],
        });
      const mintTo = Buffer.alloc(9);
      mintTo[0] = 7;
      mintTo.writeBigUInt64LE(1_000_000_000n, 1);
      await sendSolana(
        from,
        [
          SystemProgram.createAccount({
            fromPubkey: from.publicKey,
            newAccountPubkey: decoy.publicKey,
            lamports: rent,
            space: 82,
            programId: token,
          }),
          new TransactionInstruction({
            programId: token,
            data: initMint,
            keys: [{ pubkey: decoy.publicKey, isSigner: false, isWritable: true }],
          }),
          ...accounts.map(createAta),
          new TransactionInstruction({
            programId: token,
            data: mintTo,
            keys: [
              { pubkey: decoy.publicKey, isSigner: false, isWritable: true },
              { pubkey: accounts[0].ata, isSigner: false, isWritable: true },
              { pubkey: from.publicKey, isSigner: true, isWritable: false },
            ],
          }),
        ],
        { signers: [decoy] },
      );
      return decoy.publicKey;
    },
  };
}

export type Wallets = ReturnType<typeof wallets>;

/** The settlement receipt of a PAYMENT-RESPONSE / X-PAYMENT-RESPONSE header (null when absent). */
export const decodeHeader = (value: string | null): SettleResponse | null =>
  value ? (JSON.parse(Buffer.from(value, 'base64').toString()) as SettleResponse) : null;
