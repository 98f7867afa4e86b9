// Proves the layout rule of `npm run lint` (boundaries.js) refuses what DESIGN.md forbids and lets
// the allowed imports through, judged by where a path lands, however it is written.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/areas').map((message) => message.message);
}

describe('boundaries/areas', () => {
  it('refuses a server module importing another module, or the composition', async () => {
    expect(await refusals('apps/server/src/modules/spot/x.ts', "import { a } from '../wallet/y.ts';")).toHaveLength(1);
    expect(await refusals('apps/server/src/modules/spot/x.ts', "import { a } from '../../modules/wallet/y.ts';")).toHaveLength(1);
    expect(await refusals('apps/server/src/modules/spot/x.ts', "import type { A } from '../../app.ts';")).toHaveLength(1);
  });

  it('lets a server module import its own files and the kernel', async () => {
    expect(
      await refusals('apps/server/src/modules/spot/x.ts', "import { a } from './y.ts';\nimport { b } from '../../ledger/ledger.ts';"),
    ).toEqual([]);
  });

  it('refuses the kernel importing a module', async () => {
    expect(await refusals('apps/server/src/ledger/x.ts', "import { a } from '../modules/wallet/y.ts';")).toHaveLength(1);
  });

  it('refuses a web feature importing another feature or app/, and lib/ importing a feature', async () => {
    expect(await refusals('apps/web/src/features/home/components/x.tsx', "import { A } from '../../support/api/y.ts';")).toHaveLength(1);
    expect(await refusals('apps/web/src/features/home/x.tsx', "import { A } from '../../app/router.tsx';")).toHaveLength(1);
    expect(await refusals('apps/web/src/lib/x.ts', "import { A } from '../features/home/y.ts';")).toHaveLength(1);
    expect(await refusals('apps/web/src/features/home/components/x.tsx', "import { A } from '../api/y.ts';")).toEqual([]);
  });

  it('keeps packages/engine free of I/O and application code', async () => {
    expect(await refusals('packages/engine/src/x.ts', "import fs from 'node:fs';")).toHaveLength(1);
    expect(await refusals('packages/engine/src/x.ts', "import { a } from '../../../apps/server/src/db/database.ts';")).toHaveLength(1);
    expect(await refusals('packages/engine/src/x.ts', "import { a } from './y.ts';\nimport { b } from '@platform/shared/money';")).toEqual(
      [],
    );
  });
});
