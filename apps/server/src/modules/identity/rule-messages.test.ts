import type { TFieldRule } from '@crupier/contract/registration-rules';
import { describe, expect, it } from 'vitest';
import { ruleMessage } from './rule-messages';

const digits: TFieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]{6}$',
  patternId: 'N_DIGITS',
  minLength: 6,
  maxLength: 6,
};

describe('registration field messages', () => {
  it('answers in es, pt and ty as asked, and in English for any other language', () => {
    const pattern = { field: 'verificationCode', reason: 'pattern' } as const;
    expect(ruleMessage(pattern, digits, 'es')).toBe('Introduzca un número de 6 dígitos');
    expect(ruleMessage(pattern, digits, 'pt')).toBe('Informe um número de 6 dígitos');
    expect(ruleMessage(pattern, digits, 'ty')).toBe('Maglagay ng numerong may 6 digit');
    expect(ruleMessage(pattern, digits, 'fr')).toBe('Enter a number of 6 digits');
  });

  it('has the required and mismatch texts in the four languages', () => {
    const required = { field: 'username', reason: 'required' } as const;
    expect(ruleMessage(required, digits, 'pt')).toBe('O campo não pode ficar vazio');
    expect(ruleMessage(required, digits, 'ty')).toBe('Hindi puwedeng walang laman ang field');
    const mismatch = { field: 'confirmPassword', reason: 'mismatch' } as const;
    expect(ruleMessage(mismatch, digits, 'pt')).toBe('A confirmação não confere');
    expect(ruleMessage(mismatch, digits, 'ty')).toBe('Hindi tugma ang kumpirmasyon');
  });
});
