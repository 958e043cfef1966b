/**
 * The OpenAPI documents the store serves at /api/openapi/<file>, generated from the routes it
 * declares (generate.ts) the first time each is asked for, then kept: the routes do not change
 * while the store runs.
 */
import { parse, stringify } from 'yaml';
import type { EndpointRouter } from '../endpoints.js';
import { generateDocument, type DocumentFrame, type ServedRoute } from './generate.js';
import { OAUTH_OPENAPI } from './oauth.js';
import { PLATFORM_FRAME, PLATFORM_OPENAPI } from './platform.js';
import { STOREFRONT_FRAME } from './storefront.js';

type Json = Record<string, unknown>;

/** The declared routes served under `base`. */
function routesUnder(router: EndpointRouter, base: string): ServedRoute[] {
  return router.entries().flatMap(({ pattern, handler }) => (handler.declared && handler.declared.base === base
    ? [{ pattern, route: handler.declared.route }]
    : []));
}

/** Adds the paths and components still written as YAML to a generated document (the generated ones win). */
function withWritten(document: Json, written: string): Json {
  const parts = parse(written) as { paths?: Json; components?: Record<string, Json> };
  const components = (document.components ?? {}) as Record<string, Json>;
  for (const [kind, entries] of Object.entries(parts.components ?? {})) components[kind] = { ...entries, ...components[kind] };
  return { ...document, paths: { ...parts.paths, ...(document.paths as Json) }, components };
}

function generated(router: EndpointRouter, frame: DocumentFrame, written: string): string {
  return stringify(withWritten(generateDocument(frame, routesUnder(router, frame.base)), written), { lineWidth: 0 });
}

/** File name -> the document's YAML, built on first use. */
export function servedDocuments(router: EndpointRouter): (file: string) => string | undefined {
  const builders: Record<string, () => string> = {
    'storefront.yaml': () => stringify(generateDocument(STOREFRONT_FRAME, routesUnder(router, STOREFRONT_FRAME.base)), { lineWidth: 0 }),
    'platform.yaml': () => generated(router, PLATFORM_FRAME, PLATFORM_OPENAPI),
    'oauth.yml': () => OAUTH_OPENAPI,
  };
  const built = new Map<string, string>();
  return (file) => {
    if (!Object.hasOwn(builders, file)) return undefined;
    let text = built.get(file);
    if (text === undefined) {
      text = builders[file]!();
      built.set(file, text);
    }
    return text;
  };
}
