// The drawing's nodes and edges, from a plan's steps and checkDependencies' errors: one node
// per step (by array index), one edge per dependsOn entry from the prerequisite to the step
// that waits for it, stand-in nodes for missing seqs (gaps) and unknown ones, and every error
// attached to the nodes and edges it is about.

const stepIndex = (pointer) => {
  const match = /^\/(\d+)/.exec(pointer);
  return match ? Number(match[1]) : null;
};

export function graphModel(steps, check) {
  const nodes = [];
  const nodeBySeq = new Map();
  steps.forEach((step, i) => {
    const seq = step !== null && typeof step === 'object' ? step.seq : undefined;
    const node = { id: `s${i}`, seq, name: typeof step?.name === 'string' ? step.name : '', problems: [] };
    nodes.push(node);
    if (Number.isInteger(seq) && !nodeBySeq.has(seq)) nodeBySeq.set(seq, node);
  });
  const edges = [];
  const edgeOf = new Map();
  const standIn = (seq, kind) => {
    const id = `${kind}${seq}`;
    let node = nodes.find((n) => n.id === id);
    if (!node) {
      node = { id, seq, name: kind === 'gap' ? 'missing step' : 'no such step', standIn: kind, problems: [] };
      nodes.push(node);
    }
    return node;
  };
  steps.forEach((step, i) => {
    const entries = Array.isArray(step?.dependsOn) ? step.dependsOn : [];
    for (const seq of new Set(entries)) {
      const from = nodeBySeq.get(seq) ?? (Number.isInteger(seq) ? standIn(seq, 'unknown') : null);
      if (!from) continue;
      const edge = { from: from.id, to: `s${i}`, problems: [] };
      edges.push(edge);
      edgeOf.set(`${from.id}>s${i}`, edge);
    }
  });
  const edgeBetween = (fromSeq, toSeq) => {
    const from = nodeBySeq.get(fromSeq) ?? nodes.find((n) => n.standIn === 'unknown' && n.seq === fromSeq);
    const to = nodeBySeq.get(toSeq);
    return from && to ? edgeOf.get(`${from.id}>${to.id}`) : undefined;
  };
  for (const error of check.errors) attach(error, { nodes, nodeBySeq, standIn, edgeBetween });
  return { nodes, edges };
}

function attach(error, { nodes, nodeBySeq, standIn, edgeBetween }) {
  const { category, seqs } = error;
  const mark = (target) => target && !target.problems.includes(category) && target.problems.push(category);
  switch (category) {
    case 'gap':
      for (const seq of seqs) mark(standIn(seq, 'gap'));
      break;
    case 'cycle': {
      const path = error.path ?? seqs;
      path.forEach((seq, k) => {
        mark(nodeBySeq.get(seq));
        mark(edgeBetween(seq, path[(k + 1) % path.length]));
      });
      break;
    }
    case 'self':
      mark(nodeBySeq.get(seqs[0]));
      mark(edgeBetween(seqs[0], seqs[0]));
      break;
    case 'forward':
    case 'unknown':
      mark(edgeBetween(seqs[1], seqs[0]));
      mark(nodeBySeq.get(seqs[0]));
      break;
    default: // invalid, duplicate: the step the pointer names
      mark(nodes[stepIndex(error.instanceLocation)]);
  }
}
