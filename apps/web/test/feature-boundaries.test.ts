// Proves the web app's folder rules (DESIGN.md, the web app): a feature imports no other feature
// and nothing of app/ (app/ composes features, not the reverse), and lib/ and components/ import
// no feature. And every query key comes from the one factory, user/info from the one hook. The lint
// config is shared by the whole repository, so these rules are checked here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** 'features/<area>' for a feature's file, else the top folder of src ('app', 'lib', 'components'). */
function areaOf(file: string): string {
  const [top = '', area = ''] = path.relative(SRC, file).split(path.sep);
  return top === 'features' ? `features/${area}` : top;
}

type Edge = { from: string; to: string; importer: string; imported: string };

function relativeImports(): Edge[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        const target = path.resolve(path.dirname(file), specifier);
        return { from: areaOf(file), to: areaOf(target), importer: path.relative(SRC, file), imported: path.relative(SRC, target) };
      }),
  );
}

const describeEdge = (edge: Edge) => `${edge.importer} -> ${edge.imported}`;

describe('web folder boundaries', () => {
  const edges = relativeImports();

  it('reads the imports it checks', () => {
    expect(edges.some((edge) => edge.from.startsWith('features/') && edge.to === 'lib')).toBe(true);
  });

  it('has no feature importing another feature', () => {
    const crossing = edges.filter((edge) => edge.from.startsWith('features/') && edge.to.startsWith('features/') && edge.from !== edge.to);
    expect(crossing.map(describeEdge)).toEqual([]);
  });

  it('has no feature importing app/', () => {
    expect(edges.filter((edge) => edge.from.startsWith('features/') && edge.to === 'app').map(describeEdge)).toEqual([]);
  });

  it('has lib/ and components/ import no feature', () => {
    const shared = edges.filter((edge) => (edge.from === 'lib' || edge.from === 'components') && edge.to.startsWith('features/'));
    expect(shared.map(describeEdge)).toEqual([]);
  });
});

describe('one source of query keys and of the signed-in user', () => {
  const files = sourceFiles(SRC).map((file) => ({ name: path.relative(SRC, file), text: fs.readFileSync(file, 'utf8') }));

  it('writes no query key as a literal outside lib/query-keys.ts', () => {
    const literal = files.filter((file) => /queryKey:\s*\[\s*['"`]/.test(file.text)).map((file) => file.name);
    expect(literal).toEqual([]);
  });

  it('calls user/info only in lib/user-info.ts', () => {
    const callers = files.filter((file) => /api\.(get|post)<[^>]*>\(\s*['"`]user\/info['"`]/.test(file.text)).map((file) => file.name);
    expect(callers).toEqual([path.join('lib', 'user-info.ts')]);
  });
});
