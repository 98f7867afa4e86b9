// Compresses the built app once, at build time: a `.br` (brotli, quality 11) and a `.gz` (gzip,
// level 9) beside each text asset of the output directory, written only where it is smaller than
// the file. The server sends them with @fastify/static's `preCompressed` (apps/server/src/http/
// static-files.ts), so no request compresses anything. Both Vite configs (web and back office) use it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** The kinds of file that compress; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const BROTLI_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = 9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export type PrecompressReport = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `directory`. */
export async function precompressDirectory(directory: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(directory)).filter((file) => COMPRESSIBLE_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      const [brotliContent, gzipContent] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: GZIP_LEVEL }),
      ]);
      report.files += 1;
      report.bytes += content.length;
      report.brotliBytes += Math.min(brotliContent.length, content.length);
      report.gzipBytes += Math.min(gzipContent.length, content.length);
      // A tiny file can grow when compressed; the server then sends it as it is.
      if (brotliContent.length < content.length) await fs.writeFile(`${file}.br`, brotliContent);
      if (gzipContent.length < content.length) await fs.writeFile(`${file}.gz`, gzipContent);
    }),
  );
  return report;
}

/** The Vite plugin: after the bundle and the public files are written, compress the output directory. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'platform-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const report = await precompressDirectory(outDir);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        this.info(
          `precompressed ${report.files} files: ${kb(report.bytes)} -> brotli ${kb(report.brotliBytes)}, gzip ${kb(report.gzipBytes)}`,
        );
      },
    },
  };
}
