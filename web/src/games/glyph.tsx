import type { ComponentChildren } from 'preact';

/**
 * A legend's drawing: a piece of a board's SVG shown on its own. `box` is the part of the board's
 * coordinates to show ([x, y, width, height]); `scale` is CSS pixels per board unit, chosen so that
 * the smallest text the board writes inside it stays at least 11 px on screen. `class` is the
 * board's class for its drawing (`sr-map`, `rr-field`…).
 */
export function Glyph({ box, scale = 1.4, class: className, children }: { box: [number, number, number, number]; scale?: number; class?: string; children: ComponentChildren }) {
  const [x, y, w, h] = box;
  return (
    <svg viewBox={`${x} ${y} ${w} ${h}`} width={Math.round(w * scale)} height={Math.round(h * scale)} aria-hidden="true" focusable="false">
      {/* The board's own class on a group: its descendant rules apply, its size rules do not. */}
      <g class={className}>{children}</g>
    </svg>
  );
}
