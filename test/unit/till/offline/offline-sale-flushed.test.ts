/**
 * An offline sale is on the disk before its receipt is answered: the journal line is written and
 * flushed (fsync) on the journal's own file, in that order, before `tenderCash` returns; the file
 * is the owner's alone (0600).
 */
import * as fs from 'node:fs';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineSales } from '../../../../electron/till/offline/offline-sales.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { JOURNAL_FILE, openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import type { Variant } from '../../../../shared/storefront/types/types.js';

/** Every write and flush, in order, with the file descriptor (the real calls still happen). */
const disk: { call: 'write' | 'fsync'; fd: number; text?: string }[] = [];
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    writeSync: (fd: number, data: string, ...rest: unknown[]) => {
      disk.push({ call: 'write', fd, text: String(data) });
      return (real.writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
    },
    fsyncSync: (fd: number) => {
      disk.push({ call: 'fsync', fd });
      real.fsyncSync(fd);
    },
  };
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('an offline sale on disk', () => {
  it('is written and flushed to the journal before its receipt is answered', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-flushed-'));
    dirs.push(dataDir);
    const v: Variant = {
      id: '1',
      sku: 'MUG',
      barcode: null,
      isMaster: false,
      optionsText: '',
      optionValues: [],
      currency: 'USD',
      price: '22.00',
      displayPrice: '$22.00',
      inStock: true,
      backorderable: false,
      purchasable: true,
    };
    const journal = openTillJournal({ dataDir });
    const offline = createOfflineSales({
      journal,
      settings: openSettingsFile(dataDir),
      connection: () => ({ state: 'offline', message: 'The store cannot be reached.', lastOkAt: new Date().toISOString() }),
      storeName: () => 'Shop',
      currency: () => 'USD',
      catalogVariant: () => ({ product: { id: 'p1', slug: 'mug', name: 'Mug', variants: [v] } as never, variant: v }),
    });
    offline.addLine('1', 1);
    disk.splice(0);
    const receipt = offline.tenderCash({ tendered: '30' });

    const written = disk.findIndex((d) => d.call === 'write' && d.text?.includes('"kind":"offline.sale"') && d.text.includes(receipt.offline!.ref));
    expect(written).toBeGreaterThanOrEqual(0);
    const flushed = disk.findIndex((d, i) => i > written && d.call === 'fsync' && d.fd === disk[written]!.fd);
    expect(flushed).toBeGreaterThan(written);
    expect(statSync(path.join(dataDir, JOURNAL_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(dataDir, JOURNAL_FILE), 'utf8')).toContain(receipt.offline!.ref);
    journal.close();
  });
});
