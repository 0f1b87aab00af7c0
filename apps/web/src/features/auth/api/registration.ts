import type { TLoginResult, TRegisterRequest } from '@crupier/contract/identity';
import type { TRegistrationSettings } from '@crupier/contract/registration-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { apiFetchEncrypted } from '@/api/encrypted';
import { parseLoginResult } from './login';

function parseSettings(value: unknown): TRegistrationSettings {
  const settings = value as Partial<TRegistrationSettings> | null;
  const isSettings =
    typeof settings?.usernameRegistration === 'boolean' &&
    typeof settings.mobileRegistration === 'boolean' &&
    typeof settings.fields === 'object' &&
    settings.fields !== null;
  if (!isSettings) throw new Error('Not registration settings');
  return settings as TRegistrationSettings;
}

/** GET /wps/system/setting/register: the merchant's rules for every registration field. */
export function registerSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'setting', 'register'],
    queryFn: ({ signal }) => apiFetch('/wps/system/setting/register', { signal, parse: parseSettings }),
    staleTime: 5 * 60_000,
  });
}

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}

/** GET /wps/agent/affiliate: whether an affiliate (invitation) code belongs to an agent. */
export function checkAffiliateCode(code: string, domain: string) {
  return apiFetch<{ valid: boolean }>('/wps/agent/affiliate', { query: { code, domain } });
}

/** PUT /wps/member/register or /wps/member/register/mobile (encrypted); success logs the player in. */
export function register(mode: 'username' | 'mobile', payload: TRegisterRequest): Promise<TLoginResult> {
  const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return apiFetchEncrypted(path, payload, { method: 'PUT', parse: parseLoginResult });
}
