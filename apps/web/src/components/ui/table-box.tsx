import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own box on a narrow phone, so the page itself never does;
 * the last column (the row's action) stays in view at the box's right edge. Focusable, so the box can
 * be scrolled by keyboard too.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-box" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
