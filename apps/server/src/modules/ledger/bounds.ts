import { formatMinor } from '@crupier/contract/money';

/**
 * The money ceiling, in minor units: 10^13 (100,000,000,000.00). No single amount and no balance
 * (either sign) may pass it. The database enforces it with CHECK constraints on ledger_accounts and
 * transfers (migration 0019, the same literal; the ledger tests hold the two equal), so a call that
 * would cross it books nothing; every balance therefore fits the wire's money string, and the sum of
 * two bounded values never overflows a bigint.
 */
export const MONEY_CEILING = 10_000_000_000_000n;

/** Whether a single amount (positive or negative) is within the ceiling. */
export const withinCeiling = (amount: bigint) => amount <= MONEY_CEILING && amount >= -MONEY_CEILING;

/** The ceiling as it goes out in an `amount_out_of_range` refusal. */
export const ceilingDetails = () => ({ max: formatMinor(MONEY_CEILING) });
