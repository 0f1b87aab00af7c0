import { AppError } from '@/platform/app-error';
import type { MerchantRepository, MerchantRow } from './repository';

export type Merchant = MerchantRow;

const CACHE_TTL_MS = 5_000;
const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Resolves the merchant of a request: the `Merchant` header, else the host through the domain route
 * table, else the default merchant. Lookups are cached briefly so a hot path costs no query.
 */
export function createMerchantService(repo: MerchantRepository) {
  const cache = new Map<string, { at: number; merchant: Merchant | undefined }>();

  async function cached(key: string, load: () => Promise<Merchant | undefined>) {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.merchant;
    const merchant = await load();
    cache.set(key, { at: Date.now(), merchant });
    return merchant;
  }

  return {
    async resolve(input: { header?: string | undefined; host?: string | undefined }): Promise<Merchant> {
      if (input.header !== undefined && input.header !== '') {
        const code = input.header.trim();
        if (!MERCHANT_CODE.test(code)) throw new AppError('unknown_merchant', 400);
        const merchant = await cached(`code:${code}`, () => repo.findByCode(code));
        if (!merchant) throw new AppError('unknown_merchant', 400);
        return merchant;
      }
      const host = normaliseHost(input.host);
      if (host) {
        const merchant = await cached(`host:${host}`, () => repo.findByDomain(host));
        if (merchant) return merchant;
      }
      const fallback = await cached('default', () => repo.findDefault());
      if (!fallback) throw new AppError('unknown_merchant', 400, 'no default merchant is configured');
      return fallback;
    },
    async findById(id: number): Promise<Merchant> {
      const merchant = await cached(`id:${id}`, () => repo.findById(id));
      if (!merchant) throw new AppError('unknown_merchant', 400);
      return merchant;
    },
    /** Forgets cached merchants, after a change to merchant settings. */
    invalidate() {
      cache.clear();
    },
    /** Creates the default merchant on a brand-new database so the site answers at once. */
    async ensureDefault(seed: { code: string; name: string }): Promise<Merchant> {
      const existing = await repo.findDefault();
      if (existing) return existing;
      return repo.insert({ code: seed.code, name: seed.name, isDefault: true });
    },
    /** Every merchant, for scheduled jobs that run per merchant. */
    all: repo.all,
    update: repo.update,
    findByCode: repo.findByCode,
  };
}

function normaliseHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return withoutPort?.toLowerCase() || undefined;
}

export type MerchantService = ReturnType<typeof createMerchantService>;
