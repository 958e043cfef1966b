/**
 * Electron's single-instance lock, shared by the app instances a test starts in one process.
 * Contract (https://www.electronjs.org/docs/latest/api/app#apprequestsingleinstancelockadditionaldata):
 * the first instance to ask holds the lock; a later one is answered false (and should quit),
 * and the holder is sent 'second-instance' with the newcomer's argv, working directory and
 * additional data. The lock belongs to one app, i.e. one userData folder, and is released when
 * the holder quits.
 */
export interface LockHolder {
  secondInstance(argv: string[], workingDirectory: string, additionalData: unknown): void;
}

export class SingleInstanceLocks {
  private readonly holders = new Map<string, LockHolder>();

  request(userData: string, asking: LockHolder, argv: string[], workingDirectory: string, additionalData: unknown): boolean {
    const holder = this.holders.get(userData);
    if (holder && holder !== asking) {
      setImmediate(() => holder.secondInstance(argv, workingDirectory, additionalData));
      return false;
    }
    this.holders.set(userData, asking);
    return true;
  }

  holds(userData: string, app: LockHolder): boolean {
    return this.holders.get(userData) === app;
  }

  release(userData: string, app: LockHolder): void {
    if (this.holders.get(userData) === app) this.holders.delete(userData);
  }
}
