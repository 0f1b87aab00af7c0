/**
 * Query keys of the member centre's money data. They start with 'member' so that logout, which drops
 * every ['member', …] query, leaves nothing of one account for the next. The real-time channel
 * updates the balance and refreshes the lists under these keys when money moves.
 */
export const WALLET_KEYS = {
  all: ['member', 'wallet'],
  balance: ['member', 'wallet', 'balance'],
  history: ['member', 'wallet', 'history'],
  vendors: ['member', 'wallet', 'vendors'],
} as const;

export const PAYMENT_KEYS = {
  all: ['member', 'payments'],
  methods: ['member', 'payments', 'methods'],
  deposits: ['member', 'payments', 'deposits'],
  limits: ['member', 'payments', 'limits'],
  payoutAccounts: ['member', 'payments', 'payout-accounts'],
  withdrawals: ['member', 'payments', 'withdrawals'],
} as const;

/** The betting record (personalHistoryCopy) and the rounds opened from it. */
export const BET_KEYS = {
  all: ['member', 'bets'],
  record: ['member', 'bets', 'record'],
  round: ['member', 'bets', 'round'],
} as const;
