// Proves the build's icon compaction moves no point of any antd-mobile icon by more than half a
// hundredth of a unit, keeps every path command, and leaves no ids behind.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ICON_PATH_DECIMALS, compactIconModule, compactPath } from '../build/compact-icons.ts';

const ICONS_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('antd-mobile-icons/package.json')), 'es');
const TOLERANCE = 0.5 * 10 ** -ICON_PATH_DECIMALS + 1e-9;

function pathsOf(code: string): string[] {
  return [...code.matchAll(/\bd: "([^"]*)"/g)].map((match) => match[1] ?? '');
}

/** The commands and the numbers of a path, read the way SVG does ('1.5.5' is 1.5 and .5). */
function parse(d: string): { commands: string; numbers: number[] } {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  return {
    commands: tokens.filter((token) => /[A-Za-z]/.test(token)).join(''),
    numbers: tokens.filter((token) => !/[A-Za-z]/.test(token)).map(Number),
  };
}

describe('compactPath', () => {
  it('rounds, drops leading zeros and keeps numbers apart', () => {
    expect(compactPath('M28.267333,7.42364522 C0.6217345,-0.94869119 1.004,.5 L4,17.6593971 Z')).toBe('M28.27 7.42C.62-.95 1 .5L4 17.66Z');
  });

  it('leaves a path with other commands as it is', () => {
    expect(compactPath('M1.23456 2 A1 1 0 011 1')).toBe('M1.23456 2 A1 1 0 011 1');
  });
});

describe('every antd-mobile icon', () => {
  const files = fs.readdirSync(ICONS_DIR).filter((file) => /^[A-Z]\w+\.js$/.test(file));

  it('finds the icons', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('keeps its shape within the tolerance and loses its ids', () => {
    for (const file of files) {
      const code = fs.readFileSync(path.join(ICONS_DIR, file), 'utf8');
      const compacted = compactIconModule(code);
      const before = pathsOf(code).map(parse);
      const after = pathsOf(compacted).map(parse);
      expect(after.length, file).toBe(before.length);
      after.forEach((shape, index) => {
        const original = before[index];
        expect(shape.commands, file).toBe(original?.commands);
        expect(shape.numbers.length, file).toBe(original?.numbers.length);
        shape.numbers.forEach((value, at) => expect(Math.abs(value - (original?.numbers[at] ?? NaN)), file).toBeLessThanOrEqual(TOLERANCE));
      });
      expect(compacted, file).not.toMatch(/\bid: "/);
      expect(compacted.length, file).toBeLessThan(code.length);
    }
  });
});
