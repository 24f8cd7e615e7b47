import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

// Import cycles among the repository's own modules (a boundary of docs/ARCHITECTURE.md), in one pass
// per file: the modules the file reaches are walked once, then walked back from the file, once over
// value imports and once over every import. An import of the file that the walk back reaches closes a
// cycle: through value imports only ("cycle"), or only through a type-only import ("typeCycle"), which
// import-x/no-cycle lets pass. import-x/no-cycle walked again from every import of every file, and a
// second rule for type-only cycles did the same: together a third of the lint's time
// (docs/benchmarks.md).

const local = (source) => source.startsWith('.');

const isTypeOnly = (node) =>
  (node.type === 'TSImportEqualsDeclaration' && node.importKind === 'type') ||
  ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
    (node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))));

/** The modules reached from `starts` and each one's own imports (the repository's, by path). */
function reachedGraph(starts, filename) {
  const edges = new Map();
  const seen = new Set([filename]);
  const queue = [];
  for (const info of starts) {
    if (seen.has(info.path)) continue;
    seen.add(info.path);
    queue.push(info);
  }
  while (queue.length > 0) {
    const info = queue.shift();
    const out = [];
    for (const [path, { resolve, declarations }] of info.getImports()) {
      const ours = [...declarations].filter((d) => local(d.source.value));
      if (ours.length === 0) continue;
      out.push({ to: path, typed: ours.every((d) => d.isOnlyImportingTypes), source: ours[0].source.value });
      if (seen.has(path)) continue;
      seen.add(path);
      const next = resolve();
      if (next != null) queue.push(next);
    }
    edges.set(info.path, out);
  }
  return edges;
}

/** The modules from which `filename` is reached, over value imports only or over every import. */
function reaching(edges, filename, valuesOnly) {
  const back = new Map();
  for (const [from, out] of edges) {
    for (const { to, typed } of out) {
      if (valuesOnly && typed) continue;
      if (!back.has(to)) back.set(to, []);
      back.get(to).push(from);
    }
  }
  const found = new Set([filename]);
  const queue = [filename];
  while (queue.length > 0) {
    for (const from of back.get(queue.shift()) ?? []) {
      if (found.has(from)) continue;
      found.add(from);
      queue.push(from);
    }
  }
  return found;
}

/** The import sources from `start` back to `filename` (shortest), for the message. */
function routeBack(edges, start, filename, valuesOnly) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const edge of edges.get(at) ?? []) {
      if ((valuesOnly && edge.typed) || previous.has(edge.to)) continue;
      previous.set(edge.to, { at, source: edge.source });
      if (edge.to === filename) {
        const route = [];
        for (let step = previous.get(filename); step; step = previous.get(step.at)) route.unshift(step.source);
        return route;
      }
      queue.push(edge.to);
    }
  }
  return [];
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid an import cycle among the repository's own modules, value or type-only." },
    messages: {
      cycle: 'Dependency cycle ({{route}}).',
      typeCycle: 'Import cycle through a type-only import ({{route}}): move the shared type to a module both can import.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const own = [];
    return {
      ...moduleVisitor(
        (source, importer) => {
          if (!local(source.value)) return;
          const info = ModuleInfo.get(source.value, context);
          if (info == null || info.path === filename) return;
          own.push({ importer, info, typed: isTypeOnly(importer), source: source.value });
        },
        { esmodule: true },
      ),
      'Program:exit'() {
        if (own.length === 0) return;
        const edges = reachedGraph(
          own.map((o) => o.info),
          filename,
        );
        const byValues = reaching(edges, filename, true);
        const atAll = reaching(edges, filename, false);
        for (const { importer, info, typed, source } of own) {
          const valuesOnly = !typed && byValues.has(info.path);
          if (!valuesOnly && !atAll.has(info.path)) continue;
          const route = [source, ...routeBack(edges, info.path, filename, valuesOnly)].join(' → ');
          context.report({ node: importer, messageId: valuesOnly ? 'cycle' : 'typeCycle', data: { route } });
        }
      },
    };
  },
};
