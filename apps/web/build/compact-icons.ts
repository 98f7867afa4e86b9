// antd-mobile-icons draws each icon in a 48-unit box with path coordinates of six to eight decimals and
// an id on every element (Sketch's export): 2 KB to 4 KB an icon, and the home screen shows 25 of
// them. Two decimals move a point by at most 0.005 units (a thousandth of a pixel at the sizes shown)
// and the ids are never referenced, so the build writes the paths with two decimals and drops the ids.
import type { Plugin } from 'vite';

export const ICON_PATH_DECIMALS = 2;
const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][A-Za-z]+\.js$/;
/** The only path commands the icons use; a path with anything else is left as it is. */
const SIMPLE_PATH = /^[MLCZmlcz\d.,\s-]+$/;
const PATH_TOKEN = /[MLCZmlcz]|-?(?:\d+\.?\d*|\.\d+)/g;

function formatNumber(value: number, decimals: number): string {
  const text = String(Number(value.toFixed(decimals)));
  if (text === '-0') return '0';
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return `-${text.slice(2)}`;
  return text;
}

/** The same path with every number rounded to `decimals`, separated by one space where needed. */
export function compactPath(path: string, decimals = ICON_PATH_DECIMALS): string {
  if (!SIMPLE_PATH.test(path)) return path;
  let out = '';
  let afterNumber = false;
  for (const token of path.match(PATH_TOKEN) ?? []) {
    if (/[A-Za-z]/.test(token)) {
      out += token;
      afterNumber = false;
      continue;
    }
    const number = formatNumber(Number(token), decimals);
    // A minus sign separates numbers by itself; '1 .5' needs the space ('1.5' would be one number).
    if (afterNumber && !number.startsWith('-')) out += ' ';
    out += number;
    afterNumber = true;
  }
  return out;
}

/** One icon module with its paths compacted and its ids removed. */
export function compactIconModule(code: string): string {
  return code.replace(/\bd: "([^"]*)"/g, (_, path: string) => `d: "${compactPath(path)}"`).replace(/\n\s*id: "[^"]*",?/g, '');
}

export function compactIcons(): Plugin {
  return {
    name: 'compact-antd-mobile-icons',
    apply: 'build',
    transform(code, id) {
      return ICON_MODULE.test(id) ? { code: compactIconModule(code), map: null } : null;
    },
  };
}
