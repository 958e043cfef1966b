/** pino-roll 4 ships no types: the one function this app calls, as its README documents it. */
declare module 'pino-roll' {
  import type { DestinationStream } from 'pino';

  export interface PinoRollOptions {
    file: string | (() => string);
    size?: number | string;
    frequency?: number | 'daily' | 'hourly';
    extension?: string;
    dateFormat?: string;
    mkdir?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    /** sonic-boom: write each line with a synchronous write(2). */
    sync?: boolean;
    /** sonic-boom: the mode new files are created with. */
    mode?: number;
    fsync?: boolean;
  }

  export type RollingStream = DestinationStream & {
    readonly file: string;
    flushSync(): void;
    end(): void;
    once(event: 'close' | 'finish', listener: () => void): void;
  };

  export default function roll(options: PinoRollOptions): Promise<RollingStream>;
}
