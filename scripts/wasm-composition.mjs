// What the wasm is made of: a build with function names (make footprint) read section by
// section, its code grouped by owner (a structguard namespace or class, libc++, libc,
// RapidJSON, embind), each with raw and gzip bytes. scripts/footprint.mjs holds the owners to
// their budgets; run alone it prints one module: node scripts/wasm-composition.mjs FILE
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const SECTIONS = { 1: 'type', 2: 'import', 3: 'function', 7: 'export', 10: 'code', 11: 'data' };
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function sections(bytes) {
  const found = [];
  for (let at = 8; at < bytes.length;) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    found.push({ id, start, end: start + size });
    at = start + size;
  }
  return found;
}

function importedFunctions(bytes, { start }) {
  let [count, at] = leb(bytes, start);
  let functions = 0;
  while (count-- > 0) {
    for (let name = 0; name < 2; name++) {
      const [length, next] = leb(bytes, at);
      at = next + length;
    }
    const kind = bytes[at++];
    if (kind === 0) functions++;
    if (kind === 0 || kind === 2 || kind === 3) [, at] = leb(bytes, kind === 3 ? at + 1 : at);
    if (kind === 2 || kind === 1) {
      if (kind === 1) at++;
      const flags = bytes[at];
      [, at] = leb(bytes, at + 1);
      if (flags & 1) [, at] = leb(bytes, at);
    }
    if (kind === 3) at++;
  }
  return functions;
}

function functionNames(bytes, custom) {
  const names = new Map();
  let [length, at] = leb(bytes, custom.start);
  if (new TextDecoder().decode(bytes.subarray(at, at + length)) !== 'name') return null;
  at += length;
  while (at < custom.end) {
    const kind = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    if (kind === 1) {
      let [count, p] = leb(bytes, start);
      while (count-- > 0) {
        const [index, q] = leb(bytes, p);
        const [nameLength, r] = leb(bytes, q);
        names.set(index, new TextDecoder().decode(bytes.subarray(r, r + nameLength)));
        p = r + nameLength;
      }
    }
    at = start + size;
  }
  return names;
}

// The qualified name of a function's symbol: the return type, parameters and binaryen's
// merged-function prefix dropped (`unsigned int std::__2::__sort3<…>(…)` -> `std::__2::__sort3<…>`).
// A `decltype(…)` return type and the space of `operator bool` are part of neither.
function qualifiedName(symbol) {
  const name = symbol.replace(/^byn\$mgfn-shared\$/, '').replaceAll('(anonymous namespace)', '{anonymous}');
  let depth = 0;
  let start = 0;
  for (let at = 0; at < name.length; at++) {
    const c = name[at];
    if (c === '<') depth++;
    else if (c === '>') depth--;
    else if (depth === 0 && c === ' ' && !name.slice(0, at).endsWith('operator')) start = at + 1;
    else if (depth === 0 && c === '(' && name.slice(start, at) === 'decltype') at = closingParen(name, at);
    else if (depth === 0 && c === '(') return name.slice(start, at);
  }
  return name.slice(start);
}

function closingParen(name, open) {
  let depth = 0;
  for (let at = open; at < name.length; at++) {
    if (name[at] === '(') depth++;
    else if (name[at] === ')' && --depth === 0) return at;
  }
  return name.length;
}

export function owner(symbol) {
  const name = qualifiedName(symbol);
  if (name.startsWith('rapidjson::')) return 'RapidJSON (readers, writers, DOM)';
  const own = /^sg::(?:\{anonymous\}::)?(\w+)/.exec(name);
  if (own) return `sg::${own[1]}`;
  if (name.startsWith('std::')) return /sg::/.test(name) ? 'libc++ for sg types' : 'libc++';
  if (/^(emscripten::|_*embind|_emval|legalfunc\$_embind)/.test(name)) return 'embind';
  // The plain exports of the repair and reply paths (bindings/repair_exports.cpp,
  // reply_exports.cpp), into which binaryen inlines the binding each one calls; no C library
  // name is camelCase.
  if (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(name)) return 'sg exports (repair_exports.cpp, reply_exports.cpp)';
  if (name.startsWith('__cxxabiv1') || name.startsWith('operator')) return 'libc++abi';
  return 'libc, compiler-rt';
}

// The module's sections ({name, raw, gzip}) and its code by owner ({name, raw, gzip,
// functions: [{name, raw}]}), largest first; each owner's gzip is of its functions alone. The functions'
// names come from `names` (index -> name) or else from the module's own name section.
export function composition(bytes, names) {
  const all = sections(bytes);
  const importSection = all.find((s) => s.id === 2);
  const imports = importSection ? importedFunctions(bytes, importSection) : 0;
  names ??= all.filter((s) => s.id === 0).map((s) => functionNames(bytes, s)).find(Boolean) ?? new Map();
  const code = all.find((s) => s.id === 10);

  const groups = new Map();
  let [count, at] = leb(bytes, code.start);
  for (let index = imports; count-- > 0; index++) {
    const [size, body] = leb(bytes, at);
    const fn = names.get(index) ?? `function ${index}`;
    const name = owner(fn);
    const group = groups.get(name) ?? { name, raw: 0, parts: [], functions: [] };
    group.raw += body + size - at;
    group.parts.push(bytes.subarray(at, body + size));
    group.functions.push({ name: fn, raw: body + size - at });
    groups.set(name, group);
    at = body + size;
  }
  return {
    sections: all.filter((s) => SECTIONS[s.id]).map((s) => {
      const part = bytes.subarray(s.start, s.end);
      return { name: SECTIONS[s.id], raw: part.length, gzip: gzip(part) };
    }),
    owners: [...groups.values()].sort((a, b) => b.raw - a.raw)
      .map(({ name, raw, parts, functions }) => ({
        name, raw, gzip: gzip(Buffer.concat(parts)), functions: functions.sort((a, b) => b.raw - a.raw),
      })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { sections: parts, owners } = composition(readFileSync(process.argv[2]));
  for (const s of parts) {
    console.log(`section ${s.name.padEnd(9)} ${String(s.raw).padStart(8)} B raw ${String(s.gzip).padStart(8)} B gzip`);
  }
  console.log('code by owner (gzip of each group alone: shared patterns compress less than in the whole):');
  for (const o of owners) {
    console.log(`  ${o.name.padEnd(40)} ${String(o.raw).padStart(8)} B raw ${String(o.gzip).padStart(8)} B gzip`);
  }
}
