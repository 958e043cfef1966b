/**
 * A name in an OpenAPI document's components stands for one schema and one answer: two routes
 * giving one name to different schemas, or to different answers, stop the generation instead of
 * leaving one route described by the other's schema. What is made from a named schema
 * (`.optional()`, `.describe()`, `.openapi({…})`) is the same component.
 */
import { describe, expect, it } from 'vitest';
import { generateDocument, type DocumentFrame, type ServedRoute } from '../../../electron/demo-store/openapi/generate.js';
import { listAnswer } from '../../../electron/demo-store/openapi/answers.js';
import { resource } from '../../../electron/demo-store/openapi/resource.js';
import { z } from '../../../electron/demo-store/openapi/zod.js';
import type { RouteAnswer } from '../../../electron/demo-store/http/route-declaration.js';

const FRAME: DocumentFrame = { info: { title: 'test', version: '1', description: 'test' }, base: '/api', schemas: [], answers: [] };

function served(path: string, answer: RouteAnswer): ServedRoute {
  return {
    pattern: `/api${path}`,
    route: { method: 'get', path, operationId: path.slice(1), answers: { 200: answer }, handle: () => undefined } as unknown as ServedRoute['route'],
  };
}

const listed = resource('movement', z.object({ quantity: z.number() })).openapi('Movement');
const batched = resource('movement', z.object({ quantity: z.number(), applied: z.boolean() })).openapi('Movement');

describe('component names in a generated document', () => {
  it('refuses one name given to two different schemas', () => {
    expect(() => generateDocument(FRAME, [served('/a', listAnswer('AList', listed, 'a')), served('/b', listAnswer('BList', batched, 'b'))])).toThrow(
      /Two different schemas are named Movement/,
    );
  });

  it('refuses one name given to two different answers', () => {
    expect(() =>
      generateDocument(FRAME, [served('/a', listAnswer('MovementList', listed, 'a')), served('/b', listAnswer('MovementList', listed, 'b'))]),
    ).toThrow(/Two different answers are named MovementList/);
  });

  it('takes what is made from a named schema as that schema', () => {
    const doc = generateDocument(FRAME, [
      served('/a', listAnswer('AList', listed, 'a')),
      served('/b', listAnswer('BList', listed.optional().describe('maybe'), 'b')),
      served('/c', listAnswer('CList', listed.openapi({ description: 'again' }), 'c')),
    ]) as { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith('Movement'))).toEqual(['Movement']);
  });
});
