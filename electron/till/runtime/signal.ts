/**
 * Something one service of the till tells whoever listens, such as "the connection changed": how
 * a service made later hears one made earlier, without the earlier one holding it.
 */
export type Listen<T> = (listener: (value: T) => void) => void;

export interface Signal<T> {
  emit(value: T): void;
  listen: Listen<T>;
}

/** Listeners are told in the order they began listening. */
export function createSignal<T>(): Signal<T> {
  const listeners: ((value: T) => void)[] = [];
  return {
    emit(value) {
      for (const listener of listeners) listener(value);
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}
