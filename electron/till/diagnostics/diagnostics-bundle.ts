/**
 * The support bundle "Save diagnostics" writes: one JSON document. What it holds: the app's
 * version and shell; Node, Electron, Chromium and the OS; whether the native modules loaded and
 * whether the keychain keeps the sign-in; the start's warnings; the settings as settingsSummary
 * shows them; the journal's state (entries by kind, the last seq, lines cut off); and the log
 * files, every line redacted once more. Never a token, PIN, PIN hash, order token or address:
 * the staff file and the journal's entries are not read into it, and the whole text passes the
 * log's redaction before it leaves.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redactLogLine } from '../../../shared/logging/redact-log-line.js';
import type { JournalKind } from '../../../shared/shift/till-journal.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';
import type { NativeModules } from './native-modules.js';
import { settingsSummary } from './settings-summary.js';

/** The log's text kept in a bundle, newest files first (the log itself keeps 10 MB at most). */
const MAX_LOG_CHARS = 12 * 1024 * 1024;

export interface DiagnosticsSources {
  version: string;
  shell: 'electron' | 'browser';
  /** The page's user agent (its Chromium, under the browser host). */
  browser: string;
  settings: SettingsStore;
  journal: TillJournal;
  logFiles: readonly string[];
  warnings: readonly string[];
  keychainPersistent: boolean;
  natives: NativeModules;
  now: Date;
}

export function diagnosticsFileName(now: Date): string {
  return `storefront-pos-diagnostics-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.json`;
}

function journalState(journal: TillJournal) {
  const entriesByKind: Partial<Record<JournalKind, number>> = {};
  let lastSeq = 0;
  for (const entry of journal.entries()) {
    entriesByKind[entry.kind] = (entriesByKind[entry.kind] ?? 0) + 1;
    lastSeq = Math.max(lastSeq, entry.seq);
  }
  return { entries: journal.entries().length, entriesByKind, lastSeq, cutLines: [...journal.cutLines] };
}

function logs(files: readonly string[]) {
  const kept: { file: string; text: string }[] = [];
  let left = MAX_LOG_CHARS;
  for (const file of [...files].reverse()) {
    if (left <= 0) break;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const lines = text.split('\n').map(redactLogLine).join('\n');
    kept.unshift({ file: path.basename(file), text: lines.length > left ? lines.slice(lines.length - left) : lines });
    left -= lines.length;
  }
  return kept;
}

/** What the bundle holds, before it is written as text. */
function diagnosticsDocument(sources: DiagnosticsSources) {
  return {
    bundle: 'Storefront POS diagnostics',
    createdAt: sources.now.toISOString(),
    app: { name: 'Storefront POS', version: sources.version, shell: sources.shell },
    versions: {
      node: process.versions.node,
      v8: process.versions.v8,
      electron: process.versions.electron ?? null,
      chromium: process.versions.chrome ?? null,
      browser: sources.browser,
      os: { platform: process.platform, release: os.release(), arch: process.arch },
    },
    natives: sources.natives,
    keychain: { persistent: sources.keychainPersistent },
    warnings: sources.warnings,
    settings: settingsSummary(sources.settings, sources.settings.keys?.() ?? []),
    journal: journalState(sources.journal),
    logs: logs(sources.logFiles),
  };
}

/** @internal The bundle's shape, as tests read a saved bundle back. */
export type DiagnosticsDocument = ReturnType<typeof diagnosticsDocument>;

/** The bundle's text. */
export function diagnosticsBundle(sources: DiagnosticsSources): string {
  const document = diagnosticsDocument(sources);
  // Defence in depth: the whole text passes the log's redaction (one line per value).
  return JSON.stringify(document, null, 1).split('\n').map(redactLogLine).join('\n');
}
