import { describe, expect, it } from 'vitest';
import { createClock } from '@/platform/clock';
import { createJobs } from './jobs';

const log = { error() {}, info() {}, warn() {} } as never;

describe('jobs', () => {
  it('runs every job with the clock time, and a failing job does not stop the next', async () => {
    const clock = createClock();
    const jobs = createJobs(clock);
    const seen: string[] = [];
    jobs.register({
      name: 'a',
      run: async () => {
        throw new Error('boom');
      },
    });
    jobs.register({
      name: 'b',
      run: async (now) => {
        seen.push(now.toISOString());
      },
    });
    clock.advance(24 * 3_600_000);
    const { failed } = await jobs.runAll(log);
    expect(failed).toEqual(['a']);
    expect(new Date(seen[0]!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('refuses a job name twice and a clock moved backwards', () => {
    const clock = createClock();
    const jobs = createJobs(clock);
    jobs.register({ name: 'a', run: async () => {} });
    expect(() => jobs.register({ name: 'a', run: async () => {} })).toThrow(/twice/);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it('serialises concurrent runs', async () => {
    const jobs = createJobs(createClock());
    let active = 0;
    let most = 0;
    jobs.register({
      name: 'slow',
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 20));
        active -= 1;
      },
    });
    await Promise.all([jobs.runAll(log), jobs.runAll(log), jobs.runAll(log)]);
    expect(most).toBe(1);
  });

  it('stop waits for the job under way and starts no other', async () => {
    const jobs = createJobs(createClock());
    const ran: string[] = [];
    let release = () => {};
    jobs.register({
      name: 'first',
      run: () =>
        new Promise<void>((resolve) => {
          ran.push('first');
          release = resolve;
        }),
    });
    jobs.register({ name: 'second', run: async () => void ran.push('second') });
    const run = jobs.runAll(log);
    await new Promise((r) => setTimeout(r, 0));
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await run;
    await jobs.runAll(log);
    expect(ran).toEqual(['first']);
  });
});
