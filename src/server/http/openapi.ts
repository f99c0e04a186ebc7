import type { Hono } from 'hono';
import { z } from 'zod';
import { OPENAPI_META, type OpenApiMeta } from './validate.ts';

/**
 * Builds /api/openapi.json from the app's own routing table: every route, with the zod schemas its validators
 * use (attached by validate()). Nothing is written by hand, so the description cannot drift from the code.
 */
// biome-ignore lint/suspicious/noExplicitAny: walks any app's routing table
export function buildOpenApi(app: Hono<any>, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const method = route.method.toLowerCase();
    paths[path] ??= {};
    paths[path][method] ??= {
      tags: [path.split('/')[2] === 'farms' ? (path.split('/')[4] ?? 'farms') : path.split('/')[2]],
      parameters: [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      responses: {
        '200': { description: 'OK' },
        '400': {
          description: 'Dados inválidos',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        '401': { description: 'Não autenticado' },
        '403': { description: 'Sem permissão' },
      },
    };
    const op = paths[path][method];
    const meta = (route.handler as unknown as Record<symbol, OpenApiMeta | undefined>)[OPENAPI_META];
    if (!meta) continue;
    const schema = z.toJSONSchema(meta.schema, { io: 'input', unrepresentable: 'any' });
    if (meta.target === 'json') op.requestBody = { required: true, content: { 'application/json': { schema } } };
    if (meta.target === 'query') {
      const props = (schema as { properties?: Record<string, unknown> }).properties ?? {};
      op.parameters = [
        ...(op.parameters as unknown[]),
        ...Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: false, schema: s })),
      ];
    }
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
              required: ['code', 'message'],
            },
          },
        },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}
