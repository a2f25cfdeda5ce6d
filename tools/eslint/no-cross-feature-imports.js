import path from 'node:path';

const FEATURES_DIR = path.join('apps', 'web', 'src', 'features');

/** The feature folder a file or import target belongs to, or null when it is outside features/. */
function featureOf(absolutePath) {
  const relative = path.relative(path.resolve(FEATURES_DIR), absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature] = relative.split(path.sep);
  return feature || null;
}

function resolveTarget(source, filename) {
  if (source.startsWith('@/')) return path.resolve('apps/web/src', source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  return null;
}

/** Stops one web feature from importing another feature's files: shared code moves to src/shared. */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'disallow imports between web feature folders' },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import from feature '{{to}}'. Move what both need to src/shared.",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(path.resolve(context.filename));
    if (!from) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveTarget(node.source.value, context.filename);
      const to = target && featureOf(target);
      if (to && to !== from)
        context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
