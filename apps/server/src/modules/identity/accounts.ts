import type { IdentityRepository } from './repository';

export type { AccountRow, NewAccount } from './repository';

/**
 * Identity's public surface for other modules: accounts by id or username, account changes and the
 * audit log. Other modules use this (as `identity.accounts`), never identity's repository.
 */
export function createAccounts(repo: IdentityRepository) {
  return {
    byId: (id: bigint) => repo.findAccountById(id),
    byUsername: (merchantId: number, username: string) => repo.findAccountByUsername(merchantId, username),
    byMobile: (merchantId: number, countryDialingCode: string, mobileNum: string) =>
      repo.findAccountByMobile(merchantId, countryDialingCode, mobileNum),
    /** Inserts an account; undefined when the username or mobile is taken. */
    insert: repo.insertAccount,
    update: repo.updateAccount,
    /** True when `targetId` sits anywhere below `agentId` in the upline tree. */
    isInDownline: repo.isInDownline,
    audit: repo.audit,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** Single-use verification codes (binding an e-mail or a mobile), for the security centre. */
export function createVerificationCodes(repo: IdentityRepository) {
  return {
    insert: repo.insertCode,
    latest: repo.latestCode,
    countAttempt: repo.countCodeAttempt,
    use: repo.useCode,
  };
}
