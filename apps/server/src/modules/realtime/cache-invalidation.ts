import type { PubSub } from '@/platform/pub-sub';

const CHANNEL = 'cache_invalidated';

/**
 * Forgets short-lived in-process caches (merchant settings, catalogue pages) on every instance: with
 * Redis the name of the cache is published and each instance, this one included, clears its own. Without
 * Redis only this instance forgets at once, the others when their entries expire (5 s for merchants, 30 s for catalogue pages).
 */
export async function createCacheInvalidation(
  pubsub: PubSub,
  caches: Record<string, () => void>,
  onError: (error: unknown) => void,
) {
  const shared = pubsub.kind === 'redis';
  const unsubscribe = shared
    ? await pubsub.subscribe(CHANNEL, (name) => caches[name]?.())
    : async () => undefined;
  return {
    invalidate(...names: string[]) {
      for (const name of names) {
        caches[name]?.();
        if (shared) pubsub.publish(CHANNEL, name).catch(onError);
      }
    },
    close: unsubscribe,
  };
}
