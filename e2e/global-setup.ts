import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the product has made once (migrated, demo data seeded), copied for each file. */
    productTemplate: string;
  }
}

/**
 * A first start seeds 100,000 numbers (about 25 s on two cores). It is done once here, and every
 * file starts the product on its own copy of the result, as a second start on that data would.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await mkdtemp(join(tmpdir(), 'shop-e2e-template-'));
  const product = await startProduct({}, { dataDir: template });
  await product.stop({ keepData: true });
  project.provide('productTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
