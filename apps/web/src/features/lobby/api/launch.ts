import { apiFetch } from '@/api/client';
import type { TLaunchResult } from './types';

/**
 * POST /wps/game/launchGame → a one-time launch URL (spec §7). `trial` plays with play money and needs
 * no login (offered where supportPlay is 0).
 */
export function launchGame(input: {
  nodeId: string;
  trial: boolean;
  device: 'WEB' | 'H5';
  language: string;
  backUrl: string;
}): Promise<TLaunchResult> {
  return apiFetch('/wps/game/launchGame', {
    method: 'POST',
    body: { ...input, nodeId: String(input.nodeId) },
    parse: (value) => {
      const url = (value as { url?: unknown } | null)?.url;
      if (typeof url !== 'string' || url === '') throw new Error('No launch URL');
      return { url };
    },
  });
}
