import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json)$/;

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 512) return;
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
          await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }),
      );
    },
  };
}

export default defineConfig({
  base: '/shop/',
  plugins: [react(), precompress()],
  build: { target: 'es2020', cssCodeSplit: true, sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/provinces': 'http://127.0.0.1:8080' } },
});
