import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { expect } from 'vitest';
import { buildOpenApiDocument } from '../../src/api/openapi-document.js';
import { games } from '../../src/games/index.js';

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport) as typeof addFormatsImport;

const documentId = 'openapi.json';

/**
 * Validates values against the published contract (the document `npm run openapi` writes) with
 * a JSON Schema 2020-12 validator, as a client checking what it receives would. OpenAPI's own
 * keywords (`discriminator`, `example`) are annotations here: `oneOf` alone decides.
 */
export class Contract {
  readonly doc = buildOpenApiDocument(games) as any;
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...this.doc, $id: documentId });
  }

  /** The validator of a schema of the document; its `#/components/…` references resolve in the document. */
  validator(schema: unknown): ValidateFunction {
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${documentId}#/components/`);
    let found = this.compiled.get(text);
    if (!found) {
      found = this.ajv.compile(JSON.parse(text));
      this.compiled.set(text, found);
    }
    return found;
  }

  component(name: string): ValidateFunction {
    if (!this.doc.components.schemas[name]) throw new Error(`no component ${name}`);
    return this.validator({ $ref: `#/components/schemas/${name}` });
  }

  /** The schema of one documented response (`path` as the document writes it, e.g. `/v1/matches/{matchId}`). */
  responseSchema(method: string, path: string, status: number, type = 'application/json'): unknown {
    const schema = this.doc.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)]?.content?.[type]?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no ${status} ${type} response`);
    return schema;
  }

  /** Fails the test with ajv's errors unless `value` fits. */
  expectValid(validate: ValidateFunction, value: unknown, where: string): void {
    const ok = validate(value);
    if (!ok) {
      const errors = (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
      expect.fail(`${where} does not fit the contract:\n${errors.join('\n')}`);
    }
  }

  /** The schema of one documented request body (`path` as the document writes it). */
  requestSchema(method: string, path: string, type = 'application/json'): unknown {
    const schema = this.doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.[type]?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no ${type} request body`);
    return schema;
  }

  /** Fails unless a request body fits the schema the document gives its operation. */
  expectRequest(method: string, path: string, body: unknown, where = `${method} ${path}`): void {
    this.expectValid(this.validator(this.requestSchema(method, path)), body, `${where} (request)`);
  }

  /** Fails unless an HTTP response fits the schema the document gives its operation and status. */
  expectResponse(method: string, path: string, response: { status: number; body: unknown }, where = `${method} ${path}`): void {
    this.expectValid(this.validator(this.responseSchema(method, path, response.status)), response.body, `${where} (${response.status})`);
  }
}
