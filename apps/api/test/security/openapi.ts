import type { FastifyInstance } from 'fastify';

// The routes of the OpenAPI document at /api/docs/json: the security suites build their route lists
// from it, so a route added to the API is attacked without anyone editing the tests first.

export interface DocParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  [key: string]: unknown;
}

export interface DocRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The documented path, e.g. /api/v1/order/cancel/{id}/ */
  path: string;
  /** "METHOD /path" */
  key: string;
  /** The route declares bearer security. */
  secured: boolean;
  params: DocParam[];
  /** The JSON body schema, when the route takes a JSON body. */
  jsonBody: JsonSchema | null;
  multipart: boolean;
}

export async function documentedRoutes(app: FastifyInstance): Promise<DocRoute[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          parameters?: DocParam[];
          requestBody?: { content: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const routes: DocRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as DocRoute['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        secured: Array.isArray(op.security) && op.security.length > 0,
        params: op.parameters ?? [],
        jsonBody: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return routes;
}

/**
 * Percent-encodes the UTF-8 bytes of any string, lone surrogates included (they become U+FFFD),
 * where encodeURIComponent would throw.
 */
export function encodeAny(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The URL of a documented path with its `{name}` parameters filled in. */
export function fillPath(
  path: string,
  values: Record<string, string | number> | ((name: string) => string),
): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeAny(String(typeof values === 'function' ? values(name) : (values[name] ?? '1'))),
  );
}
