import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const demoOf = (env: Record<string, string>) => loadConfig(env).demo;

describe('demo mode', () => {
  it('npm start (DEMO_DEFAULT=1) is a demo on a developer machine', () => {
    expect(demoOf({ DEMO_DEFAULT: '1' })).toBe(true);
    expect(demoOf({ DEMO_DEFAULT: '1', NODE_ENV: 'development' })).toBe(true);
  });

  it('the npm script default does not count under NODE_ENV=production', () => {
    const config = loadConfig({ DEMO_DEFAULT: '1', NODE_ENV: 'production' });
    expect(config.production).toBe(true);
    expect(config.demo).toBe(false);
    expect(demoOf({ DEMO_DEFAULT: '1', NODE_ENV: 'production', DEMO: '' })).toBe(false);
  });

  it('an explicit DEMO wins everywhere', () => {
    expect(demoOf({ DEMO: '1', NODE_ENV: 'production' })).toBe(true);
    expect(demoOf({ DEMO: 'true', DEMO_DEFAULT: '1', NODE_ENV: 'production' })).toBe(true);
    expect(demoOf({ DEMO: '0', DEMO_DEFAULT: '1' })).toBe(false);
    expect(demoOf({ DEMO: 'false' })).toBe(false);
  });

  it('is off when nothing asks for it', () => {
    expect(demoOf({})).toBe(false);
    expect(loadConfig({}).production).toBe(false);
  });

  it('refuses a DEMO that is not a flag', () => {
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow(/invalid configuration: DEMO/);
  });
});
