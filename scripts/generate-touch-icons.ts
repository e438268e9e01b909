/**
 * Writes the touch icons of the installable app (spec: S2 §9 sizes 72, 96, 128, 144, 152, 192, 384, 512) into
 * apps/server/static/pwa/, drawn here: no download, no image library. The PNG is encoded with Node's zlib (deflate)
 * and a CRC-32 table; the mark is the brand colour with a white ring, anti-aliased by 4x4 supersampling.
 * Run: node --import tsx scripts/generate-touch-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { TOUCH_ICON_SIZES } from '../packages/headless/src/pwa/pwa-rules.ts';

const BRAND: [number, number, number] = [0x0b, 0x5f, 0xff];
const WHITE: [number, number, number] = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** How white a point of the unit square is: a ring and a centre dot. */
function coverage(x: number, y: number): number {
  const d = Math.hypot(x - 0.5, y - 0.5);
  return (d <= 0.3 && d >= 0.19) || d <= 0.075 ? 1 : 0;
}

/** An RGB PNG of the mark at `size` px. */
export function touchIconPng(size: number): Buffer {
  const rows: Buffer[] = [];
  const samples = 4;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      let white = 0;
      for (let sy = 0; sy < samples; sy++) for (let sx = 0; sx < samples; sx++) white += coverage((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
      const a = white / (samples * samples);
      for (let i = 0; i < 3; i++) row[1 + px * 3 + i] = Math.round(BRAND[i]! * (1 - a) + WHITE[i]! * a);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../apps/server/static/pwa/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (const size of TOUCH_ICON_SIZES) writeFileSync(`${dir}icon-${size}.png`, touchIconPng(size));
  console.log(`wrote ${TOUCH_ICON_SIZES.length} icons to ${dir}`);
}
