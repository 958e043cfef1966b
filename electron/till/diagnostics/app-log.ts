/**
 * The app's log: JSON lines (pino) in rotating files under the data folder's `logs/` (0700,
 * files 0600), kept 7 days or 10 MB in all, whichever comes first. The main process and the
 * browser host both write it this way.
 *
 * Each line is written with a synchronous write(2) on the calling thread (pino-roll's sonic-boom
 * stream in `sync` mode, no worker thread): a line logged is in the file before the call
 * returns, so a crash right after loses none. Every line passes the log's redaction first
 * (shared/logging/redact-log-line.ts, on top of the bridge's redactSecrets and redact-url): no token,
 * PIN, password, authorization header or credential in a URL reaches the file.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import roll, { type RollingStream } from 'pino-roll';
import { redactLogFields, redactLogLine } from '../../../shared/logging/redact-log-line.js';
import { ensurePrivateFolder, PRIVATE_FILE_MODE, tightenPrivateFiles } from '../../private-files.js';
import { redactSecrets } from './redact-secrets.js';
import { LOG_RETENTION, logFilesToRemove, type LogRetention } from './log-retention.js';

export const LOGS_FOLDER = 'logs';
/** Each file's size before the next one is started (ten of them make the total kept). */
const FILE_SIZE = '1m';
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** One bridge call as the log records it: never its arguments or its answer. */
interface BridgeCallFacts {
  method: string;
  ms: number;
  /** `ok`, `refused:<kind>` (arguments, the lock, a manager's call) or `failed:<kind>`. */
  outcome: string;
}

export interface AppLog {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
  call(facts: BridgeCallFacts): void;
  /** The folder the files are in. */
  readonly folder: string;
  /** The log files there now, oldest first (full paths). */
  files(): string[];
  /** Writes what is buffered and closes the file. */
  close(): Promise<void>;
}

export interface AppLogOptions {
  dataDir: string;
  /** Which process writes (`main` under Electron, `browser-host` under Node). */
  process: 'main' | 'browser-host';
  retention?: LogRetention;
  now?: () => Date;
}

/** The log files in a folder (pino-roll's `app.<date>.<n>.log`), oldest first. */
function logFilesIn(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => /^app\..*\.log$/.test(name))
    .map((name) => path.join(folder, name))
    .map((file) => ({ file, mtimeMs: statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file, 'en', { numeric: true }))
    .map((f) => f.file);
}

export async function openAppLog(options: AppLogOptions): Promise<AppLog> {
  const folder = path.join(options.dataDir, LOGS_FOLDER);
  const now = options.now ?? (() => new Date());
  const retention = options.retention ?? LOG_RETENTION;
  ensurePrivateFolder(folder);
  tightenPrivateFiles([folder]);
  const stream: RollingStream = await roll({
    file: path.join(folder, 'app'),
    extension: '.log',
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    size: FILE_SIZE,
    limit: { count: 9, removeOtherLogFiles: true },
    mkdir: true,
    sync: true,
    mode: PRIVATE_FILE_MODE,
  });
  const logger: Logger = pino(
    {
      base: { process: options.process },
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: {
        level: (label) => ({ level: label }),
        // Anything logged as fields: the bridge's redaction, then every credential-named field.
        log: (fields) => redactLogFields(redactSecrets(fields)),
      },
      hooks: {
        // The last step before the file, for every line whatever it holds.
        streamWrite: (line) => redactLogLine(line),
      },
    },
    stream,
  );

  const prune = () => {
    const files = logFilesIn(folder).map((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return { name: path.basename(file), size: stat?.size ?? 0, mtimeMs: stat?.mtimeMs ?? 0 };
    });
    for (const name of logFilesToRemove(files, now().getTime(), retention, path.basename(stream.file))) {
      rmSync(path.join(folder, name), { force: true });
    }
  };
  prune();
  const pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
  pruneTimer.unref?.();
  let closed = false;

  /**
   * A log line never breaks what the app was doing: once the file is closed (the till closing
   * while a sync or a check still ends), or if the disk refuses it, the line is let go.
   */
  const write = (put: () => void) => {
    if (closed) return;
    try {
      put();
    } catch {
      // Nowhere left to say it.
    }
  };

  return {
    info: (line) => write(() => logger.info(line)),
    warn: (line) => write(() => logger.warn(line)),
    error: (line) => write(() => logger.error(line)),
    call: (facts) => write(() => logger.info({ bridge: facts }, `bridge ${facts.method} ${facts.outcome} ${facts.ms}ms`)),
    folder,
    files: () => logFilesIn(folder),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(pruneTimer);
      await new Promise<void>((resolve) => {
        stream.once('close', resolve);
        stream.end();
      });
    },
  };
}
