import { describe, expect, it } from 'vitest';
import {
  createLinkFinder,
  createParticleField,
  createParticles,
  frameBudget,
  onParticleClick,
  particleSettings,
  stepParticles,
  type Particle,
  type ParticlePainter,
} from '@/shared/particles';

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

// A seeded generator, so each run measures the same field.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function bruteForceLinks(particles: Particle[], max: number): Set<string> {
  const pairs = new Set<string>();
  for (let i = 0; i < particles.length; i++) {
    for (let j = i + 1; j < particles.length; j++) {
      if (Math.hypot(particles[i]!.x - particles[j]!.x, particles[i]!.y - particles[j]!.y) <= max) pairs.add(`${i}:${j}`);
    }
  }
  return pairs;
}

/** A field of `count` particles at the same density as 120 on a 1280×720 screen. */
function fieldAtDensity(count: number, random: () => number) {
  const scale = Math.sqrt(count / 120);
  const width = 1280 * scale;
  const height = 720 * scale;
  return {
    width,
    height,
    particles: Array.from({ length: count }, () => ({ x: random() * width, y: random() * height, vx: 0, vy: 0 })),
  };
}

describe('links between neighbours', () => {
  it('finds exactly the pairs closer than the link distance, each once', () => {
    const random = seeded(7);
    const { width, height, particles } = fieldAtDensity(300, random);
    const index = new Map(particles.map((p, i) => [p, i]));
    const found: string[] = [];
    createLinkFinder()(particles, width, height, (a, b) => {
      const [i, j] = [index.get(a)!, index.get(b)!].sort((x, y) => x - y);
      found.push(`${i}:${j}`);
    });
    expect(found.length).toBe(new Set(found).size);
    expect(new Set(found)).toEqual(bruteForceLinks(particles, particleSettings.linkDistance));
    expect(found.length).toBeGreaterThan(0);
  });

  it('checks a number of neighbours per frame that grows linearly with the particles, not with their pairs', () => {
    const random = seeded(42);
    const findLinks = createLinkFinder();
    const checksFor = (count: number) => {
      const { width, height, particles } = fieldAtDensity(count, random);
      return findLinks(particles, width, height, () => undefined);
    };
    const small = checksFor(120);
    const large = checksFor(1200);
    // Ten times the particles: the old all-pairs loop made 100× the checks (7,140 → 719,400).
    expect(small).toBeLessThan((120 * 119) / 2);
    expect(large / small).toBeGreaterThan(5);
    expect(large / small).toBeLessThan(15);
  });
});

type Call = { name: string; alpha: number; style: string };

/** Records what a frame asks of the canvas. */
function recordingPainter() {
  const calls: Call[] = [];
  const painter = {
    fillStyle: '' as ParticlePainter['fillStyle'],
    strokeStyle: '' as ParticlePainter['strokeStyle'],
    globalAlpha: 1,
    lineWidth: 1,
    clearRect: () => calls.push({ name: 'clearRect', alpha: painter.globalAlpha, style: '' }),
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    arc: () => calls.push({ name: 'arc', alpha: painter.globalAlpha, style: String(painter.fillStyle) }),
    fill: () => calls.push({ name: 'fill', alpha: painter.globalAlpha, style: String(painter.fillStyle) }),
    stroke: () => calls.push({ name: 'stroke', alpha: painter.globalAlpha, style: String(painter.strokeStyle) }),
  };
  return { painter: painter as unknown as ParticlePainter, calls };
}

describe('the field', () => {
  it('paints every particle in the scheme colour, with a few strokes for all the links', () => {
    const field = createParticleField(1280, 720, particleSettings.colors.dark, seeded(3));
    const { painter, calls } = recordingPainter();
    field.frame(painter, 1000 / 60);
    expect(calls.filter((c) => c.name === 'arc')).toHaveLength(120);
    expect(calls.filter((c) => c.name === 'fill')).toEqual([{ name: 'fill', alpha: 1, style: '#ffffff' }]);
    const strokes = calls.filter((c) => c.name === 'stroke');
    expect(strokes.length).toBeGreaterThan(0);
    expect(strokes.length).toBeLessThanOrEqual(4);
    expect(strokes.every((c) => c.style === '#ffffff' && c.alpha > 0 && c.alpha < particleSettings.linkOpacity)).toBe(true);
  });

  it('rebuilds 120 particles in the other colour on a theme change, after clicks', () => {
    const field = createParticleField(1280, 720, particleSettings.colors.dark, seeded(5));
    field.click(100, 100);
    field.click(200, 100);
    expect(field.count).toBe(124);
    field.rebuild(particleSettings.colors.light);
    expect(field.count).toBe(120);
    const { painter, calls } = recordingPainter();
    field.frame(painter, 1000 / 60);
    expect(calls.find((c) => c.name === 'fill')?.style).toBe('#ff00ff');
  });
});

describe('frame budget', () => {
  it('draws at 30 fps and 1× pixels on weak devices, 60 fps and at most 2× otherwise', () => {
    expect(frameBudget({ cores: 2, memoryGb: 8, pixelRatio: 3 })).toEqual({ interval: 1000 / 30, pixelRatio: 1 });
    expect(frameBudget({ cores: 8, memoryGb: 2, pixelRatio: 2 })).toEqual({ interval: 1000 / 30, pixelRatio: 1 });
    expect(frameBudget({ cores: 8, saveData: true })).toEqual({ interval: 1000 / 30, pixelRatio: 1 });
    expect(frameBudget({ cores: 8, memoryGb: 8, pixelRatio: 3 })).toEqual({ interval: 1000 / 60, pixelRatio: 2 });
    expect(frameBudget({})).toEqual({ interval: 1000 / 60, pixelRatio: 1 });
  });
});
