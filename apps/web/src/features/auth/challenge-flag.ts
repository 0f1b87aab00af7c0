/**
 * Whether username logins and SMS sends need the slider: the status says so at app start
 * (`info.challenge`), and a `verification_required` answer turns it on for the rest of the page.
 * A tiny module of its own, so the start gate can set it without loading the sign-in code.
 */
let isChallengeRequired = false;

export function isChallengeKnownRequired(): boolean {
  return isChallengeRequired;
}

export function setChallengeRequired(required: boolean): void {
  isChallengeRequired = required;
}

/** For tests: a fresh page. */
export function resetChallengeMemory(): void {
  isChallengeRequired = false;
}
