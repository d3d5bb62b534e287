'use client';

import { useEffect, useRef } from 'react';
import { createParticles, onParticleClick, particleSettings, stepParticles, type Particle } from '@/shared/particles';
import { useTheme } from './theme-provider';

/**
 * Full-screen particle field drawn on one canvas. Rebuilt whenever the scheme changes (SPEC §4);
 * the parent mounts it only after the page is interactive and never under reduced motion.
 */
export function ParticlesBackground() {
  const { scheme } = useTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;

    const color = particleSettings.colors[scheme];
    let width = 0;
    let height = 0;
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();

    let particles: Particle[] = createParticles(width, height);
    const publish = () => {
      canvas.dataset.count = String(particles.length);
    };
    publish();
    canvas.dataset.color = color;

    const onClick = (event: MouseEvent) => {
      // Clicks on the page itself, not on its controls (nor keyboard-activated ones).
      if (event.detail === 0 || (event.target as Element | null)?.closest?.('a, button, input, select, textarea, label, [role="button"], [role="dialog"]')) {
        return;
      }
      particles = onParticleClick(particles, { x: event.clientX, y: event.clientY }, width, height);
      publish();
    };

    let frame = 0;
    let last = performance.now();
    const draw = (now: number) => {
      const frames = Math.min((now - last) / (1000 / 60), 3);
      last = now;
      stepParticles(particles, width, height, frames);
      context.clearRect(0, 0, width, height);
      context.fillStyle = color;
      context.strokeStyle = color;
      const max = particleSettings.linkDistance;
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i]!;
        context.beginPath();
        context.arc(a.x, a.y, particleSettings.size / 2, 0, Math.PI * 2);
        context.fill();
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j]!;
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance > max) continue;
          context.globalAlpha = 0.35 * (1 - distance / max);
          context.beginPath();
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
          context.stroke();
          context.globalAlpha = 1;
        }
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);

    window.addEventListener('resize', resize);
    window.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      window.removeEventListener('click', onClick);
    };
  }, [scheme]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="particles"
      data-scheme={scheme}
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
    />
  );
}
