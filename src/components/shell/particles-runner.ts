import { createParticleField, type ParticleField, type ParticlePainter } from '@/shared/particles';

/** What the page tells the field, the same whether the field runs in a worker or beside the page. */
export type FieldCommand =
  | { type: 'start'; width: number; height: number; pixelRatio: number; interval: number; color: string }
  | { type: 'resize'; width: number; height: number; pixelRatio: number }
  | { type: 'theme'; color: string }
  | { type: 'click'; x: number; y: number }
  | { type: 'visibility'; isVisible: boolean };

/** What the field tells the page: shown as data attributes on the canvas. */
export type FieldReport = { count: number; color: string; frames: number; isRunning: boolean };

type Surface = HTMLCanvasElement | OffscreenCanvas;
type Painter = ParticlePainter & { setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void };

// Often enough for a test or a devtools reader to see the field move, rarely enough to cost nothing.
const reportEvery = 250;

/**
 * Drives one field on one canvas: frames on animation callbacks, capped to the device's budget,
 * stopped while the page is hidden. Works in a dedicated worker (OffscreenCanvas) and on the page.
 */
export function createFieldRunner(surface: Surface, report: (state: FieldReport) => void): (command: FieldCommand) => void {
  const painter = surface.getContext('2d') as Painter | null;
  let field: ParticleField | null = null;
  let interval = 1000 / 60;
  let isVisible = true;
  let frames = 0;
  let handle: number | null = null;
  let last = 0;
  let reportedAt = 0;

  const schedule: (callback: (now: number) => void) => number =
    typeof requestAnimationFrame === 'function'
      ? (callback) => requestAnimationFrame(callback)
      : (callback) => setTimeout(() => callback(performance.now()), interval) as unknown as number;
  const cancel = (id: number) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id));

  const publish = () => {
    if (field) report({ count: field.count, color: field.color, frames, isRunning: handle !== null });
  };

  const tick = (now: number) => {
    handle = schedule(tick);
    // A little slack so a 60 Hz display lands on every second callback at a 30 fps budget.
    if (!field || !painter || now - last < interval - 4) return;
    // After a stall (a busy page, a debugger), move on instead of jumping across the screen.
    const elapsed = Math.min(now - last, 100);
    last = now;
    field.frame(painter, elapsed);
    frames++;
    if (now - reportedAt >= reportEvery) {
      reportedAt = now;
      publish();
    }
  };

  const run = () => {
    if (handle !== null || !isVisible || !field) return;
    last = performance.now();
    handle = schedule(tick);
  };
  const stop = () => {
    if (handle === null) return;
    cancel(handle);
    handle = null;
  };

  const resize = (width: number, height: number, pixelRatio: number) => {
    surface.width = Math.round(width * pixelRatio);
    surface.height = Math.round(height * pixelRatio);
    painter?.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    field?.resize(width, height);
  };

  return (command) => {
    switch (command.type) {
      case 'start':
        interval = command.interval;
        field = createParticleField(command.width, command.height, command.color);
        resize(command.width, command.height, command.pixelRatio);
        run();
        break;
      case 'resize':
        resize(command.width, command.height, command.pixelRatio);
        break;
      case 'theme':
        field?.rebuild(command.color);
        break;
      case 'click':
        field?.click(command.x, command.y);
        break;
      case 'visibility':
        isVisible = command.isVisible;
        if (isVisible) run();
        else stop();
        break;
    }
    publish();
  };
}
