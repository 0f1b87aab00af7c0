import { WHITELABEL_FLAGS } from '@crupier/contract/constants';
import type { TMemberInfo } from '@crupier/contract/identity';
import { DEFAULT_FIELD_RULES, type TRegistrationSettings } from '@crupier/contract/registration-rules';
import type { TSystemStatus } from '@crupier/contract/system';

type TStatusOverrides = Partial<Omit<TSystemStatus, 'info' | 'location'>> & {
  info?: Partial<TSystemStatus['info']>;
  location?: Partial<TSystemStatus['location']>;
};

/** A system status as GET /wps/system/status returns it (contract ZSystemStatus). */
export function makeStatus(overrides: TStatusOverrides = {}): TSystemStatus {
  const { info, location, ...rest } = overrides;
  return {
    maintenance: false,
    regionRestriction: false,
    ...rest,
    info: {
      merchantCode: 'DEMO',
      merchantName: 'Crupier Demo',
      customerService: [{ csType: 'LIVECHAT', name: 'Live chat', path: 'not-a-real-path-12345678' }],
      domainRoute: [],
      resources: [],
      whitelabel: Object.fromEntries(
        WHITELABEL_FLAGS.map((flag) => [flag, false]),
      ) as TSystemStatus['info']['whitelabel'],
      register: { usernameRegistration: true, mobileRegistration: false },
      mainDomain: 'example.test',
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      currencySymbol: '$',
      languages: ['es', 'en', 'pt', 'ty'],
      defaultLanguage: 'es',
      gmtOffset: '-06:00',
      challenge: 'off',
      ...info,
    },
    location: { ip: '203.0.113.7', country: 'MX', ...location },
  };
}

export function envelope(value: unknown) {
  return { success: true, value };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A member info as GET /wps/member/info returns it (contract ZMemberInfo). */
export function makeMemberInfo(overrides: Partial<TMemberInfo> = {}): TMemberInfo {
  const { publicState, ...rest } = overrides;
  return {
    id: '7',
    account: 'jugador1',
    nickname: 'jugador1',
    type: 0,
    isAgent: false,
    isTrial: false,
    countryDialingCode: '+52',
    mobileNum: '5512345678',
    email: null,
    referralCode: 'RJUGADOR1',
    upline: null,
    lastLoginAt: null,
    lastLoginIp: null,
    hasPaymentPassword: false,
    ...rest,
    publicState: {
      balance: '5000.00',
      currencySymbol: '$',
      hasVip: false,
      vipLabelName: null,
      vipRankLevel: 0,
      availablePromoCount: 0,
      unreadMessage: 0,
      ...publicState,
    },
  };
}

/** Registration rules as GET /wps/system/setting/register returns them, from the contract's defaults. */
export function makeRegisterSettings(
  overrides: Partial<Omit<TRegistrationSettings, 'fields'>> & {
    fields?: Partial<TRegistrationSettings['fields']>;
  } = {},
): TRegistrationSettings {
  const { fields, ...rest } = overrides;
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: true,
    ageConsent: 18,
    ...rest,
    fields: { ...DEFAULT_FIELD_RULES, ...fields } as TRegistrationSettings['fields'],
  };
}

export const COUNTRY_CODES = [
  { countryCode: 'MX', countryDialingCode: '+52' },
  { countryCode: 'AR', countryDialingCode: '+54' },
];
