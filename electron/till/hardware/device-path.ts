/**
 * Where a printer's device may be: a USB printer (/dev/usb/lpN), a serial or USB-serial port
 * (/dev/ttyUSB0, /dev/ttyS0, /dev/ttyACM0; macOS /dev/cu.* and /dev/tty.*), a Windows COM or LPT
 * port (\\.\COM3, \\.\LPT1). Anything else, a path that climbs out of /dev or names a file, is
 * refused before anything is opened. Pure.
 */

const DEVICE_PATHS: readonly RegExp[] = [
  /^\/dev\/usb\/lp\d{1,3}$/,
  /^\/dev\/tty[A-Za-z0-9_-]{1,32}$/,
  /^\/dev\/(cu|tty)\.[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/,
  /^\\\\\.\\(COM|LPT)\d{1,3}$/i,
];

/** The device path as given when it names a printer's port; null for anything else. */
export function printerDevicePath(given: string): string | null {
  const path = given.trim();
  if (path.includes('..') || path.includes('\0')) return null;
  return DEVICE_PATHS.some((pattern) => pattern.test(path)) ? path : null;
}

/** A network printer's address: "host" or "host:port" (9100 when no port is given); null when it is not one. */
export function printerNetworkAddress(given: string): { host: string; port: number } | null {
  const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]{1,253})(?::(\d{1,5}))?$/.exec(given.trim());
  if (!match) return null;
  const port = match[2] === undefined ? 9100 : Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
}
