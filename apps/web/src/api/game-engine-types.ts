/**
 * The contract between the game shell (features/seamless/shell) and an engine view
 * (features/seamless/engines/<engine>/). The shell owns everything the engines share: the session, the
 * balance, the stake selector, the Play button and autoplay, the history and fairness panels, sounds,
 * errors and the real-time channel. A view owns its table: it shows rounds and tells the shell what a
 * press of Play bets (`setSlip`), or plays steps itself (`play('reveal', …)`).
 *
 * Adding an engine (for example 'crash'): create engines/crash/crash-view.tsx whose default export is a
 * `ComponentType<TEngineViewProps>`, and add an entry to ENGINES in engines/registry.ts.
 */
import type { TFunction } from 'i18next';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { TGameSession, TPlayAction, TRound, TRoundDetail } from '@/api/game-session-types';

export type { TGameSession, TPlayAction, TRound, TRoundDetail };

/** What the shell's Play button (and each autoplay round) sends for the engine: action 'bet'. */
export type TBetSlip = {
  /** The engine's `params` of POST /rgs/play (dice: target and direction; roulette: bets…). */
  params: Record<string, unknown>;
  /** The total stake when the view decides it (chips placed on a table); otherwise the selected stake. */
  bet?: string;
};

/**
 * Plays through the shell: POST /rgs/play, then the balance, the history, the nonce and the sounds are
 * updated and a refusal is shown to the player. `bet` defaults to the selected stake and is sent only
 * with action 'bet' (later steps of a round carry none). Resolves with the round, or null when the call
 * failed (the shell has already said why); it never rejects.
 */
export type TPlayFn = (
  action: TPlayAction,
  params?: Record<string, unknown>,
  bet?: string,
) => Promise<TRound | null>;

export type TSoundCue = 'click' | 'bet' | 'win' | 'bigWin' | 'lose' | 'reveal' | 'card' | 'tick' | 'error';

/** Generated tones (Web Audio); silent while the player has sound off. */
export type TSound = { play(cue: TSoundCue): void; readonly isOn: boolean };

/** A message of the real-time channel (`/wps/realtime`): JSON objects with a `type`. */
export type TRealtimeMessage = { type: string } & Record<string, unknown>;

/**
 * The game page's real-time WebSocket (`/wps/realtime`), shared by the shell (balance pushes) and the
 * view (game events, e.g. crash rounds). It opens when the first listener subscribes, authenticates
 * with the game session (`{type:'game', sessionId}`, plus the player's token for real money), and
 * reconnects with backoff; `send` is dropped while the socket is not open.
 */
export type TRealtime = {
  subscribe(listener: (message: TRealtimeMessage) => void): () => void;
  send(message: Record<string, unknown>): void;
};

export type TEngineViewProps = {
  session: TGameSession;
  /** The stake selected in the shell (decimal string, one of session.game.betLevels). */
  bet: string;
  /**
   * The latest round of this session: the one the last play returned (autoplay's too), or the open
   * round of a multi-step game found when the page was reloaded. null before the first round.
   */
  round: TRound | null;
  /** A play is in flight (the shell's, autoplay's or the view's own): controls should wait. */
  busy: boolean;
  /** Autoplay is running: the view should not change its slip. */
  autoplaying: boolean;
  play: TPlayFn;
  /** What Play sends; null while there is nothing to bet (Play is disabled). Call it when choices change. */
  setSlip(slip: TBetSlip | null): void;
  sound: TSound;
  realtime: TRealtime;
  /** Money for display: "1250.00" → "$1250,00" in the merchant's symbol and the UI language. */
  money(amount: string, options?: { signed?: boolean }): string;
  /**
   * A round of this session changed outside a play (a crash bet the server settled when its shared
   * round crashed): the shell updates its round and history with it.
   */
  roundUpdated?: (round: TRound) => void;
};

/** The result of recomputing a round from its revealed seeds (fairness panel). */
export type TVerification = {
  /** Every compared value: what the server kept and what the browser computed from the seeds. */
  checks: { label: string; server: string; computed: string }[];
  /** Whether every check agrees. */
  matches: boolean;
};

/**
 * Recomputes a round in the browser. `stream` is the round's provably fair stream (HMAC-SHA256 of the
 * revealed server seed, Web Crypto); `detail` is GET /rgs/rounds/<id>.
 */
export type TVerifier = (detail: TRoundDetail, stream: TFairStream) => Promise<TVerification>;

/** The fair stream of docs/games.md, in the browser: see src/lib/fairness/fair-stream.ts. */
export type TFairStream = {
  nextUint32(): Promise<number>;
  int(n: number): Promise<number>;
  shuffle(n: number): Promise<number[]>;
};

/** An engine the shell can host: see engines/registry.ts. */
export type TEngineEntry = {
  view: LazyExoticComponent<ComponentType<TEngineViewProps>>;
  /** Loads the view's module (what `view` loads on its first render). */
  load: () => Promise<{ default: ComponentType<TEngineViewProps> }>;
  /** Play button label key of the `games` namespace (play_roll, play_spin, play_deal, play_start). */
  playLabel: 'play_roll' | 'play_spin' | 'play_deal' | 'play_start' | 'play_bet' | 'play_draw' | 'play_buy';
  /** What the shell's stake selector picks: the round's bet, or the value of a chip the view places. */
  stake: 'bet' | 'chip';
  /** Whether the shell shows Play for the view's slip (false: the view has all its own controls). */
  playButton: boolean;
  /**
   * The slip the view reports as it mounts, for a view that plays without a choice first: the shell
   * starts with it, so Play works from the page's first render (a game page rendered on the server is
   * played by its first tap, ADR 031). Views that need a choice (chips, picks) have none.
   */
  initialSlip?: TBetSlip;
  /** Whether autoplay is offered (single-step games). */
  autoplay: boolean;
  /**
   * How long the view takes to show an outcome (ms): outcome sounds and autoplay's next round wait for
   * it. A function when it depends on the round (a slot's free spins).
   */
  revealMs: number | ((round: TRound) => number);
  /** A short line of a round for the history list and the fairness panel ("42.17 < 49.50", "17 rojo"). */
  summary(round: TRound, t: TFunction<'games'>): string;
  /** Recomputes a round from its seeds; absent: the fairness panel shows the seeds only. */
  verify?: TVerifier;
  /**
   * A fairness section in place of the seed pair and its rotation, for games whose rounds come from
   * elsewhere (crash: shared rounds of one hash chain).
   */
  fairness?: LazyExoticComponent<ComponentType<{ sessionId: string; realtime: TRealtime }>>;
};
