import { lazy } from 'react';
import { baccaratSummary, DEAL_MS, verifyBaccarat } from './baccarat/baccarat';
import { blackjackSummary, verifyBlackjack } from './blackjack/blackjack';
import { crashSummary, verifyCrash } from './crash/crash';
import { diceSummary, verifyDice } from './dice/dice';
import { minesSummary, verifyMines } from './mines/mines';
import { rouletteSummary, SPIN_MS, verifyRoulette } from './roulette/table';
import { slotRevealMs } from './slot/reveal';
import { slotOutcome, slotSummary, verifySlot } from './slot/slot';
import type { TEngineEntry } from './types';

/**
 * The engine views by `session.game.engine` (the server's `games.engine`). Views load on demand; the
 * rules, summaries and verifiers are small and come with the page.
 * An engine without an entry here shows "not available" (the server refuses its bets as well).
 */
export const ENGINES: Partial<Record<string, TEngineEntry>> = {
  dice: {
    view: lazy(() => import('./dice/dice-view')),
    stake: 'bet',
    playLabel: 'play_roll',
    playButton: true,
    autoplay: true,
    revealMs: 450,
    summary: diceSummary,
    verify: verifyDice,
  },
  roulette: {
    view: lazy(() => import('./roulette/roulette-view')),
    stake: 'chip',
    playLabel: 'play_spin',
    playButton: true,
    autoplay: true,
    revealMs: SPIN_MS,
    summary: rouletteSummary,
    verify: verifyRoulette,
  },
  mines: {
    view: lazy(() => import('./mines/mines-view')),
    stake: 'bet',
    playLabel: 'play_start',
    playButton: true,
    autoplay: false,
    revealMs: 0,
    summary: minesSummary,
    verify: verifyMines,
  },
  slot: {
    view: lazy(() => import('./slot/slot-view')),
    stake: 'bet',
    playLabel: 'play_spin',
    playButton: true,
    autoplay: true,
    revealMs: (round) => slotRevealMs(slotOutcome(round)?.freeSpins.length ?? 0),
    summary: slotSummary,
    verify: verifySlot,
  },
  baccarat: {
    view: lazy(() => import('./baccarat/baccarat-view')),
    stake: 'chip',
    playLabel: 'play_deal',
    playButton: true,
    autoplay: true,
    revealMs: DEAL_MS,
    summary: baccaratSummary,
    verify: verifyBaccarat,
  },
  blackjack: {
    view: lazy(() => import('./blackjack/blackjack-view')),
    stake: 'bet',
    playLabel: 'play_deal',
    playButton: true,
    autoplay: false,
    revealMs: 400,
    summary: blackjackSummary,
    verify: verifyBlackjack,
  },
  crash: {
    view: lazy(() => import('./crash/crash-view')),
    stake: 'bet',
    playLabel: 'play_bet',
    // The view has its own Bet and Cash out buttons: rounds are shared and run on the server's clock.
    playButton: false,
    autoplay: false,
    revealMs: 0,
    summary: crashSummary,
    verify: verifyCrash,
    fairness: lazy(() => import('./crash/crash-chain')),
  },
};

export function engineOf(engine: string): TEngineEntry | null {
  return ENGINES[engine] ?? null;
}
