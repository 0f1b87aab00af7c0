import { WHITELABEL_FLAGS } from '@crupier/contract/constants';
import type {
  TOpsAccessInput,
  TOpsBrand,
  TOpsCustomerServiceInput,
  TOpsDomainsInput,
  TOpsLanguagesInput,
  TOpsRegistrationInput,
  TOpsWhitelabelInput,
} from '@crupier/contract/ops-brand';
import type { Db } from '@/db/client';
import { registrationSettings } from '@/modules/identity/registration-settings';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { createBrandRepository, type MerchantSettings } from './brand-repository';

/**
 * The brand settings of the staff's merchant as the back office edits them. The row is read fresh on
 * every call (never the request's cached merchant), and every write calls `changed`, which forgets
 * the server's cached merchants and catalogues: the player site sees the change at its next call.
 */
export function createBrand(db: Db, changed: () => void) {
  const repo = createBrandRepository(db);

  async function fresh(merchant: Merchant) {
    const row = await repo.merchant(merchant.id);
    if (!row) throw new AppError('unknown_merchant', 400);
    return row;
  }

  async function updateMerchant(merchant: Merchant, values: MerchantSettings) {
    const row = await repo.updateMerchant(merchant.id, values);
    changed();
    if (!row) throw new AppError('unknown_merchant', 400);
    return row;
  }

  const whitelabel = (row: Merchant) =>
    Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, row.whitelabel[flag] === true]));
  const languages = (row: Merchant) => ({ languages: row.languages, defaultLanguage: row.defaultLanguage });
  const access = (row: Merchant) => ({ maintenance: row.maintenance, blockedIps: row.blockedIpRanges });

  return {
    async get(merchant: Merchant): Promise<TOpsBrand> {
      const row = await fresh(merchant);
      const [channels, domains] = await Promise.all([repo.channels(row.id), repo.domains(row.id)]);
      return {
        merchantCode: row.code,
        merchantName: row.name,
        whitelabel: whitelabel(row),
        ...languages(row),
        registration: registrationSettings(row),
        customerService: channels,
        domains,
        ...access(row),
      };
    },

    async setWhitelabel(merchant: Merchant, input: TOpsWhitelabelInput) {
      const before = await fresh(merchant);
      const after = await updateMerchant(merchant, { whitelabel: { ...before.whitelabel, ...input } });
      return { before: whitelabel(before), after: whitelabel(after) };
    },

    async setLanguages(merchant: Merchant, input: TOpsLanguagesInput) {
      const before = await fresh(merchant);
      const after = await updateMerchant(merchant, {
        languages: input.languages,
        defaultLanguage: input.defaultLanguage,
      });
      return { before: languages(before), after: languages(after) };
    },

    /** Stores the field rules as overrides; the pattern text follows from the pattern id. */
    async setRegistration(merchant: Merchant, input: TOpsRegistrationInput) {
      const before = await fresh(merchant);
      const after = await updateMerchant(merchant, {
        ageConsent: input.ageConsent,
        registerRules: input.fields,
      });
      const view = (row: Merchant) => ({
        ageConsent: row.ageConsent,
        fields: registrationSettings(row).fields,
      });
      return { before: view(before), after: view(after) };
    },

    async setCustomerService(merchant: Merchant, input: TOpsCustomerServiceInput) {
      const before = await repo.channels(merchant.id);
      await repo.replaceChannels(merchant.id, input.channels);
      changed();
      return { before: { channels: before }, after: { channels: await repo.channels(merchant.id) } };
    },

    /** A host name another merchant routes is refused (409): it would move that merchant's visitors. */
    async setDomains(merchant: Merchant, input: TOpsDomainsInput) {
      const taken = await repo.domainsOfOthers(
        merchant.id,
        input.domains.map((d) => d.domain),
      );
      if (taken.length > 0) throw new AppError('domain_taken', 409, taken.join(', '));
      const before = await repo.domains(merchant.id);
      await repo.replaceDomains(merchant.id, input.domains);
      changed();
      return { before: { domains: before }, after: { domains: await repo.domains(merchant.id) } };
    },

    async setAccess(merchant: Merchant, input: TOpsAccessInput) {
      const before = await fresh(merchant);
      const after = await updateMerchant(merchant, {
        maintenance: input.maintenance,
        blockedIpRanges: input.blockedIps,
      });
      return { before: access(before), after: access(after) };
    },
  };
}

export type Brand = ReturnType<typeof createBrand>;
