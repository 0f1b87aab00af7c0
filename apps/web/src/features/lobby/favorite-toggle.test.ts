import { describe, expect, it, vi } from 'vitest';
import { createFavoriteToggle } from './favorite-toggle';

function setup(initial: string[] = []) {
  let ids = [...initial];
  let time = 10_000;
  const calls: string[] = [];
  const deps = {
    read: () => ids,
    write: vi.fn((next: string[]) => {
      ids = next;
    }),
    add: vi.fn(async (game: { nodeId: string }) => {
      calls.push(`add ${game.nodeId} (local: ${ids.join(',')})`);
    }),
    remove: vi.fn(async (game: { nodeId: string }) => {
      calls.push(`remove ${game.nodeId} (local: ${ids.join(',')})`);
    }),
    onRemoved: vi.fn(),
    onSettled: vi.fn(),
    now: () => time,
  };
  const toggle = createFavoriteToggle(deps);
  return {
    toggle,
    deps,
    calls,
    ids: () => ids,
    wait: (ms: number) => {
      time += ms;
    },
  };
}

const game = (nodeId: string) => ({ nodeId, vassalage: 'AUR', gameType: 'RNG' });

describe('the favourite toggle (spec §4)', () => {
  it('updates the local ids before calling the server', async () => {
    const { toggle, calls, ids, deps } = setup(['1']);
    expect(await toggle(game('2'))).toBe('added');
    expect(calls).toEqual(['add 2 (local: 1,2)']);
    expect(ids()).toEqual(['1', '2']);
    expect(deps.onSettled).toHaveBeenCalledTimes(1);
  });

  it('removes from the ids and the lists first, then calls the server', async () => {
    const { toggle, calls, ids, deps, wait } = setup(['1', '2']);
    wait(5000);
    expect(await toggle(game('1'))).toBe('removed');
    expect(calls).toEqual(['remove 1 (local: 2)']);
    expect(deps.onRemoved).toHaveBeenCalledWith('1');
    expect(ids()).toEqual(['2']);
  });

  it('does nothing when adding an id already favourite (or removing one that is not)', async () => {
    const { toggle, deps } = setup(['7']);
    expect(await toggle(game('7'), true)).toBe('unchanged');
    expect(await toggle(game('8'), false)).toBe('unchanged');
    expect(deps.add).not.toHaveBeenCalled();
    expect(deps.remove).not.toHaveBeenCalled();
    expect(deps.write).not.toHaveBeenCalled();
  });

  it('keeps ids as strings', async () => {
    const { toggle, ids } = setup();
    await toggle({ nodeId: 42 as unknown as string, vassalage: 'AUR', gameType: 'RNG' });
    expect(ids()).toEqual(['42']);
  });

  it('lets one toggle through per second', async () => {
    const { toggle, wait, deps } = setup();
    expect(await toggle(game('1'))).toBe('added');
    wait(400);
    expect(await toggle(game('1'))).toBe('throttled');
    expect(await toggle(game('2'))).toBe('throttled');
    wait(600);
    expect(await toggle(game('1'))).toBe('removed');
    expect(deps.add).toHaveBeenCalledTimes(1);
    expect(deps.remove).toHaveBeenCalledTimes(1);
  });

  it('puts the id back when the server refuses', async () => {
    const { toggle, deps, ids, wait } = setup(['1']);
    deps.add.mockRejectedValueOnce(new Error('in_need_true_account'));
    await expect(toggle(game('2'))).rejects.toThrow('in_need_true_account');
    expect(ids()).toEqual(['1']);
    wait(1000);
    deps.remove.mockRejectedValueOnce(new Error('network_error'));
    await expect(toggle(game('1'))).rejects.toThrow('network_error');
    expect(ids()).toEqual(['1']);
    expect(deps.onSettled).not.toHaveBeenCalled();
  });
});
