import { WHITELABEL_FLAGS } from '@crupier/contract/constants';
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
