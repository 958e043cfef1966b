/**
 * The till's page as served in the theme kept for the till: `data-theme` on its root element, which
 * the page's styles and its script read before anything is drawn, so its first frame is in the
 * till's theme rather than the system's. Without a kept theme the page is served as built (it
 * follows the system's).
 */
import type { TillTheme } from '../shared/bridge/app.js';

export function pageInTheme(html: string, theme: TillTheme | null): string {
  if (!theme) return html;
  return html.replace(/<html\b/, `<html data-theme="${theme}"`);
}
