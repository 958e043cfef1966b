/**
 * The two header fields of RFC 9421 §4 as Structured Field dictionaries (RFC 8941):
 * `Signature-Input` (label = inner list of component identifiers with parameters) and
 * `Signature` (label = byte sequence). Only the shapes RFC 9421 uses are read; anything else
 * is `null` (malformed), never a guess.
 */

export type ParamValue = string | number | boolean;

export interface ComponentId {
  /** The component name as signed: `@method`, `content-digest`, … (lower case). */
  name: string;
  params: [string, ParamValue][];
}

export interface SignatureInput {
  components: ComponentId[];
  params: [string, ParamValue][];
}

const KEY = /^[a-z*][a-z0-9_\-.*]*/;
const TOKEN = /^[A-Za-z*][A-Za-z0-9!#$%&'*+\-.^_`|~:/]*/;
const INTEGER = /^-?\d{1,15}(?!\.)/;

class Reader {
  constructor(
    private text: string,
    public at = 0,
  ) {}
  get rest(): string {
    return this.text.slice(this.at);
  }
  done(): boolean {
    return this.at >= this.text.length;
  }
  peek(): string {
    return this.text[this.at] ?? '';
  }
  skipSpaces(): void {
    while (this.peek() === ' ') this.at += 1;
  }
  skipOws(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.at += 1;
  }
  take(pattern: RegExp): string | null {
    const match = pattern.exec(this.rest);
    if (!match) return null;
    this.at += match[0].length;
    return match[0];
  }
  expect(char: string): boolean {
    if (this.peek() !== char) return false;
    this.at += 1;
    return true;
  }
}

function readString(reader: Reader): string | null {
  if (!reader.expect('"')) return null;
  let out = '';
  for (;;) {
    const char = reader.peek();
    if (char === '') return null;
    reader.at += 1;
    if (char === '"') return out;
    if (char === '\\') {
      const next = reader.peek();
      if (next !== '"' && next !== '\\') return null;
      out += next;
      reader.at += 1;
    } else {
      const code = char.charCodeAt(0);
      if (code < 0x20 || code > 0x7e) return null;
      out += char;
    }
  }
}

function readBareItem(reader: Reader): ParamValue | Uint8Array | null {
  const char = reader.peek();
  if (char === '"') return readString(reader);
  if (char === ':') {
    reader.at += 1;
    const b64 = reader.take(/^[A-Za-z0-9+/=]*/) ?? '';
    if (!reader.expect(':')) return null;
    return base64ToBytes(b64);
  }
  if (char === '?') {
    reader.at += 1;
    const bit = reader.take(/^[01]/);
    return bit === null ? null : bit === '1';
  }
  const integer = reader.take(INTEGER);
  if (integer !== null) return Number(integer);
  return reader.take(TOKEN);
}

function readParams(reader: Reader): [string, ParamValue][] | null {
  const params: [string, ParamValue][] = [];
  while (reader.expect(';')) {
    reader.skipSpaces();
    const key = reader.take(KEY);
    if (key === null) return null;
    let value: ParamValue = true;
    if (reader.expect('=')) {
      const item = readBareItem(reader);
      if (item === null || item instanceof Uint8Array) return null;
      value = item;
    }
    if (params.some(([name]) => name === key)) return null;
    params.push([key, value]);
  }
  return params;
}

function readMembers<T>(header: string, readValue: (reader: Reader) => T | null): Map<string, T> | null {
  const reader = new Reader(header.trim());
  const members = new Map<string, T>();
  if (reader.done()) return members;
  for (;;) {
    const label = reader.take(KEY);
    if (label === null || !reader.expect('=')) return null;
    const value = readValue(reader);
    if (value === null || members.has(label)) return null;
    members.set(label, value);
    reader.skipOws();
    if (reader.done()) return members;
    if (!reader.expect(',')) return null;
    reader.skipOws();
    if (reader.done()) return null;
  }
}

/** `Signature-Input`: each label's covered components and parameters, or null if malformed. */
export function parseSignatureInput(header: string): Map<string, SignatureInput> | null {
  return readMembers(header, (reader) => {
    if (!reader.expect('(')) return null;
    const components: ComponentId[] = [];
    for (;;) {
      reader.skipSpaces();
      if (reader.expect(')')) break;
      const name = readString(reader);
      if (name === null) return null;
      const params = readParams(reader);
      if (params === null) return null;
      components.push({ name, params });
      if (reader.peek() !== ' ' && reader.peek() !== ')') return null;
    }
    const params = readParams(reader);
    return params === null ? null : { components, params };
  });
}

/** `Signature`: each label's signature bytes, or null if malformed. */
export function parseSignature(header: string): Map<string, Uint8Array> | null {
  return readMembers(header, (reader) => {
    const item = readBareItem(reader);
    if (!(item instanceof Uint8Array)) return null;
    return readParams(reader) === null ? null : item;
  });
}

function serializeValue(value: string | number): string {
  return typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function serializeParams(params: [string, ParamValue][]): string {
  return params
    .map(([key, value]) => {
      if (value === true) return `;${key}`;
      if (value === false) return `;${key}=?0`;
      return `;${key}=${serializeValue(value)}`;
    })
    .join('');
}

/** The canonical serialization of one inner list: the `@signature-params` value (RFC 9421 §2.3). */
export function serializeSignatureInput(input: SignatureInput): string {
  const items = input.components.map((c) => `"${c.name}"${serializeParams(c.params)}`).join(' ');
  return `(${items})${serializeParams(input.params)}`;
}

export function serializeComponentId(component: ComponentId): string {
  return `"${component.name}"${serializeParams(component.params)}`;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(b64: string): Uint8Array | null {
  try {
    const binary = atob(b64);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}
