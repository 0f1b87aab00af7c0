/** Query keys of the member centre's own pages (security, profit, messages, feedback, rg). */
export const MC_KEYS = {
  profile: ['mc', 'profile'] as const,
  history: ['mc', 'login-history'] as const,
  sessions: ['mc', 'sessions'] as const,
  profit: ['mc', 'profit'] as const,
  filters: ['mc', 'bet-filters'] as const,
  messages: ['mc', 'messages'] as const,
  unread: ['mc', 'unread'] as const,
  feedback: ['mc', 'feedback'] as const,
  rg: ['mc', 'rg'] as const,
};
