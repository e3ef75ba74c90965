import { useEffect, useRef } from 'react';

const COLORS = ['#1d4ed8', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899'];
const PIECES = 140;

type Piece = { x: number; y: number; vx: number; vy: number; size: number; spin: number; angle: number; color: string };

const piece = (width: number, height: number): Piece => ({
  x: width * (0.2 + Math.random() * 0.6),
  y: height * 0.35,
  vx: (Math.random() - 0.5) * 14,
  vy: -(6 + Math.random() * 12),
  size: 6 + Math.random() * 6,
  spin: (Math.random() - 0.5) * 0.4,
  angle: Math.random() * Math.PI,
  color: COLORS[Math.floor(Math.random() * COLORS.length)],
});

/**
 * A small confetti burst on a full-screen canvas that lets clicks through (spec 2 §4.7: about 3 s). The caller does not
 * render it for readers who prefer reduced motion.
 */
export function Confetti({ durationMs }: { durationMs: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const [width, height] = [window.innerWidth, window.innerHeight];
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.scale(ratio, ratio);
    const pieces = Array.from({ length: PIECES }, () => piece(width, height));
    const started = performance.now();
    let frame = requestAnimationFrame(function draw(now) {
      const elapsed = now - started;
      context.clearRect(0, 0, width, height);
      // The last half second fades out rather than stopping dead.
      context.globalAlpha = Math.max(0, Math.min(1, (durationMs - elapsed) / 500));
      for (const p of pieces) {
        p.vy += 0.35;
        p.vx *= 0.99;
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.color;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      if (elapsed < durationMs) frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [durationMs]);
  return <canvas ref={canvasRef} aria-hidden data-confetti style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 2000 }} />;
}
