import type { ThemeScheme } from './theme';

/** SPEC §9's particle background, as a contract. */
export const particleSettings = {
  count: 120,
  size: 3,
  speed: 5,
  clickPush: 4,
  clickRemove: 2,
  linkDistance: 130,
  linkOpacity: 0.35,
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

export type LinkVisitor = (a: Particle, b: Particle, distance: number) => void;
export type LinkFinder = (particles: Particle[], width: number, height: number, visit: LinkVisitor) => number;

/**
 * Finds every pair of particles closer than `maxDistance` through a grid of cells that size: a
 * particle can only link to its own cell and the eight around it, so a frame checks a handful of
 * neighbours per particle instead of every other particle. The buffers are kept between frames
 * so the animation allocates nothing. Returns the number of distance checks made.
 */
export function createLinkFinder(maxDistance: number = particleSettings.linkDistance): LinkFinder {
  let head = new Int32Array(0);
  let next = new Int32Array(0);
  let cellX = new Int32Array(0);
  let cellY = new Int32Array(0);
  const limit = maxDistance * maxDistance;
  // Half of the neighbourhood (east, south-west, south, south-east): each pair of cells once.
  const forward = [
    [1, 0],
    [-1, 1],
    [0, 1],
    [1, 1],
  ] as const;

  return (particles, width, height, visit) => {
    const columns = Math.max(1, Math.ceil(width / maxDistance));
    const rows = Math.max(1, Math.ceil(height / maxDistance));
    if (head.length < columns * rows) head = new Int32Array(columns * rows);
    head.fill(-1, 0, columns * rows);
    if (next.length < particles.length) {
      const size = Math.max(particles.length, next.length * 2);
      next = new Int32Array(size);
      cellX = new Int32Array(size);
      cellY = new Int32Array(size);
    }
    for (let i = 0; i < particles.length; i++) {
      const p = particles[i]!;
      const x = Math.min(Math.max(Math.floor(p.x / maxDistance), 0), columns - 1);
      const y = Math.min(Math.max(Math.floor(p.y / maxDistance), 0), rows - 1);
      cellX[i] = x;
      cellY[i] = y;
      next[i] = head[y * columns + x]!;
      head[y * columns + x] = i;
    }

    let checks = 0;
    const check = (i: number, j: number) => {
      checks++;
      const a = particles[i]!;
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const squared = dx * dx + dy * dy;
      if (squared <= limit) visit(a, b, Math.sqrt(squared));
    };
    for (let i = 0; i < particles.length; i++) {
      // The rest of this particle's own cell (earlier in its chain were paired already).
      for (let j = next[i]!; j !== -1; j = next[j]!) check(i, j);
      for (const [dx, dy] of forward) {
        const x = cellX[i]! + dx;
        const y = cellY[i]! + dy;
        if (x < 0 || x >= columns || y >= rows) continue;
        for (let j = head[y * columns + x]!; j !== -1; j = next[j]!) check(i, j);
      }
    }
    return checks;
  };
}

/** The part of a 2D canvas context the field draws with, on the page or in a worker. */
export type ParticlePainter = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'globalAlpha'
  | 'lineWidth'
>;

// Links fade with distance; a few opacity bands give the same look with one stroke per band
// instead of one per link, which is what kept the old loop busy.
const linkBands = 4;

export type ParticleField = {
  readonly count: number;
  readonly color: string;
  resize(width: number, height: number): void;
  rebuild(color: string): void;
  click(x: number, y: number): void;
  /** Advances by `elapsed` milliseconds and paints one frame. */
  frame(painter: ParticlePainter, elapsed: number): void;
};

/** One field's state and drawing, the same on the main thread and in a worker. */
export function createParticleField(width: number, height: number, color: string, random: Random = Math.random): ParticleField {
  let particles = createParticles(width, height, random);
  const findLinks = createLinkFinder();
  const bands: number[][] = Array.from({ length: linkBands }, () => []);
  const collect: LinkVisitor = (a, b, distance) => {
    const band = Math.min(linkBands - 1, Math.floor((distance / particleSettings.linkDistance) * linkBands));
    bands[band]!.push(a.x, a.y, b.x, b.y);
  };
  const field = {
    count: particles.length,
    color,
    resize(nextWidth: number, nextHeight: number) {
      width = nextWidth;
      height = nextHeight;
    },
    rebuild(nextColor: string) {
      field.color = nextColor;
      particles = createParticles(width, height, random);
      field.count = particles.length;
    },
    click(x: number, y: number) {
      particles = onParticleClick(particles, { x, y }, width, height, random);
      field.count = particles.length;
    },
    frame(painter: ParticlePainter, elapsed: number) {
      stepParticles(particles, width, height, elapsed / (1000 / 60));
      for (const band of bands) band.length = 0;
      findLinks(particles, width, height, collect);

      painter.clearRect(0, 0, width, height);
      painter.fillStyle = field.color;
      painter.strokeStyle = field.color;
      painter.lineWidth = 1;
      bands.forEach((segments, band) => {
        if (segments.length === 0) return;
        painter.globalAlpha = particleSettings.linkOpacity * (1 - (band + 0.5) / linkBands);
        painter.beginPath();
        for (let k = 0; k < segments.length; k += 4) {
          painter.moveTo(segments[k]!, segments[k + 1]!);
          painter.lineTo(segments[k + 2]!, segments[k + 3]!);
        }
        painter.stroke();
      });
      painter.globalAlpha = 1;
      painter.beginPath();
      const radius = particleSettings.size / 2;
      for (const p of particles) {
        painter.moveTo(p.x + radius, p.y);
        painter.arc(p.x, p.y, radius, 0, Math.PI * 2);
      }
      painter.fill();
    },
  };
  return field;
}

export type DeviceHints = { cores?: number; memoryGb?: number; saveData?: boolean; pixelRatio?: number };

/** Weak devices (few cores, little memory, data saver) draw half as often and at 1× pixels. */
export function frameBudget(device: DeviceHints): { interval: number; pixelRatio: number } {
  const isWeak = (device.cores ?? 8) <= 4 || (device.memoryGb ?? 8) <= 4 || device.saveData === true;
  const ratio = device.pixelRatio ?? 1;
  return { interval: 1000 / (isWeak ? 30 : 60), pixelRatio: isWeak ? 1 : Math.min(ratio, 2) };
}
