import { writeFileSync } from 'node:fs';
import { buildOpenApi, OPENAPI_FILE, serializeOpenApi } from '../src/docs/openapi';

// Regenerates the committed API document from the contract (`npm run openapi -w @shop/server`).
writeFileSync(OPENAPI_FILE, serializeOpenApi(buildOpenApi()));
process.stdout.write(`Wrote ${OPENAPI_FILE}\n`);
