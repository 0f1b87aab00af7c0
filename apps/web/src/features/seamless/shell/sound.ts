import { useCallback, useMemo, useRef, useState } from 'react';
import type { TSound, TSoundCue } from '@/api/game-engine-types';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Game sounds generated with the Web Audio API (no audio files): short tones per cue. Off until the
 * player turns them on; the choice is remembered in localStorage. The AudioContext is created on the
 * first sound after that click, as browsers require a gesture before audio.
 */
export const SOUND_KEY = 'gameSound';

type TNote = { freq: number; at: number; length: number; wave?: OscillatorType; volume?: number };

export const CUES: Record<TSoundCue, TNote[]> = {
  click: [{ freq: 660, at: 0, length: 0.04, wave: 'square', volume: 0.05 }],
  bet: [{ freq: 440, at: 0, length: 0.07, wave: 'triangle' }],
  tick: [{ freq: 880, at: 0, length: 0.03, wave: 'square', volume: 0.04 }],
  reveal: [
    { freq: 740, at: 0, length: 0.06, wave: 'triangle' },
    { freq: 988, at: 0.05, length: 0.08, wave: 'triangle' },
  ],
  card: [{ freq: 300, at: 0, length: 0.05, wave: 'sawtooth', volume: 0.04 }],
  win: [
    { freq: 523, at: 0, length: 0.1 },
    { freq: 659, at: 0.09, length: 0.1 },
    { freq: 784, at: 0.18, length: 0.18 },
  ],
  bigWin: [
    { freq: 523, at: 0, length: 0.1 },
    { freq: 659, at: 0.09, length: 0.1 },
    { freq: 784, at: 0.18, length: 0.1 },
    { freq: 1047, at: 0.27, length: 0.3 },
  ],
  lose: [
    { freq: 330, at: 0, length: 0.12, wave: 'triangle' },
    { freq: 247, at: 0.1, length: 0.2, wave: 'triangle' },
  ],
  error: [{ freq: 180, at: 0, length: 0.18, wave: 'square', volume: 0.05 }],
};

export function readSoundPreference(): boolean {
  return readStorage('local', SOUND_KEY) === 'on';
}

type TAudioContextClass = typeof AudioContext;

function audioContextClass(): TAudioContextClass | null {
  const w = window as unknown as {
    AudioContext?: TAudioContextClass;
    webkitAudioContext?: TAudioContextClass;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Plays a cue's notes on a context: an oscillator each, with a quick attack and release. */
export function playNotes(context: AudioContext, notes: TNote[]): void {
  const now = context.currentTime;
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = note.wave ?? 'sine';
    oscillator.frequency.value = note.freq;
    const start = now + note.at;
    const peak = note.volume ?? 0.08;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(peak, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + note.length + 0.02);
  }
}

/** The shell's sound: the TSound handed to views, and the toggle. */
export function useGameSound(): { sound: TSound; isOn: boolean; toggle: () => void } {
  const [isOn, setOn] = useState(readSoundPreference);
  const onRef = useRef(isOn);
  onRef.current = isOn;
  const contextRef = useRef<AudioContext | null>(null);

  const play = useCallback((cue: TSoundCue) => {
    if (!onRef.current) return;
    try {
      if (!contextRef.current) {
        const Context = audioContextClass();
        if (!Context) return;
        contextRef.current = new Context();
      }
      const context = contextRef.current;
      if (context.state === 'suspended') void context.resume();
      playNotes(context, CUES[cue]);
    } catch {
      // No audio on this device: the game plays silently.
    }
  }, []);

  const toggle = useCallback(() => {
    setOn((was) => {
      writeStorage('local', SOUND_KEY, was ? 'off' : 'on');
      return !was;
    });
  }, []);

  const sound = useMemo<TSound>(() => ({ play, isOn }), [play, isOn]);
  return { sound, isOn, toggle };
}
