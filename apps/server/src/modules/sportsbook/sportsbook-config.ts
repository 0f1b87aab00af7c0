import type { FastifyBaseLogger } from 'fastify';
import type { Rgs } from '@/modules/house/rgs';
import type { RgsDeps } from '@/modules/house/rgs-config';
import type { Clock } from '@/platform/clock';

/** The house game server's dependencies (the sportsbook is a house product), and its own. */
export type SportsbookDeps = Omit<RgsDeps, 'crash'> & {
  clock: Clock;
  rgs: Rgs;
  log?: FastifyBaseLogger;
};

export const CACHE_LIMIT = 10_000;

export type Subscriber = {
  merchantId: number;
  accountId: bigint;
  language: string;
  send: (text: string) => void;
};
