/**
 * Where each place of the jungle map is drawn. The engine's map is a graph (RULES.md, "Board
 * map"): Base Camp in the middle and four quadrants N, E, S, W of five sites each, shaped alike
 * and linked clockwise (the outer ruin q4 also reaches the next quadrant's three temples). Every quadrant is drawn the same, turned by a quarter: the position of
 * a site follows from its quadrant and its number (N1..N5), both in the view; the trails are
 * drawn from the view's trail list, so the picture follows the engine's map.
 */

export interface Point {
  x: number;
  y: number;
}

/** Half the width of the square drawing, in SVG units. */
export const MAP_RADIUS = 430;

/** Each site of a quadrant by its number (1-5): distance from Base Camp, and turn (degrees) from the quadrant's axis, clockwise. */
const IN_QUADRANT: Record<number, { r: number; turn: number }> = {
  1: { r: 140, turn: 0 },
  2: { r: 160, turn: -46 },
  // Off the trail from the previous quadrant's outer ruin to this quadrant's outer temple.
  3: { r: 250, turn: -10 },
  // The outer ruin leans towards the next quadrant, whose inner ruin it links (the ring of ruins).
  4: { r: 280, turn: 44 },
  5: { r: 370, turn: 0 },
};

export function sitePoint(site: { kind: string; name: string; quadrant: number }): Point {
  if (site.kind === 'camp' || site.quadrant < 0) return { x: 0, y: 0 };
  const place = IN_QUADRANT[Number(site.name.slice(1))] ?? { r: 200, turn: 0 };
  // Quadrant 0 points up; the next ones follow clockwise (y grows downwards in SVG).
  const angle = ((-90 + 90 * site.quadrant + place.turn) * Math.PI) / 180;
  return { x: round(place.r * Math.cos(angle)), y: round(place.r * Math.sin(angle)) };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Outer temples (number 5) lie on one ring; the trails between them follow it. */
function onOuterRing(a: Point, b: Point): boolean {
  const ring = IN_QUADRANT[5]!.r;
  return Math.abs(Math.hypot(a.x, a.y) - ring) < 1 && Math.abs(Math.hypot(b.x, b.y) - ring) < 1;
}

export interface TrailShape {
  /** The SVG path from one end to the other. */
  d: string;
  /** The point `t` (0..1) of the way along, pushed `side` units sideways (the same side all along). */
  at(t: number, side?: number): Point;
}

/** A trail between two points: straight, or along the outer ring between two outer temples. */
export function trailShape(a: Point, b: Point): TrailShape {
  if (onOuterRing(a, b)) {
    const r = IN_QUADRANT[5]!.r;
    const from = Math.atan2(a.y, a.x);
    let sweepAngle = Math.atan2(b.y, b.x) - from;
    if (sweepAngle > Math.PI) sweepAngle -= 2 * Math.PI;
    if (sweepAngle < -Math.PI) sweepAngle += 2 * Math.PI;
    const sweep = sweepAngle > 0 ? 1 : 0;
    return {
      d: `M${a.x} ${a.y}A${r} ${r} 0 0 ${sweep} ${b.x} ${b.y}`,
      at(t, side = 0) {
        const angle = from + sweepAngle * t;
        // Sideways on the ring is along the radius.
        const radius = r + (sweepAngle > 0 ? -side : side);
        return { x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) };
      },
    };
  }
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = (a.y - b.y) / length;
  const ny = (b.x - a.x) / length;
  return {
    d: `M${a.x} ${a.y}L${b.x} ${b.y}`,
    at(t, side = 0) {
      return { x: round(a.x + (b.x - a.x) * t + nx * side), y: round(a.y + (b.y - a.y) * t + ny * side) };
    },
  };
}

/** Points of a stretch of a trail (t from `t0` to `t1`), shifted sideways: a pathway's line. */
export function stretch(shape: TrailShape, t0: number, t1: number, side: number, samples = 6): string {
  return Array.from({ length: samples + 1 }, (_, i) => shape.at(t0 + ((t1 - t0) * i) / samples, side))
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
}

/**
 * Where the pawn of the `index`-th explorer standing on a site goes (of `count` there): spread
 * on a small arc above the site so several stay visible.
 */
export function pawnOffset(index: number, count: number, camp: boolean): Point {
  const radius = camp ? 60 : 54;
  const spread = Math.min(42, 170 / Math.max(1, count));
  const angle = ((-90 + (index - (count - 1) / 2) * spread) * Math.PI) / 180;
  return { x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) };
}
