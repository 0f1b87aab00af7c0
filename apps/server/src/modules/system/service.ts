import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { WHITELABEL_FLAGS } from '@crupier/contract/constants';
import { COUNTRIES } from '@crupier/contract/countries';
import type { TCountry, THelpArticle, TSystemStatus, TWhitelabel } from '@crupier/contract/system';
import type { Merchant } from '@/modules/merchants/service';
import type { AccessGateOptions } from '@/platform/access-gate';
import { accessState } from '@/platform/access-gate';
import { languageChain } from '@/platform/content-language';
import { encodeCustomerServicePath } from './customer-service-path';
import type { SystemRepository } from './repository';

const generateKeyPair = promisify(crypto.generateKeyPair);

export function whitelabelOf(merchant: Merchant): TWhitelabel {
  return Object.fromEntries(
    WHITELABEL_FLAGS.map((flag) => [flag, merchant.whitelabel[flag] === true]),
  ) as TWhitelabel;
}

export function createSystemService(
  repo: SystemRepository,
  access: AccessGateOptions,
  challenge: 'slider' | 'off',
) {
  return {
    async status(
      merchant: Merchant,
      location: { ip: string; country: string | null },
    ): Promise<TSystemStatus> {
      const [cs, routes, res] = await Promise.all([
        repo.customerService(merchant.id),
        repo.domainRoutes(merchant.id),
        repo.resources(merchant.id),
      ]);
      const whitelabel = whitelabelOf(merchant);
      const state = accessState(merchant, location, access);
      return {
        maintenance: state.maintenance,
        regionRestriction: state.regionRestriction,
        info: {
          merchantCode: merchant.code,
          merchantName: merchant.name,
          customerService: cs.map((entry) => ({
            csType: entry.csType,
            name: entry.name,
            path: encodeCustomerServicePath(entry.url),
          })),
          domainRoute: routes,
          resources: res,
          whitelabel,
          register: {
            usernameRegistration: whitelabel.USERNAMEREG3,
            mobileRegistration: whitelabel.MOBILENUMREG3,
          },
          mainDomain: merchant.mainDomain,
          analytics: { gtagId: merchant.gtagId },
          imageCDNs: merchant.imageCdns,
          launchGameCDNs: merchant.launchGameCdns,
          currencySymbol: merchant.currencySymbol,
          languages: merchant.languages,
          defaultLanguage: merchant.defaultLanguage,
          gmtOffset: merchant.gmtOffset,
          challenge,
        },
        location,
      };
    },

    whitelabel: whitelabelOf,

    domainRoutes(merchant: Merchant) {
      return repo.domainRoutes(merchant.id);
    },

    /** Help articles in the requested language, else the merchant's default language, else Spanish. */
    async helpCenter(merchant: Merchant, lang: string, device: string): Promise<THelpArticle[]> {
      let rows: Awaited<ReturnType<typeof repo.helpArticles>> = [];
      for (const language of languageChain(lang, merchant.defaultLanguage)) {
        rows = await repo.helpArticles(merchant.id, language, device);
        if (rows.length > 0) break;
      }
      return rows.map((row) => ({
        id: String(row.id),
        slug: row.slug,
        title: row.title,
        content: row.content,
        sort: row.sort,
      }));
    },

    countries(): readonly TCountry[] {
      return COUNTRIES;
    },

    /** The public half of the active RSA key for encrypted payloads; made on first use. */
    async cryptoKey(): Promise<{ keyId: string; publicKey: string }> {
      let key = await repo.activeCryptoKey();
      if (!key) {
        const pair = await generateKeyPair('rsa', { modulusLength: 2048 });
        await repo.insertCryptoKey({
          id: crypto.randomUUID(),
          publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
          privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        });
        key = await repo.activeCryptoKey();
      }
      if (!key) throw new Error('no crypto key could be created');
      return { keyId: key.id, publicKey: key.publicKey };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
