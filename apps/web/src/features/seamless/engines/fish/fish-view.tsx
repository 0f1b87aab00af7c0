import { FISH_MULTIPLIERS, FISH_SPECIES, type FishSpecies } from '@crupier/contract/house/fish';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import './fish.css';
import { fishOutcome } from './fish';
import { drawFish, FISH_LOOK } from './fish-art';

/** The sea in logical pixels; the canvas scales it to its box. */
const W = 800;
const H = 480;
const SCHOOL = 9;

type TFish = { id: string; species: FishSpecies; x: number; y: number; vx: number; born: number };
type TEffect = { kind: 'shot' | 'catch' | 'miss'; x: number; y: number; at: number; text?: string };

let nextId = 0;
/** A fish entering from a side; small fish are common, the kraken rare (display only: the catch is the server's). */
function spawn(now: number, anywhere = false): TFish {
  const weights = FISH_SPECIES.map((s) => 1 / FISH_MULTIPLIERS[s]);
  let roll = Math.random() * weights.reduce((a, b) => a + b, 0);
  let species = FISH_SPECIES[0]!;
  for (const [i, w] of weights.entries()) {
    roll -= w;
    if (roll <= 0) {
      species = FISH_SPECIES[i]!;
      break;
    }
  }
  const size = FISH_LOOK[species].size;
  const right = Math.random() < 0.5;
  const speed = (40 + Math.random() * 50) / Math.sqrt(size / 16);
  return {
    id: `f${++nextId}`,
    species,
    x: anywhere ? 80 + Math.random() * (W - 160) : right ? -size * 1.5 : W + size * 1.5,
    y: 40 + size + Math.random() * (H - 140 - 2 * size),
    vx: (right || (anywhere && Math.random() < 0.5) ? 1 : -1) * speed,
    born: now,
  };
}

/** The species on screen, each once, biggest prize first (the target buttons). */
const speciesOf = (school: TFish[]) =>
  [...new Set(school.map((f) => f.species))].sort((a, b) => FISH_MULTIPLIERS[b] - FISH_MULTIPLIERS[a]);

/**
 * Fish shooting: fish swim across the sea; tap one (or its button below) to fire a shot of the selected
 * stake at it. Each shot is a round: the server decides the catch (probability 0.96 / m) and pays bet × m.
 */
export default function FishView({ round, busy, play, sound, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const school = useRef<TFish[]>([]);
  const effects = useRef<TEffect[]>([]);
  const inFlight = useRef(false);
  const [present, setPresent] = useState<FishSpecies[]>([]);
  const [last, setLast] = useState<{ caught: boolean; species: FishSpecies; win: string } | null>(null);

  if (school.current.length === 0) {
    const now = performance.now();
    school.current = Array.from({ length: SCHOOL }, () => spawn(now, true));
  }

  useEffect(() => {
    setPresent(speciesOf(school.current));
    let frame = 0;
    let before = performance.now();
    let listed = '';
    const tick = (now: number) => {
      const dt = Math.min(0.05, (now - before) / 1000);
      before = now;
      const fishes = school.current;
      for (const f of fishes) f.x += f.vx * dt;
      school.current = fishes.filter((f) => f.x > -120 && f.x < W + 120);
      while (school.current.length < SCHOOL) school.current.push(spawn(now));
      effects.current = effects.current.filter((e) => now - e.at < 900);
      const names = speciesOf(school.current);
      if (names.join() !== listed) {
        listed = names.join();
        setPresent(names);
      }
      const ctx = canvas.current?.getContext?.('2d');
      if (ctx) paint(ctx, school.current, effects.current, now);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, []);

  const fire = useCallback(
    async (fish: TFish) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const now = performance.now();
      effects.current.push({ kind: 'shot', x: fish.x, y: fish.y, at: now });
      sound.play('bet');
      try {
        const result = await play('bet', { species: fish.species, target: fish.id });
        const outcome = fishOutcome(result);
        if (!result || !outcome) return;
        const at = performance.now();
        if (outcome.caught) {
          school.current = school.current.filter((f) => f.id !== fish.id);
          effects.current.push({ kind: 'catch', x: fish.x, y: fish.y, at, text: `+${money(result.win)}` });
        } else {
          effects.current.push({ kind: 'miss', x: fish.x, y: fish.y, at });
        }
        setLast({ caught: outcome.caught, species: outcome.species, win: result.win });
      } finally {
        inFlight.current = false;
      }
    },
    [play, sound, money],
  );

  const onPointer = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * W;
    const y = ((event.clientY - box.top) / box.height) * H;
    const hit = school.current
      .filter((f) => Math.hypot(f.x - x, f.y - y) < FISH_LOOK[f.species].size * 1.2 + 10)
      .sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0];
    if (hit) void fire(hit);
  };

  const fireAt = (species: FishSpecies) => {
    const fish = school.current
      .filter((f) => f.species === species)
      .sort((a, b) => Math.abs(a.x - W / 2) - Math.abs(b.x - W / 2))[0];
    if (fish) void fire(fish);
  };

  const name = (s: FishSpecies) => t(`fish_${s}` as 'fish_shark');
  const shown = last ?? (fishOutcome(round) ? { ...fishOutcome(round)!, win: round!.win } : null);

  return (
    <div className="fish">
      <p className="fish__status" aria-live="polite" data-testid="fish-status">
        {shown
          ? shown.caught
            ? t('fish_caught', { fish: name(shown.species), amount: money(shown.win) })
            : t('fish_missed', { fish: name(shown.species) })
          : t('fish_prompt')}
      </p>
      <canvas
        ref={canvas}
        className="fish__sea"
        width={W}
        height={H}
        onPointerDown={onPointer}
        aria-label={t('fish_sea')}
        data-busy={busy || undefined}
        data-testid="fish-sea"
      />
      <fieldset className="fish__targets game-group">
        <legend className="visually-hidden">{t('fish_targets')}</legend>
        {present.map((s) => (
          <button
            key={s}
            type="button"
            className="game-chip fish__target"
            onClick={() => fireAt(s)}
            disabled={busy}
            data-testid={`fish-target-${s}`}
          >
            {t('fish_shoot', { fish: name(s), multiplier: FISH_MULTIPLIERS[s] })}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** One frame: the sea, the fish, shots, catches and misses. */
function paint(ctx: CanvasRenderingContext2D, school: TFish[], effects: TEffect[], now: number) {
  const sea = ctx.createLinearGradient(0, 0, 0, H);
  sea.addColorStop(0, '#0b5d8c');
  sea.addColorStop(1, '#04233f');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = 'rgba(255,255,255,0.06)';
  for (let i = 0; i < 6; i++) {
    const x = ((now / 40 + i * 150) % (W + 200)) - 100;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + 60, 0);
    ctx.lineTo(x - 40, H);
    ctx.lineTo(x - 80, H);
    ctx.fill();
  }
  // Sand and weed.
  ctx.fillStyle = '#c9a86a';
  ctx.fillRect(0, H - 24, W, 24);
  ctx.strokeStyle = '#2f8f4e';
  ctx.lineWidth = 5;
  for (let i = 0; i < 9; i++) {
    const x = 40 + i * 92;
    ctx.beginPath();
    ctx.moveTo(x, H - 20);
    ctx.quadraticCurveTo(x + Math.sin(now / 600 + i) * 14, H - 60, x + 4, H - 90);
    ctx.stroke();
  }
  for (const f of school) drawFish(ctx, f.species, f.x, f.y, f.vx > 0 ? 1 : -1, now + f.born);
  // The cannon.
  ctx.fillStyle = '#f2b632';
  ctx.beginPath();
  ctx.arc(W / 2, H, 34, Math.PI, 0);
  ctx.fill();
  for (const e of effects) {
    const age = (now - e.at) / 900;
    if (e.kind === 'shot') {
      ctx.strokeStyle = `rgba(255,240,150,${1 - age})`;
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.moveTo(W / 2, H - 30);
      ctx.lineTo(e.x, e.y);
      ctx.stroke();
    } else {
      ctx.strokeStyle = e.kind === 'catch' ? `rgba(255,216,74,${1 - age})` : `rgba(200,230,255,${1 - age})`;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(e.x, e.y, 10 + age * 50, 0, Math.PI * 2);
      ctx.stroke();
      if (e.text) {
        ctx.fillStyle = `rgba(255,216,74,${1 - age})`;
        ctx.font = 'bold 28px sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(e.text, e.x, e.y - 20 - age * 40);
      }
    }
  }
}
