/** The slot view's timing: a spin takes SPIN_MS, then each free spin FREE_SPIN_MS. */
export const SPIN_MS = 700;
export const FREE_SPIN_MS = 700;
export const slotRevealMs = (freeSpins: number) => SPIN_MS + 200 + freeSpins * FREE_SPIN_MS;
