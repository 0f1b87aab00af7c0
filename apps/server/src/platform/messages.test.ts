import { execSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_CODES, messageFor } from './messages';

describe('error messages', () => {
  it('has a Spanish and an English text for every code the server throws', () => {
    const src = path.resolve(__dirname, '..');
    const thrown = new Set(
      execSync(`grep -rhoE "AppError\\('[a-z_]+'" ${src} --include=*.ts`, { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice("AppError('".length, -1)),
    );
    const missing = [...thrown].filter((code) => !KNOWN_CODES.includes(code));
    expect(missing).toEqual([]);
    expect(messageFor('insufficient_funds', 'es')).toBe('Saldo insuficiente.');
    expect(messageFor('insufficient_funds', 'pt')).toBe('Insufficient funds.');
  });
});
