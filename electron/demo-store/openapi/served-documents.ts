/**
 * The OpenAPI documents the store serves at /api/openapi/<file>, generated from the routes it
 * declares (generate.ts) the first time each is asked for, then kept: the routes do not change
 * while the store runs.
 */
import { stringify } from 'yaml';
import type { EndpointRouter } from '../http/endpoints.js';
import { generateDocument, type DocumentFrame, type ServedRoute } from './generate.js';
import { OAUTH_FRAME } from './oauth.js';
import { PLATFORM_FRAME } from './platform.js';
import { STOREFRONT_FRAME } from './storefront.js';

/** The declared routes served under `base`. */
function routesUnder(router: EndpointRouter, base: string): ServedRoute[] {
  return router
    .entries()
    .flatMap(({ pattern, handler }) => (handler.declared && handler.declared.base === base ? [{ pattern, route: handler.declared.route }] : []));
}

function generated(router: EndpointRouter, frame: DocumentFrame): string {
  return stringify(generateDocument(frame, routesUnder(router, frame.base)), { lineWidth: 0 });
}

/** File name -> the document's YAML, built on first use. */
export function servedDocuments(router: EndpointRouter): (file: string) => string | undefined {
  const builders: Record<string, () => string> = {
    'storefront.yaml': () => generated(router, STOREFRONT_FRAME),
    'platform.yaml': () => generated(router, PLATFORM_FRAME),
    'oauth.yml': () => generated(router, OAUTH_FRAME),
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
