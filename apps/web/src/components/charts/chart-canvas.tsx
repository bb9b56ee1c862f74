import { Chart, type ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';

/**
 * A Chart.js picture on a canvas, made again when its configuration changes (so callers keep it in a useMemo).
 * Imported only by the lazily loaded charts (booking's sales, giving, membership): Chart.js stays in their chunk.
 * Each chart has a table beside it that says the same to a screen reader, so the picture is hidden from one.
 */
export function ChartCanvas({ config, className }: { config: ChartConfiguration; className: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={className}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
