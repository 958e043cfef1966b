/**
 * The two header fields of RFC 9421 §4 as Structured Field dictionaries (RFC 8941):
 * `Signature-Input` (label = inner list of component identifiers with parameters) and
 * `Signature` (label = byte sequence). The fields are parsed by `structured-headers`; only the
 * shapes RFC 9421 uses are accepted, anything else is `null` (malformed), never a guess.
 */
import { isInnerList, parseDictionary, Token, type BareItem, type Dictionary, type InnerList, type Item, type Parameters } from 'structured-headers';

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

/** A parameter's value as RFC 9421 uses them; a byte sequence, date or display string is refused. */
function paramValue(item: BareItem): ParamValue | null {
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') return item;
  if (item instanceof Token) return item.toString();
  return null;
}

function readParams(params: Parameters): [string, ParamValue][] | null {
  const out: [string, ParamValue][] = [];
  for (const [key, item] of params) {
    const value = paramValue(item);
    if (value === null) return null;
    out.push([key, value]);
  }
  return out;
}

/** Each member of a dictionary read by `readValue`, or null when the field or any member is malformed. */
function readMembers<T>(header: string, readValue: (member: Item | InnerList) => T | null): Map<string, T> | null {
  let dictionary: Dictionary;
  try {
    dictionary = parseDictionary(header);
  } catch {
    return null;
  }
  const members = new Map<string, T>();
  for (const [label, member] of dictionary) {
    const value = readValue(member);
    if (value === null) return null;
    members.set(label, value);
  }
  return members;
}

/** `Signature-Input`: each label's covered components and parameters, or null if malformed. */
export function parseSignatureInput(header: string): Map<string, SignatureInput> | null {
  return readMembers(header, (member) => {
    if (!isInnerList(member)) return null;
    const [items, listParams] = member;
    const components: ComponentId[] = [];
    for (const [name, itemParams] of items) {
      if (typeof name !== 'string') return null;
      const params = readParams(itemParams);
      if (params === null) return null;
      components.push({ name, params });
    }
    const params = readParams(listParams);
    return params === null ? null : { components, params };
  });
}

/** `Signature`: each label's signature bytes, or null if malformed. */
export function parseSignature(header: string): Map<string, Uint8Array> | null {
  return readMembers(header, (member) => {
    if (isInnerList(member)) return null;
    const [item] = member;
    return item instanceof ArrayBuffer ? new Uint8Array(item) : null;
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
