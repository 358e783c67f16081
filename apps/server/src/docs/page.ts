import type { OpenApiDocument } from './openapi';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const block = (title: string, value: unknown): string =>
  value === undefined ? '' : `<h4>${escapeHtml(title)}</h4><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const operationSection = (path: string, method: string, operation: NonNullable<OpenApiDocument['paths'][string]['get']>): string => {
  const query = operation.parameters.filter((parameter) => 'in' in parameter && parameter.in === 'query');
  const ok = operation.responses['200'];
  return `<section>
<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)} <small>(${escapeHtml(operation.tags.join(', '))}, access: ${escapeHtml(operation['x-access'])}${operation['x-not-open'] ? ', not open yet: answers 40001' : ''})</small></p>
<details><summary>Schemas</summary>
${query.length > 0 ? block('Query', query) : ''}
${block('Body', Object.values(operation.requestBody?.content ?? {})[0]?.schema)}
${block('Answer', ok && 'content' in ok ? ok.content?.['application/json']?.schema : undefined)}
</details>
</section>`;
};

/** A plain page listing every endpoint; the machine-readable document sits at /api/docs/json. */
export const renderDocsPage = (document: OpenApiDocument): string => {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationSection(path, method, operation)),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#222}
section{border-top:1px solid #ddd;padding:.5rem 0}.method{font-weight:700;color:#018d71}
pre{background:#f6f6f6;padding:.75rem;overflow:auto;font-size:.85rem}small{color:#666}
</style></head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)}</p>
<p>OpenAPI 3.1 document: <a href="/api/docs/json">/api/docs/json</a></p>
${sections.join('\n')}
</body></html>`;
};
