// A line diff of two texts (longest common subsequence), for showing what the strict
// conversion changed in a schema. Schemas are small; past MAX_CELLS the table would cost too
// much, and the diff degrades to "all removed, all added", which is still correct.
const MAX_CELLS = 4_000_000;

// → [{op: ' ' | '-' | '+', line}]
export function lineDiff(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length * b.length > MAX_CELLS) {
    return [...a.map((line) => ({ op: '-', line })), ...b.map((line) => ({ op: '+', line }))];
  }
  // lengths[i][j]: the LCS of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j]
        ? lengths[(i + 1) * width + j + 1] + 1
        : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ op: ' ', line: a[i++] });
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      out.push({ op: '-', line: a[i++] });
    } else {
      out.push({ op: '+', line: b[j++] });
    }
  }
  while (i < a.length) out.push({ op: '-', line: a[i++] });
  while (j < b.length) out.push({ op: '+', line: b[j++] });
  return out;
}
