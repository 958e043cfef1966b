/**
 * The counter's layout, measured on the page as it is now (not judged by eye):
 *
 * - overlap: visible text that runs into other visible text or into a control it is not part of
 *   (text measured by its line boxes, controls by their border boxes; an element and what it
 *   holds never count against each other);
 * - small target: a control a clerk touches (button, field, tab, chip, a checkbox's or radio's
 *   label, a link that is not inside running text) smaller than 44 × 44 px;
 * - overflow: the page scrolls sideways, a box scrolls sideways, or a box that hides its overflow
 *   cuts off what it holds (its scroll size larger than its client size);
 * - broken word: a word cut in two at the end of a line ("Refre" / "sh") where the element does
 *   not ask for long words to be cut (overflow-wrap: anywhere for an email is asked for);
 * - columns (when asked): a grid showing fewer columns than it must;
 * - wrap: in a bar that keeps to one line (the page's banner, or what `singleLine` names), a text
 *   that wraps onto a second line or an item pushed onto a row of its own;
 * - edge: text or a control inside a card (`.card`, or what `cards` names) that touches the
 *   card's border (closer than 4 px to its left, right or top edge): a card whose padding a
 *   reset took away;
 * - page scroll: the document itself scrolls up and down (each screen scrolls in its own region,
 *   so a wheel anywhere never moves the header and navigation off the window);
 * - cut: a name cut short with an ellipsis where it must show whole (the header's customer and
 *   who is on the till, or what `whole` names);
 * - a control's words: wider than the control ("Remove" past its button's border), or a short
 *   label (24 characters at most: "Use Second shop", "Save location") wrapping onto three lines
 *   or more;
 * - rows (what `rows` names, the staff list's and the store list's rows unless told): an item
 *   pushed onto a row of its own;
 * - a word cut into three pieces or more even where cutting is asked for (an email over three
 *   lines in a squeezed column);
 * - a checkbox or radio drawn under 24 × 24 px (its label is the 44 px target, the box itself is
 *   what the eye aims at);
 * - sticky bar: text that runs under a bar stuck to its scrolling region's edge, or shows beyond
 *   it (a receipt's return policy under its Print / New sale bar);
 * - width change (with `steady`): a column whose width differs from the width it had when first
 *   measured (the checkout's column from one step to the next).
 *
 * What cannot be seen is left out: display none, visibility hidden, opacity 0, visually hidden
 * (1 px) boxes, what a scrolling or clipping ancestor hides, and while a modal dialog is open,
 * everything outside it. A box that floats over the page by design (position fixed, absolute or
 * sticky) is compared only with what shares its layer. Intentional truncation (line-clamp,
 * text-overflow: ellipsis) is not an overflow.
 *
 * `expectCounterLayout(page, { name })` also saves a screenshot as test-results/layout/<name>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

type LayoutProblemKind =
  'overlap' | 'small-target' | 'overflow' | 'broken-word' | 'columns' | 'wrap' | 'edge' | 'page-scroll' | 'cut' | 'sticky' | 'width-change';

export interface LayoutProblem {
  kind: LayoutProblemKind;
  /** In words: where (a selector-like path), what text, which box. */
  description: string;
}

export interface LayoutCheckOptions {
  /** The smallest a touch target may be, each way (44 unless told). */
  minTarget?: number;
  /** CSS selectors of parts to leave out of every check (e.g. a third-party widget). */
  ignore?: string[];
  /** Grids that must show at least `min` columns (e.g. the product grid beside the cart). */
  grids?: { selector: string; min: number }[];
  /** Bars whose words and items keep to one line (the page's banner, `header` outside any section, unless told). */
  singleLine?: string[];
  /** Boxes whose text and controls keep off their border (`.card` unless told). */
  cards?: string[];
  /** Where names show whole, never cut short with an ellipsis (the header's customer and who is on the till unless told; the store's name may give way). */
  whole?: string[];
  /** Rows whose items keep side by side (their words may wrap): the staff list's and the store list's unless told. */
  rows?: string[];
  /** Columns whose width must stay as it was first measured (made by `steadyWidth`, kept across calls). */
  steady?: SteadyWidth[];
}

/** A column whose width is remembered from its first measurement, to be compared at the next. */
export interface SteadyWidth {
  selector: string;
  first?: { width: number; at: string };
}

/** A column to keep at one width from one screen (or step) to the next: pass it as `steady` at each. */
export function steadyWidth(selector: string): SteadyWidth {
  return { selector };
}

/** Runs in the page: kept as plain JavaScript so nothing the test runner's compiler adds reaches the browser. */
const MEASURE = String.raw`
(({ minTarget, ignore, grids, singleLine, cards, whole, rows }) => {
  const problems = [];
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const round = (n) => Math.round(n);
  const boxText = (r) => round(r.width) + '×' + round(r.height) + ' at (' + round(r.left) + ', ' + round(r.top) + ')';
  const textOf = (el) => (el.getAttribute('aria-label') || el.innerText || el.value || el.getAttribute('placeholder') || '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const step = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) return s + '#' + el.id;
    const classes = [...el.classList].slice(0, 2);
    if (classes.length) s += '.' + classes.join('.');
    const label = el.getAttribute('aria-label');
    if (label) s += '[aria-label="' + label.slice(0, 30) + '"]';
    return s;
  };
  const where = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 5; e = e.parentElement) parts.unshift(step(e));
    return parts.join(' > ');
  };
  const ignored = (el) => ignore.some((sel) => el.closest(sel));

  const modal = [...document.querySelectorAll('dialog[open]')].find((d) => d.matches(':modal'));
  const scope = modal || document.body;

  const hiddenStyle = (el) => {
    // What a closed <details> holds, but its summary, is not shown.
    const details = el.closest('details:not([open])');
    if (details && !el.closest('summary')) return true;
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || cs.visibility === 'collapse' || Number(cs.opacity) === 0) return true;
      const r = e.getBoundingClientRect();
      if (cs.overflow !== 'visible' && (r.width <= 2 || r.height <= 2)) return true; // visually hidden
      if (cs.clip && cs.clip !== 'auto' && /rect\(0(px)? /.test(cs.clip)) return true;
    }
    return false;
  };
  /**
   * The part of a rectangle that shows: cut by every ancestor that clips and by the window. A
   * text's rectangle is also cut by the element that holds it (a name cut short with an ellipsis
   * shows only up to its ellipsis); a box's own clipping cuts what it holds, not the box.
   */
  const visiblePart = (el, rect, ownText = false) => {
    let l = rect.left, t = rect.top, r = rect.right, b = rect.bottom;
    for (let e = ownText ? el : el.parentElement; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
        const c = e.getBoundingClientRect();
        if (cs.overflowX !== 'visible') { l = Math.max(l, c.left); r = Math.min(r, c.right); }
        if (cs.overflowY !== 'visible') { t = Math.max(t, c.top); b = Math.min(b, c.bottom); }
      }
      if (cs.position === 'fixed') break;
    }
    l = Math.max(l, 0); t = Math.max(t, 0); r = Math.min(r, vw); b = Math.min(b, vh);
    return r - l > 1 && b - t > 1 ? { left: l, top: t, right: r, bottom: b, width: r - l, height: b - t } : null;
  };
  /** The box that floats over the page this element belongs to (its layer); the dialog or page otherwise. */
  const layerOf = (el) => {
    for (let e = el; e; e = e.parentElement) {
      if (e === modal) return e;
      const p = getComputedStyle(e).position;
      if (p === 'fixed' || p === 'absolute' || p === 'sticky') return e;
      if (e.tagName === 'DIALOG' && e.open) return e;
    }
    return document.body;
  };

  const CONTROL = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
  const all = [...scope.querySelectorAll('*')].filter((el) => !ignored(el));

  // ---- Items that show: text line boxes and controls. ----
  const items = [];
  const controls = all.filter((el) => el.matches(CONTROL) && !hiddenStyle(el));
  for (const el of controls) {
    if (el.matches('[role="group"], [tabindex]') && !el.matches('button, a, input, select, textarea, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"]')) continue; // focusable containers
    const tag = el.tagName;
    // A checkbox or radio inside its label: the label is what is touched.
    const target = (tag === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio') && el.closest('label')) || el;
    const rect = target.getBoundingClientRect();
    const shown = visiblePart(target, rect);
    if (!shown) continue;
    items.push({ el: target, kind: 'control', rect: shown, full: rect, layer: layerOf(target) });
  }
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || ignored(el) || el.closest('option, script, style, select, textarea, svg title') || hiddenStyle(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue;
      const shown = visiblePart(el, r, true);
      if (!shown) continue;
      items.push({ el, kind: 'text', text: node.textContent.trim().replace(/\s+/g, ' ').slice(0, 60), rect: shown, full: r, layer: layerOf(el) });
    }
  }
  // ---- (d) A word cut in two at the end of a line ("$24.0" over "0", "Refre" over "sh"). ----
  const brokenWords = [];
  const walker2 = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker2.nextNode(); node; node = walker2.nextNode()) {
    const text = node.textContent;
    const el = node.parentElement;
    if (!el || !/\w\w/.test(text) || ignored(el) || hiddenStyle(el)) continue;
    const cs = getComputedStyle(el);
    // Cutting long words is what the element asks for (an email, a key): not a fault, unless a
    // word no longer than an email is cut into three pieces or more (its column is squeezed).
    const asked = cs.overflowWrap === 'anywhere' || cs.overflowWrap === 'break-word' || cs.wordBreak === 'break-all' || cs.wordBreak === 'break-word';
    const lines = document.createRange();
    lines.selectNodeContents(node);
    if (lines.getClientRects().length < 2) continue;
    const range = document.createRange();
    let lastTop = null;
    const cuts = new Map();
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getClientRects()[0];
      if (!r || r.width === 0) continue;
      if (lastTop !== null && r.top > lastTop + 2 && /\S/.test(text[i]) && /[^\s/-]/.test(text[i - 1] || '') && (asked || (/\w/.test(text[i]) && /\w/.test(text[i - 1] || '')))) {
        const from = text.lastIndexOf(' ', i) + 1;
        const to = text.indexOf(' ', i);
        const word = text.slice(from, to < 0 ? undefined : to).trim();
        cuts.set(word, (cuts.get(word) || 0) + 1);
      }
      lastTop = r.top;
    }
    for (const [word, n] of cuts) {
      if (!asked) brokenWords.push({ kind: 'broken-word', description: '"' + word + '" is cut in two at the end of a line (' + where(el) + ')' });
      else if (n >= 2 && word.length <= 40) brokenWords.push({ kind: 'broken-word', description: '"' + word + '" is cut into ' + (n + 1) + ' pieces over ' + (n + 1) + ' lines (' + where(el) + ')' });
    }
  }

  const svgTexts = [...scope.querySelectorAll('svg text')].filter((el) => !ignored(el) && !hiddenStyle(el));
  for (const el of svgTexts) {
    const r = el.getBoundingClientRect();
    const shown = visiblePart(el, r);
    if (shown) items.push({ el, kind: 'text', text: el.textContent.trim().slice(0, 60), rect: shown, full: r, layer: layerOf(el) });
  }

  problems.push(...brokenWords);

  // ---- (a) Overlap. ----
  const related = (a, b) => a === b || a.contains(b) || b.contains(a);
  const cross = (a, b) => {
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return w > 1 && h > 1 ? { w, h } : null; // a pixel of anti-aliasing is not an overlap
  };
  const seen = new Set();
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i], b = items[j];
      if (a.kind === 'control' && b.kind === 'control' && related(a.el, b.el)) continue;
      if (a.layer !== b.layer) continue;
      if (related(a.el, b.el)) continue;
      // Text inside a control, against that control: its own label.
      if (a.kind === 'control' && a.el.contains(b.el)) continue;
      if (b.kind === 'control' && b.el.contains(a.el)) continue;
      if (!cross(a.rect, b.rect)) continue;
      const name = (x) => (x.kind === 'text' ? '"' + x.text + '" (' + where(x.el) + ', ' + boxText(x.rect) + ')' : 'control "' + textOf(x.el) + '" (' + where(x.el) + ', ' + boxText(x.rect) + ')');
      const key = name(a) + '|' + name(b);
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ kind: 'overlap', description: name(a) + ' overlaps ' + name(b) });
    }
  }

  // ---- (b) Touch targets. ----
  for (const it of items) {
    if (it.kind !== 'control') continue;
    const el = it.el;
    if (el.closest('[aria-hidden="true"]')) continue;
    // A link inside running text is exempt (WCAG 2.5.5 "inline").
    // (Running text: words of the link's own parent flow around it, as in "Read the <a>policy</a> first.")
    if ((el.tagName === 'A' || el.classList.contains('link-button')) && getComputedStyle(el).display.startsWith('inline')) {
      const around = [...(el.parentElement?.childNodes || [])].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
      if (around) continue;
    }
    const r = it.full;
    if (r.width + 0.5 < minTarget || r.height + 0.5 < minTarget) {
      problems.push({ kind: 'small-target', description: 'control "' + textOf(el) + '" (' + where(el) + ') is ' + boxText(r) + ', under ' + minTarget + '×' + minTarget });
    }
  }

  // ---- (c) Overflow. ----
  const doc = document.scrollingElement || document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1) {
    problems.push({ kind: 'overflow', description: 'the page scrolls sideways: ' + doc.scrollWidth + ' px wide in a ' + doc.clientWidth + ' px window' });
  }
  for (const el of all) {
    const cs = getComputedStyle(el);
    if (cs.display === 'none' || cs.display === 'contents') continue;
    if (el.matches('input, select, textarea, img, video, canvas, svg, iframe')) continue;
    if (hiddenStyle(el)) continue;
    const rect = el.getBoundingClientRect();
    if (!visiblePart(el, rect)) continue;
    const truncated = cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '' && cs.webkitLineClamp !== undefined || cs.textOverflow === 'ellipsis';
    const text = textOf(el);
    if (cs.overflowX === 'auto' || cs.overflowX === 'scroll') {
      if (el.scrollWidth > el.clientWidth + 1) problems.push({ kind: 'overflow', description: where(el) + ' scrolls sideways (' + el.scrollWidth + ' px of content in ' + el.clientWidth + ' px), "' + text + '"' });
    } else if ((cs.overflowX === 'hidden' || cs.overflowX === 'clip') && !truncated) {
      if (el.scrollWidth > el.clientWidth + 1) problems.push({ kind: 'overflow', description: where(el) + ' cuts off its content sideways (' + el.scrollWidth + ' px in ' + el.clientWidth + ' px), "' + text + '"' });
    }
    if ((cs.overflowY === 'hidden' || cs.overflowY === 'clip') && !truncated && el.textContent.trim() !== '') {
      if (el.scrollHeight > el.clientHeight + 1) problems.push({ kind: 'overflow', description: where(el) + ' cuts off its content at the bottom (' + el.scrollHeight + ' px in ' + el.clientHeight + ' px), "' + text + '"' });
    }
  }

  // ---- Grids that must keep their columns. ----
  for (const { selector, min } of grids) {
    for (const el of document.querySelectorAll(selector)) {
      if (hiddenStyle(el)) continue;
      const tracks = getComputedStyle(el).gridTemplateColumns.split(' ').filter((t) => t && t !== 'none').length;
      if (tracks < min) problems.push({ kind: 'columns', description: where(el) + ' shows ' + tracks + ' column(s), fewer than ' + min + ', in ' + round(el.getBoundingClientRect().width) + ' px' });
    }
  }
  // ---- Bars that keep to one line: no text on a second line, no item on a row of its own. ----
  for (const bar of scope.querySelectorAll(singleLine.join(', '))) {
    if (ignored(bar) || hiddenStyle(bar) || !visiblePart(bar, bar.getBoundingClientRect())) continue;
    const texts = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent.trim() || ignored(el) || hiddenStyle(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [];
      for (const r of range.getClientRects()) {
        if (r.width >= 1 && r.height >= 1 && !tops.some((t) => Math.abs(t - r.top) <= 2)) tops.push(r.top);
      }
      if (tops.length > 1) {
        problems.push({ kind: 'wrap', description: '"' + node.textContent.trim().replace(/\s+/g, ' ').slice(0, 60) + '" wraps onto ' + tops.length + ' lines in a bar that keeps to one (' + where(el) + ')' });
      }
    }
    const children = [...bar.children].filter((c) => !ignored(c) && !hiddenStyle(c)).map((c) => ({ el: c, r: c.getBoundingClientRect() })).filter((c) => c.r.width >= 1 && c.r.height >= 1);
    for (const c of children) {
      if (children.some((o) => o !== c && (o.r.bottom <= c.r.top + 1 || o.r.top >= c.r.bottom - 1))) {
        problems.push({ kind: 'wrap', description: where(c.el) + ' sits on a row of its own in a bar that keeps to one line (' + boxText(c.r) + ')' });
      }
    }
  }
  // ---- Cards whose text or controls touch their border. ----
  const EDGE = 4;
  for (const card of scope.querySelectorAll(cards.join(', '))) {
    if (ignored(card) || hiddenStyle(card)) continue;
    const c = card.getBoundingClientRect();
    const flush = items.filter((it) => card.contains(it.el) && it.el !== card && (it.full.left - c.left < EDGE || c.right - it.full.right < EDGE || it.full.top - c.top < EDGE));
    if (flush.length > 0) {
      const first = flush[0];
      problems.push({ kind: 'edge', description: (first.kind === 'text' ? '"' + first.text + '"' : 'control "' + textOf(first.el) + '"') + ' touches the border of ' + where(card) + ' (' + boxText(first.full) + ' in ' + boxText(c) + ')' + (flush.length > 1 ? ', and ' + (flush.length - 1) + ' more' : '') });
    }
  }
  // ---- The page itself scrolling up and down: each screen scrolls in its own region. ----
  if (doc.scrollHeight > doc.clientHeight + 1 || doc.scrollTop > 0) {
    problems.push({ kind: 'page-scroll', description: 'the page itself scrolls up and down (' + doc.scrollHeight + ' px tall in a ' + doc.clientHeight + ' px window, scrolled ' + round(doc.scrollTop) + ' px): a wheel moves the header and navigation off the window' });
  }
  // ---- Names cut short with an ellipsis where they must show whole. ----
  for (const area of scope.querySelectorAll(whole.join(', '))) {
    if (ignored(area) || hiddenStyle(area)) continue;
    for (const el of [area, ...area.querySelectorAll('*')]) {
      if (ignored(el) || hiddenStyle(el) || getComputedStyle(el).textOverflow !== 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push({ kind: 'cut', description: '"' + textOf(el) + '" is cut short with an ellipsis (' + where(el) + ', ' + el.clientWidth + ' px of ' + el.scrollWidth + ' px)' });
    }
  }
  // ---- A control's words: wider than the control, or a short label over three lines or more. ----
  const BLOCKY = /^(block|flex|grid|table|list-item|inline-flex|inline-grid|inline-block)$/;
  for (const it of items) {
    if (it.kind !== 'control' || !it.el.matches('button, a[href], summary, [role="button"], [role="tab"]')) continue;
    const el = it.el;
    if ([...el.querySelectorAll('*')].some((d) => BLOCKY.test(getComputedStyle(d).display) && !hiddenStyle(d) && d.getBoundingClientRect().width > 2)) continue; // a tile, not a label
    const c = el.getBoundingClientRect();
    const tops = [];
    let wider = null;
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent.trim() || hiddenStyle(node.parentElement) || node.parentElement.closest('kbd')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue;
        if (!tops.some((t) => Math.abs(t - r.top) <= 2)) tops.push(r.top);
        if (r.left < c.left - 1 || r.right > c.right + 1) wider = r;
      }
    }
    if (wider) problems.push({ kind: 'overflow', description: 'the words of control "' + textOf(el) + '" (' + where(el) + ') are wider than the control (' + round(wider.width) + ' px of words in ' + boxText(c) + ')' });
    else if (tops.length >= 3 && textOf(el).length <= 24) problems.push({ kind: 'wrap', description: 'the label of control "' + textOf(el) + '" (' + where(el) + ') wraps onto ' + tops.length + ' lines in ' + boxText(c) });
  }
  // ---- Rows whose items keep side by side. ----
  for (const row of scope.querySelectorAll(rows.join(', '))) {
    if (ignored(row) || hiddenStyle(row) || !visiblePart(row, row.getBoundingClientRect())) continue;
    const children = [...row.children].filter((c) => !ignored(c) && !hiddenStyle(c)).map((c) => ({ el: c, r: c.getBoundingClientRect() })).filter((c) => c.r.width >= 1 && c.r.height >= 1);
    for (const c of children) {
      if (children.some((o) => o !== c && (o.r.bottom <= c.r.top + 1 || o.r.top >= c.r.bottom - 1))) {
        problems.push({ kind: 'wrap', description: where(c.el) + ' "' + textOf(c.el) + '" sits on a row of its own in a row that keeps its items side by side (' + boxText(c.r) + ')' });
      }
    }
  }
  // ---- Checkboxes and radios drawn too small to aim at. ----
  for (const el of scope.querySelectorAll('input[type="checkbox"], input[type="radio"]')) {
    if (ignored(el) || hiddenStyle(el) || el.closest('[aria-hidden="true"]')) continue;
    const r = el.getBoundingClientRect();
    if (!visiblePart(el, r)) continue;
    if (r.width + 0.5 < 24 || r.height + 0.5 < 24) problems.push({ kind: 'small-target', description: el.type + ' "' + (el.closest('label')?.innerText.trim().slice(0, 40) || textOf(el)) + '" (' + where(el) + ') is drawn ' + boxText(r) + ', under 24×24' });
  }
  // ---- Text under a sticky bar, or showing beyond it. ----
  for (const bar of scope.querySelectorAll('*')) {
    if (ignored(bar) || getComputedStyle(bar).position !== 'sticky' || hiddenStyle(bar)) continue;
    const b = bar.getBoundingClientRect();
    if (b.width < 2 || b.height < 2) continue;
    let region = bar.parentElement;
    while (region && !/(auto|scroll)/.test(getComputedStyle(region).overflowY)) region = region.parentElement;
    const stuckBottom = getComputedStyle(bar).bottom !== 'auto';
    const under = items.filter((it) => it.kind === 'text' && !bar.contains(it.el) && !it.el.contains(bar) && (!region || region.contains(it.el)) && it.layer !== bar && (cross(it.rect, b) || (stuckBottom && it.rect.top >= b.bottom - 1)));
    if (under.length > 0) {
      problems.push({ kind: 'sticky', description: '"' + under[0].text + '" (' + where(under[0].el) + ', ' + boxText(under[0].rect) + ') shows ' + (cross(under[0].rect, b) ? 'under' : 'beyond') + ' the sticky bar ' + where(bar) + ' (' + boxText(b) + ')' + (under.length > 1 ? ', and ' + (under.length - 1) + ' more' : '') });
    }
  }
  return problems;
})
`;

/** The page's banner: its own role, or a header outside any section. */
const BANNER = ['[role="banner"]', 'header:not(:is(main, article, section, aside, nav, dialog) header)'];

/** Every layout problem the page shows now. */
export async function checkLayout(page: Page, options: LayoutCheckOptions & { name?: string } = {}): Promise<LayoutProblem[]> {
  const args = {
    minTarget: options.minTarget ?? 44,
    ignore: options.ignore ?? [],
    grids: options.grids ?? [],
    singleLine: options.singleLine ?? BANNER,
    cards: options.cards ?? ['.card'],
    whole: options.whole ?? ['.till-people'],
    rows: options.rows ?? ['.staff-member', '.profile-head'],
  };
  // Measured once the page has settled: resize observers (the product grid counts its columns in
  // one) run before the next frame, and what they set is drawn in the frame after.
  await page.evaluate(() => new Promise<void>((settled) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 0)))));
  const problems = (await page.evaluate(`${MEASURE}(${JSON.stringify(args)})`)) as LayoutProblem[];
  for (const column of options.steady ?? []) problems.push(...(await widthChange(page, column, options.name ?? page.url())));
  return problems;
}

/** The column's width now against its first measurement (which the first call records). */
async function widthChange(page: Page, column: SteadyWidth, at: string): Promise<LayoutProblem[]> {
  const width = await page.evaluate((selector) => {
    const el = [...document.querySelectorAll(selector)].find((e) => e.getBoundingClientRect().width > 0);
    return el ? Math.round(el.getBoundingClientRect().width) : null;
  }, column.selector);
  if (width === null) return [];
  if (!column.first) {
    column.first = { width, at };
    return [];
  }
  if (Math.abs(width - column.first.width) <= 1) return [];
  return [{ kind: 'width-change', description: `${column.selector} is ${width} px wide here, ${column.first.width} px at ${column.first.at}` }];
}

const SCREENSHOTS = path.resolve('test-results', 'layout');

/**
 * Fails with one readable line per problem; saves a screenshot of the page as it was checked
 * under test-results/layout/<name>.png either way.
 */
export async function expectCounterLayout(page: Page, options: LayoutCheckOptions & { name: string }): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${options.name.replace(/[^\w.-]+/g, '-')}.png`) });
  const problems = await checkLayout(page, options);
  if (problems.length === 0) return;
  const lines = problems.slice(0, 40).map((p) => `- [${p.kind}] ${p.description}`);
  if (problems.length > 40) lines.push(`- … and ${problems.length - 40} more`);
  throw new Error(`${options.name}: ${problems.length} layout problem(s)\n${lines.join('\n')}`);
}
