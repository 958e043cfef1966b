// `npm run icons`: every icon the installers need, generated from build/icon.svg.
// Needs rsvg-convert (librsvg2-bin) and png2icns (icnsutils). The outputs are committed, so
// packaging needs neither tool.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const build = path.resolve('build');
const source = path.join(build, 'icon.svg');
const pngDir = path.join(build, 'icons');
mkdirSync(pngDir, { recursive: true });

const render = (size) => {
  const file = path.join(pngDir, `${size}x${size}.png`);
  execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', file, source]);
  return file;
};

// Linux: a PNG per size (electron-builder reads build/icons/<size>x<size>.png).
const sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const files = Object.fromEntries(sizes.map((s) => [s, render(s)]));
writeFileSync(path.join(build, 'icon.png'), readFileSync(files[1024]));

// Windows: an .ico holding PNG images of 16 to 256 px.
const icoSizes = [16, 24, 32, 48, 64, 128, 256];
const images = icoSizes.map((s) => readFileSync(files[s]));
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
const entries = [];
let offset = 6 + 16 * images.length;
images.forEach((img, i) => {
  const e = Buffer.alloc(16);
  const s = icoSizes[i];
  e.writeUInt8(s >= 256 ? 0 : s, 0);
  e.writeUInt8(s >= 256 ? 0 : s, 1);
  e.writeUInt8(0, 2);
  e.writeUInt8(0, 3);
  e.writeUInt16LE(1, 4);
  e.writeUInt16LE(32, 6);
  e.writeUInt32LE(img.length, 8);
  e.writeUInt32LE(offset, 12);
  offset += img.length;
  entries.push(e);
});
writeFileSync(path.join(build, 'icon.ico'), Buffer.concat([header, ...entries, ...images]));

// macOS: an .icns from the sizes it takes.
execFileSync('png2icns', [path.join(build, 'icon.icns'), ...[16, 32, 48, 128, 256, 512, 1024].map((s) => files[s])]);
console.info('icons written to build/');
