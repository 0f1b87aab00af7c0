import { z } from 'zod';
import { ZMoney } from './money';

const player = {
  playerToken: z.string().min(20).max(100).optional(),
  playerId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
};
const hasPlayer = (body: { playerToken?: string | undefined; playerId?: string | undefined }) =>
  body.playerToken !== undefined || body.playerId !== undefined;

export const WALLET_OPS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type TWalletOp = (typeof WALLET_OPS)[number];

export const ZVendorBalanceRequest = z
  .object(player)
  .refine(hasPlayer, 'playerToken or playerId is required');

export const ZVendorMoneyRequest = z
  .object({
    ...player,
    transactionId: z.string().min(1).max(200),
    roundId: z.string().max(200).optional(),
    gameCode: z.string().max(100).optional(),
    amount: ZMoney,
    currency: z.string().min(3).max(8).optional(),
  })
  .refine(hasPlayer, 'playerToken or playerId is required');
export type TVendorMoneyRequest = z.infer<typeof ZVendorMoneyRequest>;

export const ZVendorRollbackRequest = z
  .object({
    ...player,
    transactionId: z.string().min(1).max(200),
    roundId: z.string().max(200).optional(),
    gameCode: z.string().max(100).optional(),
    amount: ZMoney.optional(),
    currency: z.string().min(3).max(8).optional(),
  })
  .refine(hasPlayer, 'playerToken or playerId is required');
export type TVendorRollbackRequest = z.infer<typeof ZVendorRollbackRequest>;

export const ZVendorWalletResult = z.object({
  transactionId: z.string().nullable(),
  balance: ZMoney,
  currency: z.string(),
});
export type TVendorWalletResult = z.infer<typeof ZVendorWalletResult>;
