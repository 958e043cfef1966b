/**
 * Words written in the code instead of the catalogue. In the page: text between tags, the text of
 * the attributes people read (aria-label, title, placeholder, alt, label) and any other string that
 * reads as words (a capitalised word, or words with spaces), outside what is not shown (imports,
 * comparisons, keys, logs, internal errors). In the services: the words of a refusal or notice the
 * page shows (`message`, `action`, `approvers` and a call's `managerOnly`). A string that is not
 * words (a key name, a format) is marked with a `not-words` comment on its line or the line above.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const SHOWN_PROPERTIES = new Set(['message', 'action', 'approvers', 'managerOnly']);
const LOG_CALLEES = /^(console|log|logger|this\.log|deps\.log|options\.log)\.|^(logLine|logWarn|logInfo|logError)$/;
const LETTER = /\p{L}/u;
/** Reads as words: a capitalised word ("Cash"), or two words with a space ("no sale"). */
const WORDS = /^\p{Lu}\p{Ll}+(\b|$)|\p{L}{2,}[ ,.!?:;]+\p{L}{2,}/u;
/** A module path or file name, not words. */
const PATH = /^[.@/]|^[\w-]+\.(js|tsx?|css|json|png|svg|html)$/;

export interface Untranslated {
  file: string;
  line: number;
  text: string;
}

function exempt(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split('\n');
  return [lines[line], lines[line - 1]].some((l) => l !== undefined && /not-words/.test(l));
}

function calleeName(call: ts.CallExpression | ts.NewExpression, source: ts.SourceFile): string {
  return call.expression.getText(source);
}

/** A string the reader never sees: an import, a key, a comparison, a log line, an internal error, a type. */
function notShown(node: ts.Node, source: ts.SourceFile): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent) || ts.isLiteralTypeNode(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === at) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === at) return true;
    if (
      ts.isBinaryExpression(parent) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(parent.operatorToken.kind)
    )
      return true;
    if (ts.isCaseClause(parent) && parent.expression === at) return true;
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const name = calleeName(parent, source);
      if (LOG_CALLEES.test(name) || /defineMessages?$|^Error$|Error$|^import$/.test(name)) return true;
      // Only the nearest call decides: an argument of a call is shown or not by what that call does.
      return false;
    }
    if (ts.isJsxAttribute(parent)) return !READ_ATTRIBUTES.has(parent.name.getText(source));
    if (ts.isStatement(parent)) return false;
  }
  return false;
}

function scanPage(source: ts.SourceFile, found: Untranslated[]): void {
  const report = (node: ts.Node, text: string) => {
    if (exempt(source, node)) return;
    found.push({ file: source.fileName, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: text.trim().slice(0, 80) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const inReadAttribute = ts.isJsxAttribute(node.parent) && READ_ATTRIBUTES.has(node.parent.name.getText(source));
      if ((inReadAttribute ? LETTER : WORDS).test(node.text) && (inReadAttribute || (!PATH.test(node.text) && !notShown(node, source))))
        report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
      if (WORDS.test(text) && !notShown(node, source)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/**
 * The text an expression shows, where it is written out: a string, a template (its written parts,
 * `…` for what it fills in), and strings joined with `+` or chosen with `||`, `??` or `?:`. Null for
 * anything else (a call decides what its own arguments are).
 */
function shownText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
  if (ts.isParenthesizedExpression(node)) return shownText(node.expression);
  if (ts.isConditionalExpression(node)) return [shownText(node.whenTrue), shownText(node.whenFalse)].find((t) => t !== null && WORDS.test(t)) ?? null;
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    const sides = [shownText(node.left), shownText(node.right)];
    if (kind === ts.SyntaxKind.PlusToken) return sides.some((t) => t !== null) ? sides.map((t) => t ?? '…').join('') : null;
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken) return sides.find((t) => t !== null && WORDS.test(t)) ?? null;
  }
  return null;
}

/** A call that makes a refusal from its words (`refuse('…')`, `ctx.refuse(…)`, `refusal(kind, …)`), or asks an approval naming its action. */
const REFUSAL_CALLEES = /(^|\.)(refuse|refusal|requireManager|requireRight)$/;

function scanServices(source: ts.SourceFile, found: Untranslated[]): void {
  const report = (node: ts.Node, value: ts.Expression) => {
    const text = shownText(value);
    if (text !== null && WORDS.test(text) && !exempt(source, node) && !notShown(node, source))
      found.push({ file: source.fileName, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: text.slice(0, 80) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && SHOWN_PROPERTIES.has(node.name.getText(source))) report(node, node.initializer);
    if (ts.isCallExpression(node) && REFUSAL_CALLEES.test(calleeName(node, source))) for (const arg of node.arguments) report(arg, arg);
    // A field's reasons under it (`fieldErrors: { tendered: ['…'] }`) are shown as they are written.
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'fieldErrors') reasonsIn(node.initializer);
    ts.forEachChild(node, visit);
  };
  const reasonsIn = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node)) for (const reason of node.elements) report(reason, reason);
    else if (ts.isObjectLiteralExpression(node)) for (const p of node.properties) if (ts.isPropertyAssignment(p)) reasonsIn(p.initializer);
  };
  visit(source);
}

/** The words written outside the catalogue in these files (paths relative to `root`). */
export function untranslatedWords(root: string, files: string[]): Untranslated[] {
  const found: Untranslated[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    if (file.startsWith('renderer/')) scanPage(source, found);
    else scanServices(source, found);
  }
  return found;
}
