import { describe, expect, it } from 'vitest';
import { createParticles, onParticleClick, particleSettings, stepParticles } from '@/shared/particles';

describe('particle background (SPEC §9)', () => {
  it('keeps the contract numbers and colours', () => {
    expect(particleSettings).toMatchObject({ count: 120, size: 3, speed: 5, clickPush: 4, clickRemove: 2 });
    expect(particleSettings.colors).toEqual({ dark: '#ffffff', light: '#ff00ff' });
  });

  it('starts with 120 particles inside the screen, none faster than speed 5', () => {
    const particles = createParticles(800, 600);
    expect(particles).toHaveLength(120);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(Math.hypot(p.vx, p.vy)).toBeLessThanOrEqual(5 + 1e-9);
    }
  });

  it('pushes four at the pointer and removes two on a click', () => {
    const before = createParticles(800, 600);
    const after = onParticleClick(before, { x: 10, y: 20 }, 800, 600);
    expect(after).toHaveLength(122);
    expect(after.slice(-4).every((p) => p.x === 10 && p.y === 20)).toBe(true);
    expect(after[0]).toBe(before[2]);
  });

  it('bounces particles off the edges', () => {
    const particles = [{ x: 799, y: 300, vx: 5, vy: 0 }];
    stepParticles(particles, 800, 600, 1);
    expect(particles[0]!.x).toBe(800);
    expect(particles[0]!.vx).toBe(-5);
  });
});
