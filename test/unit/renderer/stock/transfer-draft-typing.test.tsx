// @vitest-environment happy-dom
/**
 * The Transfers tab hands its draft to the till (which writes `transfer.json` whole each time) once
 * typing pauses, not per keystroke: a 12-character reference typed at a person's speed costs at
 * most two writes. Nothing typed is lost: leaving the tab, hiding the page or sending hands the
 * draft on at once. The till's side here is its own (transfer-calls.ts on a data folder of the
 * test's); only the store behind it is a stand-in.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockPlace, StockTransferView } from '../../../../shared/stock/stock-transfer.js';
import type { TransferDraftDetails } from '../../../../shared/stock/transfer-calls.js';
import { transferCalls } from '../../../../electron/till/stock/transfers/transfer-calls.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { TransfersPanel } from '../../../../renderer/features/stock/transfers/TransfersPanel.js';
import { useTransferDraft } from '../../../../renderer/features/stock/transfers/transfer-draft.js';
import { lockTill } from '../../../../renderer/shell/lock-till.js';
import { localBridge } from '../local-bridge.js';

const REFERENCE = 'VAN-3 NORTH1';
/** A brisk typist: about 5.5 characters a second. */
const KEYSTROKE_MS = 180;
const places: StockPlace[] = [
  { id: '1', name: 'Main Street', isDefault: true },
  { id: '2', name: 'Harbor Warehouse', isDefault: false },
] as StockPlace[];

let dataDir: string;
/** Each draft the till was handed (each one is one write of transfer.json). */
let kept: TransferDraftDetails[];
let sent: { reference: string; keptBefore: number }[];
/** What the store's answer to a send waits for (a test holds it to act while the send is under way). */
let storeAnswers: Promise<void>;
/** Set once the till is locked: it then refuses the page's changes, as the till's gate does. */
let locked: boolean;

const onDisk = () => (JSON.parse(readFileSync(path.join(dataDir, 'transfer.json'), 'utf8')) as { draft: TransferDraftDetails }).draft;

function tillBridge() {
  const till = transferCalls({
    dataDir,
    log: () => {},
    journal: { append: () => {} } as never,
    adminConnected: () => true,
    withAdmin: (call) => call('token'),
    client: {
      transfers: async () => [],
      create: async (_token: string, request: { reference: string; requestId: string }) => {
        sent.push({ reference: request.reference, keptBefore: kept.length });
        await storeAnswers;
        return {
          number: 'T-1',
          reference: request.reference,
          sourceName: 'Main Street',
          destinationName: 'Harbor Warehouse',
          lines: [],
        } as unknown as StockTransferView;
      },
    } as never,
  });
  return localBridge({
    staff: { lock: async () => ((locked = true), { onTill: null }) } as never,
    stockReceiving: { locations: async () => places },
    stockTransfers: {
      draft: till.draft,
      keepDraft: async (details) => {
        if (locked) throw Object.assign(new Error('The till is locked.'), { kind: 'locked' });
        kept.push(details);
        return till.keepDraft(details);
      },
      list: async () => [],
      send: till.send,
    },
  });
}

/** Real time, for the till's file writes and digests to finish while the page's clock is the test's. */
const realSetTimeout = globalThis.setTimeout;

/** The clock moved on by `ms`, then the page's calls and the till's writes (real file I/O) let finish. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let round = 0; round < 10; round += 1) {
      await useTransferDraft.getState().keeping;
      await new Promise((resolve) => realSetTimeout(resolve, 2));
      await vi.advanceTimersByTimeAsync(0);
    }
  });

async function typeReference(text: string) {
  const field = screen.getByLabelText('Reference (optional)');
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(field, { target: { value: text.slice(0, i) } });
    await pass(KEYSTROKE_MS);
  }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-transfer-typing-'));
  kept = [];
  sent = [];
  storeAnswers = Promise.resolve();
  locked = false;
  useTransferDraft.setState({ draft: null, error: null, keeping: Promise.resolve(), waiting: null });
  usePosBridgeForTests(tillBridge());
  render(<TransfersPanel />);
  // The tab opens on its draft, from the store's own location to the next; those places are kept.
  await pass(5_000);
  expect(onDisk()).toMatchObject({ sourceId: '1', destinationId: '2' });
  kept = [];
});

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('typing a transfer reference', () => {
  it('costs the till at most two writes, the last with the whole reference', async () => {
    await typeReference(REFERENCE);
    await pass(5_000);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(kept.at(-1)?.reference).toBe(REFERENCE);
    expect(onDisk().reference).toBe(REFERENCE);
  });

  it('keeps every keystroke when the tab is left right after typing', async () => {
    await typeReference(REFERENCE);
    cleanup();
    await pass(0);
    expect(onDisk().reference).toBe(REFERENCE);
    // Back on the tab: the draft is read from the till, whole.
    useTransferDraft.setState({ draft: null });
    render(<TransfersPanel />);
    await pass(0);
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe(REFERENCE);
    expect(kept.length).toBeLessThanOrEqual(2);
  });

  it('keeps every keystroke when the page is hidden right after typing', async () => {
    await typeReference(REFERENCE);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await pass(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(onDisk().reference).toBe(REFERENCE);
  });

  it('hands the whole draft on before a send, and nothing of it after', async () => {
    await act(async () =>
      useTransferDraft.getState().change({ lines: [{ variantId: '7', code: 'TEE-M', name: 'Harbor Logo Tee', price: '20.00', quantity: 2 }] }),
    );
    await typeReference(REFERENCE);
    await act(async () => screen.getByRole('button', { name: 'Send transfer' }).click());
    // The send done before the page's clock moves on: a draft still waiting would be handed on after it.
    await pass(0);
    await pass(5_000);
    expect(sent).toEqual([{ reference: REFERENCE, keptBefore: kept.length }]);
    expect(kept.at(-1)?.reference).toBe(REFERENCE);
    // The till's draft starts again empty after the send; no late write brings the old one back.
    expect(onDisk()).toMatchObject({ reference: '', lines: [], sourceId: '1', destinationId: '2' });
  });

  it('brings nothing of a sent transfer into the next draft when a field is changed while it is sent', async () => {
    await act(async () =>
      useTransferDraft.getState().change({ lines: [{ variantId: '7', code: 'TEE-M', name: 'Harbor Logo Tee', price: '20.00', quantity: 2 }] }),
    );
    let answer = () => {};
    storeAnswers = new Promise((resolve) => (answer = resolve));
    await act(async () => screen.getByRole('button', { name: 'Send transfer' }).click());
    await pass(0);
    // While the store has not answered, the clerk types into the reference.
    fireEvent.change(screen.getByLabelText('Reference (optional)'), { target: { value: 'LATE' } });
    await act(async () => answer());
    await pass(0);
    await pass(5_000);
    expect(sent).toHaveLength(1);
    // The till's draft after the send is a new one: no lines of the one sent.
    expect(onDisk()).toMatchObject({ lines: [] });
  });

  it('keeps every keystroke when the till is locked right after typing', async () => {
    await typeReference(REFERENCE);
    await act(async () => void (await lockTill()));
    await pass(0);
    expect(locked).toBe(true);
    expect(onDisk().reference).toBe(REFERENCE);
  });
});
