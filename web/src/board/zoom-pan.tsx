import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useMedia } from './media.ts';
import { words } from '../i18n.ts';

const t = words({
  en: {
    zoom: 'Zoom: {label}',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    whole: 'Whole map',
    note: 'Zoom in to read the small labels.',
    viewport: '{label}: scroll or drag to pan',
  },
  fr: {
    zoom: 'Zoom : {label}',
    zoomOut: 'Dézoomer',
    zoomIn: 'Zoomer',
    whole: 'Carte entière',
    note: 'Zoomez pour lire les petites étiquettes.',
    viewport: '{label} : faites défiler ou glissez pour vous déplacer',
  },
});

/**
 * The smallest text drawn, in CSS pixels: smaller labels are hidden until the map is zoomed in. On
 * a phone 11 px; on a larger screen, where the whole drawing is shown beside the rest of the table,
 * the small print stays down to 8 px (zoom in to read it larger).
 */
export const MIN_TEXT_PX = 11;
const MIN_TEXT_PX_LARGE = 8;
const MAX_ZOOM = 4;
const STEP = 1.5;
/** A target's width at the `readable` zoom: a fingertip. */
const FINGER_PX = 44;
/** The smallest target a larger screen opens with (WCAG 2.2's minimum target size). */
const MIN_TARGET_PX_LARGE = 24;

export interface ZoomPanProps {
  /** The drawing's width in its own units (the width of the SVG's viewBox). */
  width: number;
  /**
   * Pixels per unit at which the drawing's targets are at least 44 px and its main labels
   * readable: the first zoom on a phone-sized screen. A desktop starts with the whole drawing,
   * or zoomed as far as its targets need to be 24 px.
   */
  readable: number;
  /** Names the drawing's scrolling window for screen readers ("The jungle map"). */
  label: string;
  /** Changes whenever other targets are offered: the window then pans to show them. */
  focusKey?: unknown;
  children: ComponentChildren;
}

/** A phone-sized screen, or a finger for a pointer. */
const SMALL = '(max-width: 600px), (pointer: coarse)';

/**
 * A drawing too big for the screen, in a window that pans (scroll, drag with a finger, the
 * keyboard's arrows once the window has focus) and zooms (the buttons, a pinch, Ctrl and the
 * wheel). On a phone it opens at the zoom where a target is a fingertip wide, on a larger screen
 * where it is 24 px at least (the whole drawing when that is enough), panned to the targets on
 * offer. Labels that would be drawn under 11 px at the current zoom (8 px on a larger
 * screen) are hidden (`data-lod`), and come back when zoomed in; every target keeps its name for
 * screen readers.
 */
export function ZoomPan({ width, readable, label, focusKey, children }: ZoomPanProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const pending = useRef<{ fx: number; fy: number; px: number; py: number } | null>(null);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const [someHidden, setSomeHidden] = useState(false);

  // The first zoom, once the window's width is known; again when the screen turns phone-sized or back.
  const small = useMedia(SMALL);
  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const fit = box.clientWidth / width;
    const targetPx = small ? FINGER_PX : MIN_TARGET_PX_LARGE;
    setZoom(fit > 0 ? Math.min(MAX_ZOOM, Math.max(1, ((targetPx / FINGER_PX) * readable) / fit)) : 1);
  }, [small]);

  /** Zooms to `next`, keeping the drawing's point under (px, py) of the window (its centre by default) in place. */
  const zoomTo = (next: number, px?: number, py?: number) => {
    const box = viewport.current;
    const current = zoom ?? 1;
    const clamped = Math.min(MAX_ZOOM, Math.max(1, next));
    if (!box || clamped === current) return;
    const x = px ?? box.clientWidth / 2;
    const y = py ?? box.clientHeight / 2;
    pending.current = { fx: (box.scrollLeft + x) / box.scrollWidth, fy: (box.scrollTop + y) / box.scrollHeight, px: x, py: y };
    setZoom(clamped);
  };

  // After a zoom: the point that was under the pinch or the window's centre stays there.
  useLayoutEffect(() => {
    const box = viewport.current;
    const keep = pending.current;
    if (!box || !keep) return;
    pending.current = null;
    box.scrollLeft = keep.fx * box.scrollWidth - keep.px;
    box.scrollTop = keep.fy * box.scrollHeight - keep.py;
  }, [zoom]);

  // Labels too small to read at this zoom are hidden; checked after every drawing.
  useLayoutEffect(() => {
    const svg = viewport.current?.querySelector('svg');
    if (!svg || zoom === null) return;
    let hidden = false;
    for (const text of svg.querySelectorAll<SVGTextElement>('text')) {
      const matrix = text.getScreenCTM();
      const size = parseFloat(getComputedStyle(text).fontSize) * (matrix ? Math.hypot(matrix.a, matrix.b) : 1);
      if (size < (small ? MIN_TEXT_PX : MIN_TEXT_PX_LARGE) - 0.05) {
        text.setAttribute('data-lod', 'hidden');
        hidden = true;
      } else text.removeAttribute('data-lod');
    }
    if (hidden !== someHidden) setSomeHidden(hidden);
  });

  // At first, pan to the targets on offer (none: to what the game marks `data-focus`, the reader's
  // pawn); later, as little as shows new targets.
  const panned = useRef(false);
  useEffect(() => {
    const box = viewport.current;
    if (!box || zoom === null || (box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight)) return;
    const first = !panned.current;
    panned.current = true;
    const frame = box.getBoundingClientRect();
    const offered = box.querySelectorAll<Element>('[data-target]');
    const targets = [...(offered.length > 0 ? offered : box.querySelectorAll<Element>('[data-focus]'))].map((t) => t.getBoundingClientRect()).filter((r) => r.width > 0);
    if (targets.length === 0) return;
    const left = Math.min(...targets.map((r) => r.left));
    const right = Math.max(...targets.map((r) => r.right));
    const top = Math.min(...targets.map((r) => r.top));
    const bottom = Math.max(...targets.map((r) => r.bottom));
    const margin = 8;
    if (right - left + 2 * margin <= frame.width && bottom - top + 2 * margin <= frame.height) {
      // They fit together: first centred on them, later moved only as far as needed to show them all.
      if (first) {
        box.scrollLeft += (left + right) / 2 - (frame.left + frame.width / 2);
        box.scrollTop += (top + bottom) / 2 - (frame.top + frame.height / 2);
        return;
      }
      const dx = left < frame.left + margin ? left - frame.left - margin : right > frame.right - margin ? right - frame.right + margin : 0;
      const dy = top < frame.top + margin ? top - frame.top - margin : bottom > frame.bottom - margin ? bottom - frame.bottom + margin : 0;
      box.scrollLeft += dx;
      box.scrollTop += dy;
      return;
    }
    // Spread wider than the window: leave it where one of them shows whole, else centre the reader's
    // pawn (they usually lie around it), else the first.
    const inside = (r: DOMRect) => r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
    if (!first && targets.some(inside)) return;
    const one = box.querySelector('[data-focus]')?.getBoundingClientRect() ?? targets[0]!;
    box.scrollLeft += one.left + one.width / 2 - (frame.left + frame.width / 2);
    box.scrollTop += one.top + one.height / 2 - (frame.top + frame.height / 2);
  }, [focusKey, zoom === null]);

  const zoomRef = useRef(1);
  zoomRef.current = zoom ?? 1;
  const zoomToRef = useRef(zoomTo);
  zoomToRef.current = zoomTo;
  const distance = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
  const middle = (touches: TouchList) => {
    const frame = viewport.current!.getBoundingClientRect();
    return [(touches[0]!.clientX + touches[1]!.clientX) / 2 - frame.left, (touches[0]!.clientY + touches[1]!.clientY) / 2 - frame.top] as const;
  };
  // Touch listeners that may cancel the page's own pinch: Preact's are passive-less only when added by hand.
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const start = (e: TouchEvent) => {
      if (e.touches.length === 2) pinch.current = { distance: distance(e.touches), zoom: zoomRef.current };
    };
    const move = (e: TouchEvent) => {
      if (e.touches.length !== 2 || !pinch.current) return;
      e.preventDefault();
      const [x, y] = middle(e.touches);
      zoomToRef.current(pinch.current.zoom * (distance(e.touches) / pinch.current.distance), x, y);
    };
    const end = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch.current = null;
    };
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const frame = box.getBoundingClientRect();
      zoomToRef.current(zoomRef.current * Math.exp(-e.deltaY / 300), e.clientX - frame.left, e.clientY - frame.top);
    };
    box.addEventListener('touchstart', start, { passive: true });
    box.addEventListener('touchmove', move, { passive: false });
    box.addEventListener('touchend', end);
    box.addEventListener('touchcancel', end);
    box.addEventListener('wheel', wheel, { passive: false });
    return () => {
      box.removeEventListener('touchstart', start);
      box.removeEventListener('touchmove', move);
      box.removeEventListener('touchend', end);
      box.removeEventListener('touchcancel', end);
      box.removeEventListener('wheel', wheel);
    };
  }, []);
  const shown = zoom ?? 1;
  return (
    <div class="zoom-pan" data-zoom={shown.toFixed(2)}>
      <div class="zoom-buttons" role="group" aria-label={t('zoom', { label })}>
        <button type="button" class="secondary" aria-label={t('zoomOut')} disabled={shown <= 1} onClick={() => zoomTo(shown / STEP)}>
          −
        </button>
        <button type="button" class="secondary" aria-label={t('zoomIn')} disabled={shown >= MAX_ZOOM} onClick={() => zoomTo(shown * STEP)}>
          +
        </button>
        <button type="button" class="secondary" disabled={shown <= 1} onClick={() => zoomTo(1)}>
          {t('whole')}
        </button>
        {someHidden && <span class="zoom-note">{t('note')}</span>}
      </div>
      <div class="zoom-viewport" ref={viewport} tabIndex={0} role="region" aria-label={t('viewport', { label })}>
        <div class="zoom-content" style={{ width: `${shown * 100}%` }}>
          {children}
        </div>
      </div>
    </div>
  );
}
