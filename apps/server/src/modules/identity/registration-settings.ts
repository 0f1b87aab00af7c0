import { ZFieldRule } from '@crupier/contract/registration';
import {
  DEFAULT_FIELD_RULES,
  patternFor,
  REGISTRATION_FIELDS,
  type TFieldRule,
  type TRegistrationField,
  type TRegistrationSettings,
} from '@crupier/contract/registration-rules';
import type { Merchant } from '@/modules/merchants/service';

/** The merchant's registration rules: defaults merged with its overrides, flags from the whitelabel. */
export function registrationSettings(merchant: Merchant): TRegistrationSettings {
  const fields = {} as Record<TRegistrationField, TFieldRule>;
  for (const field of REGISTRATION_FIELDS) {
    const override = ZFieldRule.partial().safeParse(merchant.registerRules[field] ?? {});
    const merged = { ...DEFAULT_FIELD_RULES[field], ...(override.success ? override.data : {}) };
    if (override.success && override.data.patternId && !override.data.acceptedPattern) {
      merged.acceptedPattern = patternFor(merged.patternId, merged.minLength);
    }
    fields[field] = merged;
  }
  const whitelabel = merchant.whitelabel;
  return {
    usernameRegistration: whitelabel.USERNAMEREG3 === true,
    mobileRegistration: whitelabel.MOBILENUMREG3 === true,
    smsVerification: whitelabel.REGMOBVERF3 === true,
    ageConsent: merchant.ageConsent,
    fields,
  };
}
