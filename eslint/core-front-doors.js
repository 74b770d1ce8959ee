// @ts-check
import { posix } from 'node:path';

/**
 * Inside packages/core/src, an area (the first folder under src) is used by other areas only through its front door,
 * `<area>/index.ts`; a file directly in src (errors.ts, actor.ts, dependencies.ts) is its own front door. Imports within
 * one area are free. What an area exports from its index.ts is what others may rely on; everything else can change
 * without looking outside the area. Only relative imports are checked: package imports (@creatorlens/core/<area>)
 * already end at an index.ts through the package's exports map.
 *
 * A front door names what it lets through: `export *` in an area's index.ts (or a file directly in src) would hand every
 * export of a module to the whole codebase, including what only the area's own modules use, so it is refused there.
 * Folders inside an area may still gather their modules with `export *`; the area's index.ts names what leaves.
 */

const CORE_SOURCE = 'packages/core/src/';

/** The path below packages/core/src of a file name, or null for a file outside it. */
function pathInCoreSource(filename) {
  const normalised = filename.split('\\').join('/');
  const at = normalised.lastIndexOf(`/${CORE_SOURCE}`);
  if (at >= 0) return normalised.slice(at + CORE_SOURCE.length + 1);
  return normalised.startsWith(CORE_SOURCE) ? normalised.slice(CORE_SOURCE.length) : null;
}

/** The module a relative specifier names, below packages/core/src ("channels/index.ts"), or null outside it. */
function importedModule(importer, specifier) {
  const target = posix.normalize(posix.join(posix.dirname(importer), specifier));
  if (target.startsWith('../') || target === '..') return null;
  if (/\.tsx?$/.test(target)) return target;
  if (target.endsWith('.js')) return target.replace(/\.js$/, '.ts');
  return `${target}/index.ts`;
}

const areaOf = (pathInSource) => pathInSource.split('/')[0];

/** The area whose front door a file is ("channels" for channels/index.ts, "errors.ts" for errors.ts), or null. */
function frontDoorOf(pathInSource) {
  if (!pathInSource.includes('/')) return pathInSource;
  return /^[^/]+\/index\.tsx?$/.test(pathInSource) ? areaOf(pathInSource) : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const frontDoorsRule = {
  meta: {
    type: 'problem',
    docs: { description: "Areas of core import each other only through the other area's index.ts." },
    schema: [],
    messages: {
      pastFrontDoor:
        "'{{specifier}}' reaches past the front door of the {{area}} area: import it from '{{frontDoor}}'; export it there if others need it.",
      exportAllFromFrontDoor:
        "The front door of the {{area}} area re-exports all of '{{specifier}}': name what other areas and packages use, export { ... } from '{{specifier}}'.",
    },
  },
  create(context) {
    const importer = pathInCoreSource(context.filename);
    // Tests and other packages import what they need; a file directly in src is an area of its own.
    if (importer === null) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = importedModule(importer, source.value);
      if (imported === null || !imported.includes('/')) return;
      const area = areaOf(imported);
      if (area === areaOf(importer.replace(/\.tsx?$/, '')) || imported === `${area}/index.ts`) return;
      let frontDoor = posix.relative(posix.dirname(importer), `${area}/index.ts`);
      if (!frontDoor.startsWith('.')) frontDoor = `./${frontDoor}`;
      context.report({ node: source, messageId: 'pastFrontDoor', data: { specifier: source.value, area, frontDoor } });
    };
    const ownFrontDoor = frontDoorOf(importer);
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => {
        check(node.source);
        if (ownFrontDoor === null) return;
        context.report({
          node,
          messageId: 'exportAllFromFrontDoor',
          data: { area: ownFrontDoor.replace(/\.tsx?$/, ''), specifier: String(node.source.value) },
        });
      },
      ImportExpression: (node) => check(node.source),
      // `import('../area/file.ts').Type` in a type position (typescript-eslint's node).
      TSImportType: (node) => check(node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : null)),
    };
  },
};

export default { rules: { 'front-doors': frontDoorsRule } };
