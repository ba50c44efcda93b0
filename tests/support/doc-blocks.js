// The ```js blocks of a markdown file, as tests/examples/doc-blocks.test.js runs them.
// A block preceded (on the line above its fence) by `<!-- continues -->` is appended to the
// block before it in the same file: the two run as one module. Fences are CommonMark's: ```
// or ~~~, three or more, closed by a fence of the same character at least as long; the info
// string's first word is the language.

const CONTINUES = '<!-- continues -->';

// [{code, line, continues}] for every fenced block whose info string is exactly `js`.
export function jsBlocks(markdown) {
  return fencedBlocks(markdown, 'js');
}

// [{code, line, continues}] for every fenced block whose info string's first word is `language`.
export function fencedBlocks(markdown, language) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    // A backtick fence's info string has no backtick: "```` ``` ````" is inline code in prose.
    if (!open || (open[1][0] === '`' && open[2].includes('`'))) continue;
    const fence = open[1];
    const start = i;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(lines[end])) end += 1;
    if (open[2].trim().split(/\s+/)[0] === language) {
      blocks.push({ code: `${lines.slice(start + 1, end).join('\n')}\n`, line: start + 1, continues: lines[start - 1]?.trim() === CONTINUES });
    }
    i = end;
  }
  return blocks;
}

// The runnable programs: each block alone, or with the continuations that follow it.
export function programs(markdown) {
  const out = [];
  for (const block of jsBlocks(markdown)) {
    if (block.continues && out.length > 0) {
      const last = out.at(-1);
      last.code += block.code;
      last.lines.push(block.line);
    } else {
      out.push({ code: block.code, lines: [block.line], orphan: block.continues });
    }
  }
  return out;
}
