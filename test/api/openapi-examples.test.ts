import { describe, expect, it } from 'vitest';
import { Contract } from '../support/contract.js';

const contract = new Contract();
const doc = contract.doc;

type MediaType = { schema?: unknown; example?: unknown; examples?: Record<string, { value?: unknown }> };

const operations = Object.entries<any>(doc.paths).flatMap(([path, item]) =>
  Object.entries<any>(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
);

/** Every example a media type gives, by name. */
function examplesOf(media: MediaType): [string, unknown][] {
  const named = Object.entries(media.examples ?? {}).map(([name, e]) => [name, e.value] as [string, unknown]);
  return 'example' in media ? [['example', media.example], ...named] : named;
}

/** Every schema in the document that carries `example`, with where it is. */
function schemasWithExamples(node: unknown, where: string, found: [string, any][] = []): [string, any][] {
  if (Array.isArray(node)) node.forEach((n, i) => schemasWithExamples(n, `${where}/${i}`, found));
  else if (node && typeof node === 'object') {
    const isSchema = 'type' in node || '$ref' in node || 'anyOf' in node || 'oneOf' in node || 'allOf' in node;
    if (isSchema && 'example' in node) found.push([where, node]);
    for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') schemasWithExamples(value, `${where}/${key}`, found);
  }
  return found;
}

describe('the contract’s examples', () => {
  it('every operation shows an example of its success response (of an error when it answers 204)', () => {
    for (const { where, op } of operations) {
      const success = Object.entries<any>(op.responses).filter(([status]) => /^2/.test(status));
      const withBody = success.filter(([, r]) => r.content);
      const bodies = (withBody.length > 0 ? withBody : Object.entries<any>(op.responses)).flatMap(([, r]) => Object.values<MediaType>(r.content ?? {}));
      expect(bodies.some((m) => examplesOf(m).length > 0), `${where}: an example of its response`).toBe(true);
    }
  });

  it('every request and response example fits its schema', () => {
    let checked = 0;
    for (const { where, op } of operations) {
      const media = [
        ...Object.entries<MediaType>(op.requestBody?.content ?? {}).map(([type, m]) => [`request ${type}`, m] as const),
        ...Object.entries<any>(op.responses).flatMap(([status, r]) => Object.entries<MediaType>(r.content ?? {}).map(([type, m]) => [`${status} ${type}`, m] as const)),
      ];
      for (const [label, m] of media) {
        for (const [name, value] of examplesOf(m)) {
          contract.expectValid(contract.validator(m.schema), value, `${where} ${label} ${name}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(operations.length);
  });

  it('every example given on a schema or a field fits that schema', () => {
    const found = schemasWithExamples(doc, '#');
    expect(found.length).toBeGreaterThan(10);
    for (const [where, schema] of found) {
      const { example, ...rest } = schema;
      contract.expectValid(contract.validator(rest), example, where);
    }
  });

  it('a wrong example would be caught', () => {
    const schema = contract.responseSchema('GET', '/v1/matches/{matchId}', 200);
    expect(contract.validator(schema)({ id: 'mat_1', gameId: 'ruin-runner' })).toBe(false);
  });
});
