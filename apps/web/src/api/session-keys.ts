/** sessionStorage keys of spec §3 that sign-in writes and the API client and guards read. */
export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
} as const;

/** The channel the tabs of one browser share their session on (`session.ts`, `shareSessionWithTabs`). */
export const SESSION_CHANNEL = 'crupier-session';
/** How long a new tab listens for an open tab's session before it starts as a visitor. */
export const SESSION_ASK_MS = 400;
