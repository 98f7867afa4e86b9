// The project's layout rules (DESIGN.md, layout), checked on every import by `npm run lint`:
// - a server product module (apps/server/src/modules/<area>) imports the kernel, packages/shared and
//   packages/engine, never another module, nor app.ts, main.ts, held-accounts.ts, seed/ or cli/ (where modules meet);
// - the server kernel (every other folder of apps/server/src) imports no product module;
// - a web feature (apps/web/src/features/<area>) never imports another feature nor app/ (app/
//   composes features); lib/ and components/ import no feature and nothing of app/;
// - packages/engine is pure: relative files and packages/shared only, no I/O of any kind.
// Paths are resolved, so `../../modules/x` and `../x` are judged by where they land, not how they read.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const serverSrc = path.join(root, 'apps/server/src');
const webSrc = path.join(root, 'apps/web/src');
const engineSrc = path.join(root, 'packages/engine/src');

const SERVER_COMPOSITION = new Set(['app.ts', 'main.ts', 'held-accounts.ts', 'seed', 'cli']);
const ENGINE_PACKAGES_ALLOWED = /^@platform\/shared\//;

/** Where a file sits: its layer and, for areas, the area's name. */
function placeOf(file) {
  const server = path.relative(serverSrc, file);
  if (!server.startsWith('..')) {
    const [top, area] = server.split(path.sep);
    if (top === 'modules') return { side: 'server', layer: 'module', area };
    if (SERVER_COMPOSITION.has(top)) return { side: 'server', layer: 'composition', area: top };
    return { side: 'server', layer: 'kernel', area: top };
  }
  const web = path.relative(webSrc, file);
  if (!web.startsWith('..')) {
    const [top, area] = web.split(path.sep);
    if (top === 'features') return { side: 'web', layer: 'feature', area };
    return { side: 'web', layer: top, area: top };
  }
  const engine = path.relative(engineSrc, file);
  if (!engine.startsWith('..')) return { side: 'engine', layer: 'engine', area: 'engine' };
  return { side: 'other', layer: 'other', area: '' };
}

function refusal(from, to) {
  if (from.side === 'server' && to.side === 'server') {
    if (from.layer === 'module' && to.layer === 'module' && to.area !== from.area)
      return `the ${from.area} module imports the ${to.area} module: areas meet in app.ts or through a kernel interface or event`;
    if (from.layer === 'module' && to.layer === 'composition')
      return `a module imports ${to.area}: modules receive what they need (deps.ts)`;
    if (from.layer === 'kernel' && to.layer === 'module') return `the kernel (${from.area}/) imports the ${to.area} module`;
  }
  if (from.side === 'web' && to.side === 'web') {
    if (from.layer === 'feature' && to.layer === 'feature' && to.area !== from.area)
      return `the ${from.area} feature imports the ${to.area} feature: compose them in app/ or share the piece in components/ or lib/`;
    if (from.layer === 'feature' && to.layer === 'app')
      return `the ${from.area} feature imports app/: app/ composes features, not the other way`;
    if ((from.layer === 'lib' || from.layer === 'components') && (to.layer === 'feature' || to.layer === 'app'))
      return `${from.layer}/ imports ${to.layer === 'feature' ? `the ${to.area} feature` : 'app/'}`;
  }
  if (from.side === 'engine' && to.side !== 'engine' && to.side !== 'other') return 'packages/engine imports application code';
  return null;
}

const areas = {
  meta: {
    type: 'problem',
    docs: { description: 'product areas never import each other; the kernel and the engine import no area' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (from.side === 'other') return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (from.side === 'engine' && !specifier.startsWith('.') && !ENGINE_PACKAGES_ALLOWED.test(specifier)) {
        context.report({
          node,
          message: `packages/engine is pure: '${specifier}' is not allowed (relative files and @platform/shared only)`,
        });
        return;
      }
      if (!specifier.startsWith('.')) return;
      const message = refusal(from, placeOf(path.resolve(path.dirname(file), specifier)));
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { areas } };
