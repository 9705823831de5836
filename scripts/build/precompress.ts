import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** What the browser downloads from the client build and what gains from compression (fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

/**
 * Writes a Brotli copy (quality 11) beside each compressible file of the client build, which the server sends to
 * browsers that accept it (src/server/http/built-files.server.ts). On-the-fly compression runs at a quality fit
 * for every response (a page's HTML); a hashed file is compressed once, at the highest quality: some 15 % fewer
 * bytes than on the fly for the scripts a slow phone waits for before the page hydrates.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const bytes = await readFile(path);
          const brotli = await compress(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          if (brotli.length < bytes.length) await writeFile(`${path}.br`, brotli);
        }),
      );
    },
  };
}
