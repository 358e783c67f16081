import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json)$/;

const SHELL_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand)[\\/]|packages[\\/]contract[\\/]src[\\/](routes|query|api|codes|constants|headers)\.ts|apps[\\/]web[\\/]src[\\/]shared[\\/]((request|query|navigation)[\\/]|format\.ts|ui[\\/](PageStates|OperatorBadge)\.tsx)/;

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
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every route needs (React, the query cache, zustand, the request helper, the
          // navigation API, formatting, the page states and the contract's route and api tables)
          // in one chunk: split over the pages that share it, it was two dozen small files, each
          // gzipped on its own (6 KB more on the home route) and each a request a phone makes.
          groups: [{ name: 'shell', test: SHELL_MODULES }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/provinces': 'http://127.0.0.1:8080' } },
});
