import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { TestResponse } from './client';

type Json = Record<string, any>;

interface Operation {
  pattern: RegExp;
  method: string;
  responses: Record<string, Json>;
}

/**
 * Checks each response the tests receive against the OpenAPI 3.1 document the app serves: the
 * operation must be documented, the status must be (or fall in a documented `4XX`/`5XX` range),
 * the JSON body must match the schema, and each documented header must be there when it is
 * required and match its schema when it is sent. A mismatch fails the test that made the request.
 * `covers` says which paths the document describes (by default those under `/api/`).
 */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly operations: Operation[] = [];
  private readonly compiled = new Map<Json, ValidateFunction>();

  constructor(
    private readonly document: Json,
    private readonly covers: (path: string) => boolean = (path) => path.startsWith('/api/'),
  ) {
    addFormats(this.ajv);
    this.ajv.addKeyword({ keyword: 'example' });
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components ?? {} });
    for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [method, operation] of Object.entries<Json>(item)) {
        if (operation?.responses) this.operations.push({ pattern, method: method.toUpperCase(), responses: operation.responses });
      }
    }
  }

  assertResponse(method: string, url: string, response: TestResponse): void {
    const path = url.split('?')[0];
    if (!this.covers(path)) return;
    const candidates = this.operations.filter((operation) => operation.pattern.test(path));
    const operation = candidates.find((candidate) => candidate.method === method.toUpperCase());
    if (!operation) {
      if (response.status === 404 || response.status === 405) return this.assertErrorEnvelope(response);
      throw new Error(`${method} ${path} is not in the OpenAPI document (answered ${response.status})`);
    }
    const status = String(response.status);
    const documented = this.resolve(operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default);
    if (!documented) throw new Error(`${method} ${path} answered ${status}, which the OpenAPI document does not list`);
    this.checkHeaders(documented, response, `${method} ${path} → ${status}`);
    const mediaType = (response.headers['content-type'] ?? 'application/json').split(';')[0].trim();
    if (mediaType !== 'application/json') {
      if (!documented.content?.[mediaType]) throw new Error(`${method} ${path} answered ${mediaType}, which the OpenAPI document does not list for ${status}`);
      return;
    }
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return;
    this.check(schema, response, `${method} ${path} → ${status}`);
  }

  /** `node`, or what its `$ref` (a local `#/…` pointer) names. */
  private resolve(node: Json | undefined): Json | undefined {
    if (typeof node?.$ref !== 'string') return node;
    return this.resolve(
      node.$ref
        .slice(2)
        .split('/')
        .reduce<Json>((parent, key) => parent?.[key], this.document),
    );
  }

  private checkHeaders(documented: Json, response: TestResponse, where: string): void {
    for (const [name, reference] of Object.entries<Json>(documented.headers ?? {})) {
      const header = this.resolve(reference)!;
      const value = response.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) throw new Error(`${where}: the required header ${name} is missing`);
        continue;
      }
      const typed = header.schema?.type === 'integer' ? Number(value) : value;
      this.check(header.schema ?? {}, { ...response, body: typed, text: `${name}: ${value}` }, `${where}, header ${name}`);
    }
  }

  private assertErrorEnvelope(response: TestResponse): void {
    this.check({ $ref: 'openapi.json#/components/schemas/ErrorEnvelope' }, response, `unknown route → ${response.status}`);
  }

  private check(schema: Json, response: TestResponse, where: string): void {
    const errors = this.errors(schema, response.body);
    if (errors) throw new Error(`${where}: response does not match the OpenAPI document: ${errors}\n${response.text.slice(0, 2000)}`);
  }

  /** Why `value` does not match `schema` (a schema of the document, its `#/components/…` references resolved in it), or null when it does. */
  errors(schema: Json, value: unknown): string | null {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/')));
      this.compiled.set(schema, validate);
    }
    return validate(value) ? null : this.ajv.errorsText(validate.errors);
  }
}
