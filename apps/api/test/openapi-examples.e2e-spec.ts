// The examples of the OpenAPI document: every operation shows its request body and its success
// answer, each valid against the schema beside it, with no generator placeholders.
import { OpenApiValidator } from '@ledgerline/testing';
import { buildOpenApiDocument } from '../src/common/openapi';
import { applyExamples } from '../src/common/openapi-examples';
import { startTestPlatform, type TestPlatform } from './harness';

type Json = Record<string, any>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** What a generator writes when it has no example: Swagger UI's `"string"`, `"additionalProp1"`. */
const PLACEHOLDER = /"string"|additionalProp\d/;

/** What is wrong with the examples of `document`, one line each: missing, a placeholder, or not valid against its schema. */
function exampleProblems(document: Json): string[] {
  const validator = new OpenApiValidator(document);
  const problems: string[] = [];
  const check = (where: string, media: Json) => {
    if (media.example === undefined) return problems.push(`${where}: no example`);
    if (PLACEHOLDER.test(JSON.stringify(media.example))) problems.push(`${where}: a placeholder in the example`);
    const errors = validator.errors(media.schema, media.example);
    if (errors) problems.push(`${where}: the example does not match its schema: ${errors}`);
  };
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const operation = item[method];
      const key = `${method.toUpperCase()} ${path}`;
      for (const [type, media] of Object.entries<Json>(operation.requestBody?.content ?? {})) check(`${key} request ${type}`, media);
      const success = Object.entries<Json>(operation.responses).filter(([status, response]) => status.startsWith('2') && response.content);
      for (const [status, response] of success) for (const [type, media] of Object.entries<Json>(response.content)) check(`${key} ${status} ${type}`, media);
    }
  }
  return problems;
}

let platform: TestPlatform;
let document: Json;
/** A deep copy of the document, to break. */
const copy = (): Json => JSON.parse(JSON.stringify(document));
const success = (doc: Json, path: string, method: string, status: string) => doc.paths[path][method].responses[status].content['application/json'];

beforeAll(async () => {
  platform = await startTestPlatform();
  document = JSON.parse(JSON.stringify(buildOpenApiDocument(platform.app)));
});
afterAll(() => platform.close());

describe('the examples of the OpenAPI document', () => {
  it('show every request body and every success answer, each valid against its own schema', () => {
    expect(exampleProblems(document)).toEqual([]);
    const operations = Object.values<Json>(document.paths).flatMap((item) => METHODS.filter((m) => item[m]));
    expect(operations.length).toBeGreaterThan(70);
  });

  it('are one business: the sale’s line names the item and tax rate the item examples show, in NGN', () => {
    const sale = success(document, '/api/v1/sales', 'post', '201').example.data;
    const item = success(document, '/api/v1/items/{id}', 'get', '200').example.data;
    const vat = success(document, '/api/v1/tax-rates/{id}', 'get', '200').example.data;
    expect(sale.lines[0]).toMatchObject({ item_id: item.id, tax_rate_id: vat.id, tax_rate: vat.rate });
    expect(sale).toMatchObject({ currency: 'NGN', subtotal: '39000.00', tax_total: '2925.00', total: '41925.00' });
    expect(document.paths['/api/v1/sales'].post.requestBody.content['application/json'].example.lines[0].item_id).toBe(item.id);
  });

  it('find an example that does not match its schema, a missing one and a placeholder', () => {
    const broken = copy();
    success(broken, '/api/v1/sales', 'post', '201').example.data.total = 41925;
    delete broken.paths['/api/v1/customers'].post.requestBody.content['application/json'].example;
    success(broken, '/api/v1/items/{id}', 'get', '200').example.data.sku = 'string';
    expect(exampleProblems(broken)).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/customers request application\/json: no example$/),
      expect.stringMatching(/^GET \/api\/v1\/items\/\{id\} 200 application\/json: a placeholder in the example$/),
      expect.stringMatching(/^POST \/api\/v1\/sales 201 application\/json: the example does not match its schema: .*total must be string/),
    ]);
  });

  it('refuse to apply to an operation the document does not have', () => {
    const without = copy();
    delete without.paths['/api/v1/sales'].post;
    expect(() => applyExamples(without as never)).toThrow('POST /api/v1/sales: no such operation with a success answer in the document');
  });
});
