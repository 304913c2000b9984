/**
 * Draws the app’s icons (npx tsx scripts/icons.ts): a gold relic on the accent brown, as PNG files for the
 * web app manifest (192 and 512 px, and a full-bleed maskable 512 px) and as the SVG favicon.
 * The outputs are committed in web/public; rerun after changing the drawing.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Point = [number, number];
interface Shape {
  color: [number, number, number];
  polygon: Point[];
}

const background: [number, number, number] = [0x7a, 0x3e, 0x00];
/** The relic: a cut gem, in a unit square. */
export const shapes: Shape[] = [
  { color: [0xff, 0xd6, 0x8a], polygon: [[0.3, 0.34], [0.7, 0.34], [0.82, 0.47], [0.18, 0.47]] },
  { color: [0xff, 0xe9, 0xb8], polygon: [[0.3, 0.34], [0.5, 0.34], [0.42, 0.47], [0.18, 0.47]] },
  { color: [0xf0, 0xa6, 0x4a], polygon: [[0.18, 0.47], [0.82, 0.47], [0.5, 0.84]] },
  { color: [0xd9, 0x82, 0x2b], polygon: [[0.5, 0.47], [0.82, 0.47], [0.5, 0.84]] },
];

function inside([x, y]: Point, polygon: Point[]): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inRoundedSquare([x, y]: Point, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels, 4×4 samples a pixel. `maskable`: full bleed, the relic inside the 80% safe zone. */
function draw(size: number, maskable: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const n = 4;
  const scale = maskable ? 0.72 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const p: Point = [(px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size];
          if (!maskable && !inRoundedSquare(p, 0.2)) continue;
          const q: Point = [(p[0] - 0.5) / scale + 0.5, (p[1] - 0.5) / scale + 0.5];
          let color = background;
          for (const shape of shapes) if (inside(q, shape.polygon)) color = shape.color;
          r += color[0]; g += color[1]; b += color[2]; a += 255;
        }
      }
      const i = (py * size + px) * 4;
      const covered = a / 255;
      pixels[i] = covered ? Math.round(r / covered) : 0;
      pixels[i + 1] = covered ? Math.round(g / covered) : 0;
      pixels[i + 2] = covered ? Math.round(b / covered) : 0;
      pixels[i + 3] = Math.round(a / (n * n));
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
function png(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array())]);
}

const hex = (c: [number, number, number]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
function svg(): string {
  const polys = shapes.map((s) => `<polygon fill="${hex(s.color)}" points="${s.polygon.map(([x, y]) => `${+(x * 64).toFixed(2)},${+(y * 64).toFixed(2)}`).join(' ')}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12.8" fill="${hex(background)}"/>${polys.join('')}</svg>\n`;
}

const out = new URL('../web/public/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), png(192, draw(192, false)));
writeFileSync(new URL('icon-512.png', out), png(512, draw(512, false)));
writeFileSync(new URL('icon-maskable-512.png', out), png(512, draw(512, true)));
writeFileSync(new URL('favicon.svg', out), svg());
console.log('wrote web/public/icon-192.png, icon-512.png, icon-maskable-512.png, favicon.svg');
