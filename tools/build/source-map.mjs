// Source maps of the server build that map our own code only: the bundled packages' code keeps its
// place in the output but maps to nothing, so a stack frame in it reads as the built file's line.
// Node reads every map at start and decodes one whole map when it first prints a stack through it;
// the packages' mappings were most of the bundle's map (see docs/architecture.md, "Builds").
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

function decodeLine(line) {
  const segments = [];
  for (const text of line ? line.split(',') : []) {
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const char of text) {
      const digit = DIGIT.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    segments.push(fields);
  }
  return segments;
}

function encodeField(field) {
  let value = field < 0 ? (-field << 1) | 1 : field << 1;
  let text = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value > 0) digit |= 32;
    text += BASE64[digit];
  } while (value > 0);
  return text;
}

/** The map without the mappings whose source matches `dropped` (those spans map to nothing). */
export function withoutSources(map, dropped) {
  const keep = map.sources.map((source) => !dropped.test(source));
  const newIndex = [];
  let kept = 0;
  for (const [index, keeps] of keep.entries()) newIndex[index] = keeps ? kept++ : -1;

  // Absolute values carried across segments (the format stores differences).
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  const lines = map.mappings.split(';').map((line) => {
    let generated = 0;
    let writtenColumn = 0;
    let unmapped = false;
    const out = [];
    for (const fields of decodeLine(line)) {
      generated += fields[0];
      if (fields.length > 1) {
        read.source += fields[1];
        read.line += fields[2];
        read.column += fields[3];
        if (fields.length > 4) read.name += fields[4];
      }
      const mapped = fields.length > 1 && keep[read.source];
      if (!mapped && unmapped) continue;
      const segment = [generated - writtenColumn];
      writtenColumn = generated;
      unmapped = !mapped;
      if (mapped) {
        const source = newIndex[read.source];
        segment.push(
          source - written.source,
          read.line - written.line,
          read.column - written.column,
        );
        Object.assign(written, { source, line: read.line, column: read.column });
        if (fields.length > 4) {
          segment.push(read.name - written.name);
          written.name = read.name;
        }
      }
      out.push(segment.map(encodeField).join(''));
    }
    return out.join(',');
  });
  return {
    ...map,
    sources: map.sources.filter((_, index) => keep[index]),
    ...(map.sourcesContent && {
      sourcesContent: map.sourcesContent.filter((_, index) => keep[index]),
    }),
    mappings: lines.join(';'),
  };
}

/** Rewrites every `.map` file under `dir` without the mappings into node_modules. */
export function dropPackageMappings(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const file = join(entry.parentPath, entry.name);
    const map = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify(withoutSources(map, /(^|\/)node_modules\//)));
  }
}
