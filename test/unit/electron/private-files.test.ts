import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparePrivateFolder, writePrivateFile } from '../../../electron/private-files.js';

let dir: string;
const mode = (p: string) => lstatSync(p).mode & 0o777;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pos-private-unit-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('private files', () => {
  it('replaces a file that was world-readable with one for the user alone, leaving no temporary file', async () => {
    const file = path.join(dir, 'receipt.pdf');
    writeFileSync(file, 'old');
    chmodSync(file, 0o644);
    await writePrivateFile(file, Buffer.from('%PDF-1.7 new'));
    expect(readFileSync(file, 'utf8')).toBe('%PDF-1.7 new');
    expect(mode(file)).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['receipt.pdf']);
  });

  it("creates a missing folder 0700 and tightens the app's entries an older version left wider, without following links", () => {
    const data = path.join(dir, 'data');
    preparePrivateFolder(data, ['settings.json', 'demo-store']);
    expect(mode(data)).toBe(0o700);

    mkdirSync(path.join(data, 'demo-store'), { mode: 0o755 });
    writeFileSync(path.join(data, 'settings.json'), '{}');
    writeFileSync(path.join(data, 'demo-store', 'demo-store.sqlite'), '');
    chmodSync(path.join(data, 'settings.json'), 0o666);
    chmodSync(path.join(data, 'demo-store', 'demo-store.sqlite'), 0o644);
    chmodSync(path.join(data, 'demo-store'), 0o755);
    chmodSync(data, 0o775);
    const outside = path.join(dir, 'outside.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(data, 'demo-store', 'link'));

    preparePrivateFolder(data, ['settings.json', 'demo-store']);
    expect(mode(data)).toBe(0o700);
    expect(mode(path.join(data, 'settings.json'))).toBe(0o600);
    expect(mode(path.join(data, 'demo-store'))).toBe(0o700);
    expect(mode(path.join(data, 'demo-store', 'demo-store.sqlite'))).toBe(0o600);
    expect(mode(outside)).toBe(0o644);
  });

  it("leaves alone what is not the app's in a folder the user chose", () => {
    const chosen = path.join(dir, 'chosen');
    mkdirSync(chosen);
    writeFileSync(path.join(chosen, 'notes.txt'), 'mine');
    chmodSync(path.join(chosen, 'notes.txt'), 0o644);
    preparePrivateFolder(chosen, ['settings.json']);
    expect(mode(chosen)).toBe(0o700);
    expect(mode(path.join(chosen, 'notes.txt'))).toBe(0o644);
  });
});
