/**
 * The first screen's script budget: the renderer is built as it ships (the real Vite config),
 * and the JavaScript its index.html loads before the first render (the entry and what it
 * preloads) must stay within 150 KB gzipped and hold nothing the Sell screen does not need.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Gzipped bytes the first screen may load before it renders. */
const BUDGET_BYTES = 150 * 1024;

/**
 * Modules the first screen must not carry (they load later, lazily): every other screen and the
 * product dialog, the Orders chart, the receipt (printing and saving as PDF), the Settings-only
 * components, the bridge's argument schemas and zod, and the contract's declarations of every call
 * (main checks the names and arguments; the page only calls).
 */
const FORBIDDEN: { what: string; matches: (id: string) => boolean }[] = [
  ...[
    'renderer/features/checkout/CheckoutScreen.tsx',
    'renderer/features/checkout/ReceiptScreen.tsx',
    'renderer/features/orders/OrdersScreen.tsx',
    'renderer/features/settings/SettingsScreen.tsx',
    'renderer/features/customer/CustomerScreen.tsx',
    'renderer/features/customer/StoreScreen.tsx',
    'renderer/features/customer/AccountPayments.tsx',
    'renderer/features/sell/ProductDialog.tsx',
    'renderer/features/reports/DayChart.tsx',
    'renderer/features/orders/day-chart.ts',
    'renderer/features/orders/day-summary.ts',
    'renderer/features/orders/OrderDetailDialog.tsx',
    'renderer/features/orders/OrderList.tsx',
    'renderer/features/orders/MoreOrders.tsx',
    'renderer/features/settings/TillSigning.tsx',
    'renderer/features/settings/PublishableKeyForm.tsx',
    'renderer/features/settings/AgenticDocumentFacts.tsx',
    // The counter's screens and dialogs that the first screen does not show.
    'renderer/features/shift/ShiftScreen.tsx',
    'renderer/features/shift/ShiftReportView.tsx',
    'renderer/features/staff/LockScreen.tsx',
    'renderer/features/settings/FirstStartScreen.tsx',
    'renderer/features/staff/ManagerApprovalDialog.tsx',
    'renderer/features/staff/StaffSection.tsx',
    'renderer/features/offline/OfflineLimitsSection.tsx',
    'renderer/features/parked/ParkSaleDialog.tsx',
    'renderer/features/parked/ParkedCartsDialog.tsx',
    'renderer/features/checkout/PaymentStep.tsx',
    'renderer/features/checkout/TerminalPanel.tsx',
    // The offline outbox on the Orders screen and its reprinted receipt.
    'renderer/features/offline/OfflineOutbox.tsx',
    'renderer/features/offline/OfflineReceiptDialog.tsx',
    'renderer/features/orders/offline-words.ts',
    'shared/offline/offline-outbox.ts',
    // The manager's orders board and its dialogs.
    'renderer/features/board/OrdersBoard.tsx',
    'renderer/features/board/BoardOrderDialog.tsx',
    'renderer/features/board/BoardActionDialog.tsx',
    'renderer/features/board/order-actions.ts',
    'renderer/features/board/board.ts',
    'shared/orders/orders-board.ts',
    // Paper, reports and alerts for managers.
    'renderer/features/reports/ReportsScreen.tsx',
    'renderer/features/reports/PaperDialog.tsx',
    'renderer/features/orders/PaperForOrders.tsx',
    'renderer/features/alerts/AlertList.tsx',
    'renderer/features/alerts/AlertSettings.tsx',
    'shared/reports/sales-report.ts',
    'shared/reports/pick-list.ts',
    'shared/bridge/bridge.ts',
    // The contract's declarations (the page makes its calls by name; main checks them).
    'shared/bridge/contract.ts',
  ].map((file) => ({ what: file, matches: (id: string) => id === file })),
  { what: 'zod', matches: (id) => id.includes('node_modules/zod/') },
];

interface Built {
  /** Chunk file name to its source modules (paths relative to the repository). */
  chunks: Map<string, string[]>;
  code: Map<string, string>;
  html: string;
}

async function buildRenderer(): Promise<Built> {
  // As `npm run build` builds it: production React, not the test runner's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  try {
    output = (await build({
      configFile: path.join(repoRoot, 'renderer/vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const bundle = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const chunks = new Map<string, string[]>();
  const code = new Map<string, string>();
  let html = '';
  for (const item of bundle) {
    if (item.type === 'chunk') {
      chunks.set(
        item.fileName,
        Object.keys(item.modules).map((id) => path.relative(repoRoot, id.replace(/\?.*$/, '')).split(path.sep).join('/')),
      );
      code.set(item.fileName, item.code);
    } else if (item.fileName === 'index.html') {
      html = typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
    }
  }
  return { chunks, code, html };
}

/** The scripts index.html loads or preloads: what runs before the first render. */
function initialScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

describe('the first screen’s JavaScript', () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildRenderer();
  }, 120_000);

  it('is what index.html loads before the first render, and it is found in the build', () => {
    const scripts = initialScripts(built.html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(built.chunks.has(file), file).toBe(true);
  });

  it(`stays within ${BUDGET_BYTES / 1024} KB gzipped`, () => {
    const bytes = initialScripts(built.html).reduce((sum, file) => sum + gzipSync(built.code.get(file)!, { level: 9 }).length, 0);
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('holds no screen, dialog, chart, receipt or schema code the Sell screen does not need', () => {
    const found = initialScripts(built.html).flatMap((file) =>
      built.chunks.get(file)!.flatMap((id) => FORBIDDEN.filter((f) => f.matches(id)).map((f) => `${f.what} (in ${file})`)),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('still holds the Sell screen itself (the check looks at the right modules)', () => {
    const modules = initialScripts(built.html).flatMap((file) => built.chunks.get(file)!);
    expect(modules).toContain('renderer/features/sell/SellScreen.tsx');
    expect(modules).toContain('renderer/main.tsx');
  });
});
