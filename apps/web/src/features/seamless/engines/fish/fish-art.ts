import type { FishSpecies } from '@crupier/contract/house/fish';

/** How each species looks: body colours, size (logical px) and shape, drawn on a canvas. */
type TLook = {
  body: string;
  fin: string;
  size: number;
  shape: 'fish' | 'tall' | 'round' | 'turtle' | 'squid' | 'ray';
};

export const FISH_LOOK: Record<FishSpecies, TLook> = {
  clownfish: { body: '#ff8a1f', fin: '#ffffff', size: 26, shape: 'fish' },
  angelfish: { body: '#ffd84a', fin: '#2f7df6', size: 28, shape: 'tall' },
  pufferfish: { body: '#f5d36b', fin: '#c98e1b', size: 30, shape: 'round' },
  turtle: { body: '#3fa34d', fin: '#8bd17c', size: 36, shape: 'turtle' },
  octopus: { body: '#c455d9', fin: '#e9a6f5', size: 38, shape: 'squid' },
  lionfish: { body: '#e2483b', fin: '#ffe0c7', size: 38, shape: 'tall' },
  ray: { body: '#5b7c99', fin: '#9db7cc', size: 48, shape: 'ray' },
  shark: { body: '#8797a6', fin: '#e8eef3', size: 60, shape: 'fish' },
  whale: { body: '#2d5fa8', fin: '#a9c6ee', size: 78, shape: 'fish' },
  kraken: { body: '#7b2b8f', fin: '#e05fd1', size: 90, shape: 'squid' },
};

/** Tentacles behind a round head with spots. */
function drawSquid(ctx: CanvasRenderingContext2D, look: TLook, s: number, t: number) {
  for (let i = 0; i < 6; i++) {
    ctx.beginPath();
    ctx.strokeStyle = look.body;
    ctx.lineWidth = s / 8;
    ctx.moveTo(-s * 0.2, -s * 0.3 + (i * s) / 8);
    ctx.quadraticCurveTo(
      -s * 0.9,
      -s * 0.3 + (i * s) / 8 + Math.sin(t / 150 + i) * s * 0.3,
      -s * 1.3,
      -s * 0.2 + (i * s) / 7,
    );
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.ellipse(s * 0.1, -s * 0.05, s * 0.55, s * 0.5, 0, 0, Math.PI * 2);
  ctx.fillStyle = look.body;
  ctx.fill();
  ctx.fillStyle = look.fin;
  for (const [cx, cy] of [
    [0.2, -0.25],
    [-0.05, 0.1],
    [0.35, 0.15],
  ])
    ctx.fillRect(s * cx!, s * cy!, s * 0.08, s * 0.08);
}

/** Wings and a long tail; no eye. */
function drawRay(ctx: CanvasRenderingContext2D, look: TLook, s: number, wag: number, t: number) {
  ctx.beginPath();
  ctx.moveTo(s * 0.7, 0);
  ctx.quadraticCurveTo(0, -s * (0.9 + wag), -s * 0.5, 0);
  ctx.quadraticCurveTo(0, s * (0.9 - wag), s * 0.7, 0);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = look.body;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(-s * 0.5, 0);
  ctx.lineTo(-s * 1.3, Math.sin(t / 200) * 6);
  ctx.stroke();
}

/** Four flippers and a head under a shell. */
function drawTurtle(ctx: CanvasRenderingContext2D, look: TLook, s: number, wag: number) {
  ctx.fillStyle = look.fin;
  for (const [fx, fy] of [
    [0.45, -0.5],
    [0.45, 0.5],
    [-0.45, -0.45],
    [-0.45, 0.45],
  ]) {
    ctx.beginPath();
    ctx.ellipse(s * fx!, s * fy! * (1 + wag), s * 0.25, s * 0.12, fy! > 0 ? 0.6 : -0.6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(s * 0.85, 0, s * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = look.body;
  ctx.beginPath();
  ctx.ellipse(0, 0, s * 0.7, s * 0.55, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.25)';
  ctx.beginPath();
  ctx.moveTo(-s * 0.35, -s * 0.3);
  ctx.lineTo(s * 0.35, s * 0.3);
  ctx.moveTo(-s * 0.35, s * 0.3);
  ctx.lineTo(s * 0.35, -s * 0.3);
  ctx.stroke();
}

/** A fish body (long, tall or round) with its tail, fins and the species' marks. */
function drawBody(ctx: CanvasRenderingContext2D, species: FishSpecies, look: TLook, s: number, wag: number) {
  const tall = look.shape === 'tall' ? 0.75 : look.shape === 'round' ? 0.8 : 0.45;
  const long = look.shape === 'round' ? 0.8 : 1;
  // Tail.
  ctx.fillStyle = look.fin;
  ctx.beginPath();
  ctx.moveTo(-s * 0.8 * long, 0);
  ctx.lineTo(-s * 1.3, -s * (0.45 + wag));
  ctx.lineTo(-s * 1.3, s * (0.45 - wag));
  ctx.closePath();
  ctx.fill();
  if (look.shape === 'tall' || species === 'shark') {
    ctx.beginPath();
    ctx.moveTo(-s * 0.2, -s * tall * 0.8);
    ctx.lineTo(s * 0.05, -s * (tall + 0.45));
    ctx.lineTo(s * 0.3, -s * tall * 0.7);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = look.body;
  ctx.beginPath();
  ctx.ellipse(0, 0, s * long, s * tall, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  if (species === 'clownfish' || species === 'lionfish') {
    ctx.fillStyle = look.fin;
    for (const bx of [-0.45, 0.15]) ctx.fillRect(s * bx, -s * tall * 0.9, s * 0.14, s * tall * 1.8);
  }
  if (look.shape === 'round') {
    ctx.strokeStyle = look.fin;
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(Math.cos(a) * s * 0.75, Math.sin(a) * s * 0.75);
      ctx.lineTo(Math.cos(a) * s, Math.sin(a) * s);
      ctx.stroke();
    }
  }
  if (species === 'whale' || species === 'shark') {
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.ellipse(s * 0.1, s * tall * 0.45, s * 0.7, s * tall * 0.4, 0, 0, Math.PI);
    ctx.fill();
  }
}

function drawEye(ctx: CanvasRenderingContext2D, s: number) {
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(s * 0.5, -s * 0.12, Math.max(3, s * 0.11), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(s * 0.53, -s * 0.12, Math.max(1.5, s * 0.055), 0, Math.PI * 2);
  ctx.fill();
}

/** Draws a fish centred at (x, y) facing right (dir 1) or left (-1); t animates tails and tentacles. */
export function drawFish(
  ctx: CanvasRenderingContext2D,
  species: FishSpecies,
  x: number,
  y: number,
  dir: number,
  t: number,
) {
  const look = FISH_LOOK[species];
  const s = look.size;
  const wag = Math.sin(t / 120) * 0.25;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(dir, 1);
  ctx.fillStyle = look.body;
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 2;
  if (look.shape === 'squid') drawSquid(ctx, look, s, t);
  else if (look.shape === 'ray') drawRay(ctx, look, s, wag, t);
  else if (look.shape === 'turtle') drawTurtle(ctx, look, s, wag);
  else drawBody(ctx, species, look, s, wag);
  if (look.shape !== 'ray') drawEye(ctx, s);
  ctx.restore();
}
