// Every query key comes from the one factory, user/info from the one hook. (The folder rules, a
// feature importing no other feature, are npm run lint's: tools/eslint/boundaries.js.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one source of query keys and of the signed-in user', () => {
  const files = sourceFiles(SRC).map((file) => ({ name: path.relative(SRC, file), text: fs.readFileSync(file, 'utf8') }));

  it('writes no query key as a literal outside lib/query-keys.ts', () => {
    const literal = files.filter((file) => /queryKey:\s*\[\s*['"`]/.test(file.text)).map((file) => file.name);
    expect(literal).toEqual([]);
  });

  it('calls user/info only in lib/user-info.ts', () => {
    // By its contract entry (imported under any name), or by the path string through the older calls.
    const callsUserInfo = (text: string): boolean =>
      /api\.call\(\s*userInfo\b/.test(text) ||
      /import\s*\{[^}]*\buserInfo\b[^}]*\}\s*from\s*['"]@platform\/shared\/contract\/account['"]/.test(text) ||
      /['"`]\/?user\/info['"`]/.test(text);
    const callers = files.filter((file) => callsUserInfo(file.text)).map((file) => file.name);
    expect(callers).toEqual([path.join('lib', 'user-info.ts')]);
  });
});
