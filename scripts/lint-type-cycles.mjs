import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

// import-x/no-cycle skips `import type`, so two modules that import each other's types pass it. This
// rule (a boundary of docs/ARCHITECTURE.md) follows the repository's own imports, types included, and
// reports a cycle that needs a type-only import to close; a cycle of value imports is import-x's.

const isTypeOnly = (node) =>
  (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
  (node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')));

const local = (source) => source.startsWith('.');

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle closed by a type-only import.' },
    messages: { cycle: 'Import cycle through a type-only import ({{route}}): move the shared type to a module both can import.' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    return moduleVisitor(
      (source, importer) => {
        if (!local(source.value)) return;
        const first = ModuleInfo.get(source.value, context);
        if (first == null || first.path === filename) return;
        // Breadth first; a module is seen at most twice, once reached by values only and once through a type.
        const start = { info: first, typed: isTypeOnly(importer), route: [source.value] };
        const seen = new Set([`${start.typed}:${first.path}`]);
        const queue = [start];
        while (queue.length > 0) {
          const { info, typed, route } = queue.shift();
          for (const [path, { resolve, declarations }] of info.getImports()) {
            const ours = [...declarations].filter((d) => local(d.source.value));
            if (ours.length === 0) continue;
            const throughType = typed || ours.every((d) => d.isOnlyImportingTypes);
            const next = [...route, ours[0].source.value];
            if (path === filename) {
              if (!throughType) continue;
              context.report({ node: importer, messageId: 'cycle', data: { route: next.join(' → ') } });
              return;
            }
            const key = `${throughType}:${path}`;
            if (seen.has(key)) continue;
            seen.add(key);
            const info2 = resolve();
            if (info2 != null) queue.push({ info: info2, typed: throughType, route: next });
          }
        }
      },
      { esmodule: true },
    );
  },
};
