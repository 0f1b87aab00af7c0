import { type ComponentType, lazy } from 'react';
import type { TEngineEntry, TEngineViewProps } from '@/api/game-engine-types';
import { baccaratSummary, DEAL_MS, verifyBaccarat } from './baccarat/baccarat';
import { blackjackSummary, verifyBlackjack } from './blackjack/blackjack';
import { crashSummary, verifyCrash } from './crash/crash';
import { DICE_DEFAULT_TARGET, diceSummary, verifyDice } from './dice/dice';
import { DT_DEAL_MS, dragonTigerSummary, verifyDragonTiger } from './dragontiger/dragon-tiger';
import { fishSummary, verifyFish } from './fish/fish';
import { holdemSummary, verifyHoldem } from './holdem/holdem';
import { KENO_REVEAL_MS, kenoSummary, verifyKeno } from './keno/keno';
import { DEFAULT_MINES, minesSummary, verifyMines } from './mines/mines';
import { rouletteSummary, SPIN_MS, verifyRoulette } from './roulette/table';
import { scratchSummary, verifyScratch } from './scratch/scratch';
import { SIC_BO_ROLL_MS, sicBoSummary, verifySicBo } from './sicbo/sic-bo';
import { slotRevealMs } from './slot/reveal';
import { slotOutcome, slotSummary, verifySlot } from './slot/slot';
import { verifyVideoPoker, videoPokerSummary } from './videopoker/video-poker';

type TViewModule = { default: ComponentType<TEngineViewProps> };

/** The views loaded ahead of their first render (`preloadEngineView`): rendered at once, not suspended. */
const readyViews = new Map<string, ComponentType<TEngineViewProps>>();

function engineView(load: () => Promise<TViewModule>) {
  return { view: lazy(load), load };
}

/**
 * The engine views by `session.game.engine` (the server's `games.engine`). Views load on demand; the
 * rules, summaries and verifiers are small and come with the page.
 * An engine without an entry here shows "not available" (the server refuses its bets as well).
 */
export const ENGINES: Partial<Record<string, TEngineEntry>> = {
  dice: {
    ...engineView(() => import('./dice/dice-view')),
    stake: 'bet',
    playLabel: 'play_roll',
    playButton: true,
    initialSlip: { params: { target: DICE_DEFAULT_TARGET, direction: 'under' } },
    autoplay: true,
    revealMs: 450,
    summary: diceSummary,
    verify: verifyDice,
  },
  roulette: {
    ...engineView(() => import('./roulette/roulette-view')),
    stake: 'chip',
    playLabel: 'play_spin',
    playButton: true,
    autoplay: true,
    revealMs: SPIN_MS,
    summary: rouletteSummary,
    verify: verifyRoulette,
  },
  mines: {
    ...engineView(() => import('./mines/mines-view')),
    stake: 'bet',
    playLabel: 'play_start',
    playButton: true,
    initialSlip: { params: { mines: DEFAULT_MINES } },
    autoplay: false,
    revealMs: 0,
    summary: minesSummary,
    verify: verifyMines,
  },
  slot: {
    ...engineView(() => import('./slot/slot-view')),
    stake: 'bet',
    playLabel: 'play_spin',
    playButton: true,
    initialSlip: { params: {} },
    autoplay: true,
    revealMs: (round) => slotRevealMs(slotOutcome(round)?.freeSpins.length ?? 0),
    summary: slotSummary,
    verify: verifySlot,
  },
  baccarat: {
    ...engineView(() => import('./baccarat/baccarat-view')),
    stake: 'chip',
    playLabel: 'play_deal',
    playButton: true,
    autoplay: true,
    revealMs: DEAL_MS,
    summary: baccaratSummary,
    verify: verifyBaccarat,
  },
  blackjack: {
    ...engineView(() => import('./blackjack/blackjack-view')),
    stake: 'bet',
    playLabel: 'play_deal',
    playButton: true,
    initialSlip: { params: {} },
    autoplay: false,
    revealMs: 400,
    summary: blackjackSummary,
    verify: verifyBlackjack,
  },
  videopoker: {
    ...engineView(() => import('./videopoker/video-poker-view')),
    stake: 'bet',
    playLabel: 'play_deal',
    playButton: true,
    initialSlip: { params: {} },
    autoplay: false,
    revealMs: 400,
    summary: videoPokerSummary,
    verify: verifyVideoPoker,
  },
  holdem: {
    ...engineView(() => import('./holdem/holdem-view')),
    stake: 'bet',
    playLabel: 'play_deal',
    playButton: true,
    initialSlip: { params: {} },
    autoplay: false,
    revealMs: 400,
    summary: holdemSummary,
    verify: verifyHoldem,
  },
  dragontiger: {
    ...engineView(() => import('./dragontiger/dragon-tiger-view')),
    stake: 'chip',
    playLabel: 'play_deal',
    playButton: true,
    autoplay: true,
    revealMs: DT_DEAL_MS,
    summary: dragonTigerSummary,
    verify: verifyDragonTiger,
  },
  sicbo: {
    ...engineView(() => import('./sicbo/sic-bo-view')),
    stake: 'chip',
    playLabel: 'play_roll',
    playButton: true,
    autoplay: true,
    revealMs: SIC_BO_ROLL_MS,
    summary: sicBoSummary,
    verify: verifySicBo,
  },
  crash: {
    ...engineView(() => import('./crash/crash-view')),
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
  keno: {
    ...engineView(() => import('./keno/keno-view')),
    stake: 'bet',
    playLabel: 'play_draw',
    playButton: true,
    autoplay: true,
    revealMs: KENO_REVEAL_MS,
    summary: kenoSummary,
    verify: verifyKeno,
  },
  scratch: {
    ...engineView(() => import('./scratch/scratch-view')),
    stake: 'bet',
    playLabel: 'play_buy',
    playButton: true,
    initialSlip: { params: {} },
    autoplay: true,
    revealMs: 300,
    summary: scratchSummary,
    verify: verifyScratch,
  },
  fish: {
    ...engineView(() => import('./fish/fish-view')),
    stake: 'bet',
    playLabel: 'play_bet',
    // The view fires its own shots: a tap on a fish (or its button) is a round.
    playButton: false,
    autoplay: false,
    revealMs: 0,
    summary: fishSummary,
    verify: verifyFish,
  },
};

export function engineOf(engine: string): TEngineEntry | null {
  return ENGINES[engine] ?? null;
}

/**
 * Loads an engine's view before the game renders: a page the server rendered with its game is then
 * taken over whole, its Play button included, instead of waiting on the view's module (ADR 031).
 */
export async function preloadEngineView(engine: string): Promise<void> {
  const entry = engineOf(engine);
  if (!entry || readyViews.has(engine)) return;
  readyViews.set(engine, (await entry.load()).default);
}

/** The engine's view: the loaded component when it was preloaded, otherwise the lazy one. */
export function engineViewOf(engine: string): ComponentType<TEngineViewProps> | undefined {
  return readyViews.get(engine) ?? engineOf(engine)?.view;
}
