import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenApiDocument, Operation } from '../../src/docs/openapi';
import type { Response } from '../../src/docs/responses';

/** Where the document sits for the validator, so its `#/components/…` references resolve inside it. */
const DOCUMENT_ID = 'https://shop.test/openapi.json';

const pointer = (...parts: string[]): string => `#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/**
 * Checks answers against the API document as a generated client reads it: the status is one
 * the operation documents, the body has the documented type and schema, and the documented
 * required headers are there.
 */
export const documentChecker = (document: OpenApiDocument) => {
  // The document is not a schema itself; its OpenAPI keywords are not the validator's to judge.
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (at: string): ValidateFunction => {
    let validate = validators.get(at);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${at}` });
      validators.set(at, validate);
    }
    return validate;
  };

  /** The documented answer for a status, and where its schemas sit in the document. */
  const documented = (operation: Operation, path: string, method: string, status: string): { response: Response; at: string[] } | undefined => {
    const entry = operation.responses[status];
    if (!entry) return undefined;
    if (!('$ref' in entry)) return { response: entry, at: ['paths', path, method, 'responses', status] };
    const name = entry.$ref.split('/').at(-1) ?? '';
    const response = document.components.responses[name];
    return response && { response, at: ['components', 'responses', name] };
  };

  /** What in the answer the document does not say, or undefined. */
  const problemOf = (documentedAnswer: { response: Response; at: string[] } | undefined, answer: LightMyRequestResponse): string | undefined => {
    if (!documentedAnswer) return `status ${answer.statusCode} is not documented`;
    const { response, at } = documentedAnswer;
    const missing = Object.entries(response.headers ?? {}).filter(([name, header]) => header.required && answer.headers[name.toLowerCase()] === undefined);
    if (missing.length > 0) return `status ${answer.statusCode} lacks the header ${missing.map(([name]) => name).join(', ')}`;
    if (!response.content) return answer.body === '' ? undefined : `status ${answer.statusCode} has a body the document does not describe`;
    const type = String(answer.headers['content-type'] ?? '').split(';')[0] ?? '';
    if (!(type in response.content)) return `status ${answer.statusCode} is sent as ${type}, documented as ${Object.keys(response.content).join(', ')}`;
    const validate = validatorAt(pointer(...at, 'content', type, 'schema'));
    const body: unknown = type === 'application/json' ? answer.json() : answer.body;
    return validate(body) ? undefined : `status ${answer.statusCode} body breaks its schema: ${ajv.errorsText(validate.errors)}: ${answer.body.slice(0, 300)}`;
  };

  return {
    /** For an answer to a documented operation. */
    operationProblem: (path: string, method: string, answer: LightMyRequestResponse): string | undefined => {
      const operation = document.paths[path]?.[method as 'get' | 'post'];
      if (!operation) return `${method} ${path} is not in the document`;
      return problemOf(documented(operation, path, method, String(answer.statusCode)), answer);
    },
    /** For an answer the document describes among its components (405 on any path). */
    componentProblem: (name: string, answer: LightMyRequestResponse): string | undefined => {
      const response = document.components.responses[name];
      return problemOf(response && { response, at: ['components', 'responses', name] }, answer);
    },
  };
};
