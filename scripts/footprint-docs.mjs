// The size figures of README.md and bench/README.md, generated from the recorded footprint
// (bench/footprint.json) and the budgets (bench/footprint-budget.json): each doc holds them
// between `<!-- footprint:NAME -->` and `<!-- footprint:end -->`, and nothing else writes there.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const kb = (bytes) => (Math.round(bytes / 102.4) / 10).toFixed(1);
const holds = (gzip, budgetKB) => (gzip <= budgetKB * 1024 ? 'yes' : '**no**');

function readme({ entries }, budget) {
  const said = entries.map((e) => {
    const { budgetKB } = budget.entries[e.entry];
    const verdict = e.totalGzip <= budgetKB * 1024 ? 'within' : '**over**';
    return `\`${e.entry}\` is ${kb(e.totalGzip)} KB (JS ${kb(e.js.gzip)} KB, \`${e.module}\` `
      + `${kb(e.wasm.gzip)} KB, ${Math.round(e.wasm.raw / 1024)} KB raw), ${verdict} its budget of ${budgetKB} KB`;
  });
  return `${said.join('; ')}. The budgets are in \`bench/footprint-budget.json\`;`;
}

function benchTables({ entries, owners }, budget) {
  const lines = ['| entry | JS | wasm | total (gzip) | budget | goal | holds? |', '|---|---|---|---|---|---|---|'];
  for (const e of entries) {
    const { budgetKB, goalKB } = budget.entries[e.entry];
    lines.push(`| \`${e.entry}\` | ${kb(e.js.gzip)} KB | ${kb(e.wasm.gzip)} KB | ${kb(e.totalGzip)} KB | ${budgetKB} KB | ${goalKB} KB | ${holds(e.totalGzip, budgetKB)} |`);
  }
  for (const [module, rows] of Object.entries(owners)) {
    lines.push('', `\`${module}\` by owner (raw bytes of code; \`data\` is the data section):`, '',
      '| owner | recorded | budget | holds? |', '|---|---|---|---|');
    for (const [name, raw] of Object.entries(rows)) {
      const limit = budget.owners[module][name];
      lines.push(`| ${name} | ${raw.toLocaleString('en')} | ${limit.toLocaleString('en')} | ${raw <= limit ? 'yes' : '**no**'} |`);
    }
  }
  return lines.join('\n');
}

function replaceBlock(text, name, body, file) {
  const begin = `<!-- footprint:${name} -->`;
  const end = '<!-- footprint:end -->';
  const from = text.indexOf(begin);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`${file} has no ${begin} … ${end} block`);
  return `${text.slice(0, from + begin.length)}\n${body}\n${text.slice(to)}`;
}

// The docs as they must read for the recorded figures: { path: text }.
export function footprintDocs(root) {
  const recorded = JSON.parse(readFileSync(join(root, 'bench', 'footprint.json'), 'utf8'));
  const budget = JSON.parse(readFileSync(join(root, 'bench', 'footprint-budget.json'), 'utf8'));
  const docs = {};
  for (const [file, name, body] of [
    ['README.md', 'size', readme(recorded, budget)],
    [join('bench', 'README.md'), 'budget', benchTables(recorded, budget)],
  ]) {
    const path = join(root, file);
    docs[path] = replaceBlock(docs[path] ?? readFileSync(path, 'utf8'), name, body, file);
  }
  return docs;
}

export function writeFootprintDocs(root) {
  for (const [path, text] of Object.entries(footprintDocs(root))) writeFileSync(path, text);
}
