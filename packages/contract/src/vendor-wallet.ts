import { z } from 'zod';
import { ZMoney } from './money';
import { text } from './text';

const player = {
  playerToken: text(100).min(20).optional(),
  playerId: text(18)
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
    transactionId: text(200).min(1),
    roundId: text(200).optional(),
    gameCode: text(100).optional(),
    amount: ZMoney,
    currency: text(8).min(3).optional(),
  })
  .refine(hasPlayer, 'playerToken or playerId is required');
export type TVendorMoneyRequest = z.infer<typeof ZVendorMoneyRequest>;

export const ZVendorRollbackRequest = z
  .object({
    ...player,
    transactionId: text(200).min(1),
    roundId: text(200).optional(),
    gameCode: text(100).optional(),
    amount: ZMoney.optional(),
    currency: text(8).min(3).optional(),
  })
  .refine(hasPlayer, 'playerToken or playerId is required');
export type TVendorRollbackRequest = z.infer<typeof ZVendorRollbackRequest>;

export const ZVendorWalletResult = z.object({
  transactionId: z.string().nullable(),
  balance: ZMoney,
  currency: z.string(),
});
export type TVendorWalletResult = z.infer<typeof ZVendorWalletResult>;
