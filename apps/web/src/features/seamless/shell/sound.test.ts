import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CUES, readSoundPreference, SOUND_KEY, useGameSound } from './sound';

/** Enough of an AudioContext to count the tones played. */
function fakeAudio() {
  const oscillators: { frequency: { value: number }; type: string }[] = [];
  const param = () => ({
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  class FakeContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    resume = vi.fn();
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: vi.fn(),
        stop: vi.fn(),
      };
      oscillators.push(oscillator);
      return oscillator;
    }
    createGain() {
      return { gain: param(), connect: (node: unknown) => node };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return oscillators;
}

describe('game sounds', () => {
  it('stay silent until turned on, and remember the choice', () => {
    const oscillators = fakeAudio();
    const { result } = renderHook(() => useGameSound());
    expect(result.current.isOn).toBe(false);
    result.current.sound.play('win');
    expect(oscillators).toHaveLength(0);

    act(() => result.current.toggle());
    expect(result.current.isOn).toBe(true);
    expect(localStorage.getItem(SOUND_KEY)).toBe('on');
    expect(readSoundPreference()).toBe(true);
    result.current.sound.play('win');
    expect(oscillators.map((o) => o.frequency.value)).toEqual(CUES.win.map((note) => note.freq));

    act(() => result.current.toggle());
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
  });

  it('plays nothing where there is no Web Audio', () => {
    localStorage.setItem(SOUND_KEY, 'on');
    vi.stubGlobal('AudioContext', undefined);
    const { result } = renderHook(() => useGameSound());
    expect(() => result.current.sound.play('bet')).not.toThrow();
  });
});
