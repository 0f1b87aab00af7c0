import { ACCOUNT_TYPES } from '@crupier/contract/account-types';
import type { TCreateDownline } from '@crupier/contract/agents';
import { REGISTRATION_FIELDS, validateRegistration } from '@crupier/contract/registration-rules';
import type { AccountRow } from '@/modules/identity/accounts';
import { hashPassword } from '@/modules/identity/passwords';
import { registrationSettings } from '@/modules/identity/registration-settings';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { AgentCentreTools } from './service';

/** A member or sub-agent created in the downline. */
export function agentDownlineCreation(tools: AgentCentreTools) {
  const { identity } = tools;
  return {
    /** registerCenter: a member or sub-agent directly below the caller, under the merchant's rules. */
    async createDownline(merchant: Merchant, agent: AccountRow, input: TCreateDownline) {
      const settings = registrationSettings(merchant);
      const onlyAccountFields = Object.fromEntries(
        REGISTRATION_FIELDS.map((field) => [
          field,
          ['username', 'password', 'confirmPassword'].includes(field)
            ? { ...settings.fields[field], enabled: true, required: true }
            : { ...settings.fields[field], enabled: false, required: false },
        ]),
      ) as typeof settings.fields;
      const errors = validateRegistration(
        { username: input.username, password: input.password, confirmPassword: input.confirmPassword },
        { fields: onlyAccountFields, smsVerification: false },
        'username',
      );
      if (errors.length > 0) throw new AppError('invalid_input', 400, errors[0]!.field, errors);
      if (input.password !== input.confirmPassword)
        throw new AppError('invalid_input', 400, 'confirmPassword');
      const username = input.username.trim();
      if (await identity.accounts.byUsername(merchant.id, username))
        throw new AppError('username_taken', 409);
      const { MEMBER, AGENT_2, AFFILIATE_AGENT, AFFILIATE_AGENT_2 } = ACCOUNT_TYPES;
      const affiliate = agent.type === AFFILIATE_AGENT || agent.type === AFFILIATE_AGENT_2;
      const type = input.type === 'member' ? MEMBER : affiliate ? AFFILIATE_AGENT_2 : AGENT_2;
      const passwordHash = await hashPassword(input.password.trim());
      for (let attempt = 0; attempt < 5; attempt++) {
        const inserted = await identity.accounts.insert({
          merchantId: merchant.id,
          username,
          nickname: input.nickname?.trim() || username,
          type,
          passwordHash,
          referralCode: `A${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
          uplineId: agent.id,
          registerMethod: 'AGENT',
        });
        if (inserted)
          return {
            id: String(inserted.id),
            username: inserted.username,
            type: inserted.type,
            isAgent: type !== MEMBER,
          };
        if (await identity.accounts.byUsername(merchant.id, username))
          throw new AppError('username_taken', 409);
      }
      throw new Error('could not allocate a referral code');
    },
  };
}
