import { z } from 'zod';
import {
  PATTERN_IDS,
  REGISTRATION_FIELDS,
  type TFieldRule,
  type TRegistrationSettings,
} from './registration-rules';

export const ZFieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.enum(PATTERN_IDS),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
}) satisfies z.ZodType<TFieldRule>;

export const ZRegistrationSettings = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  ageConsent: z.number().int(),
  fields: z.record(z.enum(REGISTRATION_FIELDS), ZFieldRule),
}) satisfies z.ZodType<TRegistrationSettings>;
