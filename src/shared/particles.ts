import type { ThemeScheme } from './theme';

/** SPEC §9's particle background, as a contract. */
export const particleSettings = {
  count: 120,
  size: 3,
  speed: 5,
  clickPush: 4,
  clickRemove: 2,
  linkDistance: 130,
  colors: { dark: '#ffffff', light: '#ff00ff' } satisfies Record<ThemeScheme, string>,
} as const;

export type Particle = { x: number; y: number; vx: number; vy: number };

type Random = () => number;

function spawn(width: number, height: number, random: Random, at?: { x: number; y: number }): Particle {
  const angle = random() * Math.PI * 2;
  // Between a fifth of the top speed and the top speed, so the field never looks uniform.
  const speed = particleSettings.speed * (0.2 + 0.8 * random());
  return {
    x: at ? at.x : random() * width,
    y: at ? at.y : random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
  };
}

export function createParticles(width: number, height: number, random: Random = Math.random): Particle[] {
  return Array.from({ length: particleSettings.count }, () => spawn(width, height, random));
}

/** A click pushes four particles at the pointer and removes the two oldest. */
export function onParticleClick(
  particles: Particle[],
  at: { x: number; y: number },
  width: number,
  height: number,
  random: Random = Math.random,
): Particle[] {
  const pushed = Array.from({ length: particleSettings.clickPush }, () => spawn(width, height, random, at));
  return [...particles.slice(particleSettings.clickRemove), ...pushed];
}

/**
 * Moves every particle by its velocity scaled to the frame time (60 fps = 1) and bounces it
 * off the edges.
 */
export function stepParticles(particles: Particle[], width: number, height: number, frames: number): void {
  for (const p of particles) {
    p.x += p.vx * frames;
    p.y += p.vy * frames;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}
