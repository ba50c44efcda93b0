// A layered drawing of a dependency graph, computed here without a library (Sugiyama-style,
// kept small): cycles are broken by turning DFS back edges around, nodes are put in layers by
// their longest path from a node with no prerequisites, each layer is ordered by the mean
// position of its neighbours over a few sweeps, and layers are centred. Iterative throughout:
// a plan can be long.
const SWEEPS = 4;

// nodes: [{id}], edges: [{from, to}] (from = the prerequisite) → {layers: [[id]], position: Map(id → {layer, order})}
export function layeredLayout(nodes, edges) {
  const ids = nodes.map((n) => n.id);
  const outgoing = new Map(ids.map((id) => [id, []]));
  for (const e of edges) if (e.from !== e.to && outgoing.has(e.from) && outgoing.has(e.to)) outgoing.get(e.from).push(e.to);
  const back = backEdges(ids, outgoing);
  const dag = new Map(ids.map((id) => [id, []]));
  for (const [from, targets] of outgoing) {
    for (const to of targets) {
      if (back.has(`${from}\u0000${to}`)) dag.get(to).push(from);
      else dag.get(from).push(to);
    }
  }
  const layerOf = longestPathLayers(ids, dag);
  const layers = [];
  for (const id of ids) (layers[layerOf.get(id)] ??= []).push(id);
  orderLayers(layers.filter(Boolean), dag);
  const position = new Map();
  layers.filter(Boolean).forEach((layer, l) => layer.forEach((id, order) => position.set(id, { layer: l, order })));
  return { layers: layers.filter(Boolean), position };
}

// The edges that close a cycle in a depth-first walk (explicit stack), as "from\0to" keys.
function backEdges(ids, outgoing) {
  const state = new Map(); // 1: on the stack, 2: done
  const back = new Set();
  for (const root of ids) {
    if (state.has(root)) continue;
    const stack = [[root, 0]];
    state.set(root, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const targets = outgoing.get(top[0]);
      if (top[1] === targets.length) {
        state.set(top[0], 2);
        stack.pop();
        continue;
      }
      const next = targets[top[1]++];
      if (state.get(next) === 1) back.add(`${top[0]}\u0000${next}`);
      else if (!state.has(next)) {
        state.set(next, 1);
        stack.push([next, 0]);
      }
    }
  }
  return back;
}

function longestPathLayers(ids, dag) {
  const incoming = new Map(ids.map((id) => [id, 0]));
  for (const targets of dag.values()) for (const to of targets) incoming.set(to, incoming.get(to) + 1);
  const layer = new Map(ids.map((id) => [id, 0]));
  const ready = ids.filter((id) => incoming.get(id) === 0);
  while (ready.length > 0) {
    const id = ready.shift();
    for (const to of dag.get(id)) {
      layer.set(to, Math.max(layer.get(to), layer.get(id) + 1));
      incoming.set(to, incoming.get(to) - 1);
      if (incoming.get(to) === 0) ready.push(to);
    }
  }
  return layer;
}

// Barycentre ordering: down the layers by predecessors, then up by successors.
function orderLayers(layers, dag) {
  const predecessors = new Map();
  for (const [from, targets] of dag) for (const to of targets) (predecessors.get(to) ?? predecessors.set(to, []).get(to)).push(from);
  const indexOf = new Map();
  const renumber = (layer) => layer.forEach((id, i) => indexOf.set(id, i));
  layers.forEach(renumber);
  const sortBy = (layer, neighbours) => {
    const key = new Map(layer.map((id, i) => {
      const near = neighbours(id).filter((n) => indexOf.has(n));
      return [id, near.length === 0 ? i : near.reduce((sum, n) => sum + indexOf.get(n), 0) / near.length];
    }));
    layer.sort((a, b) => key.get(a) - key.get(b));
    renumber(layer);
  };
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (let l = 1; l < layers.length; l++) sortBy(layers[l], (id) => predecessors.get(id) ?? []);
    for (let l = layers.length - 2; l >= 0; l--) sortBy(layers[l], (id) => dag.get(id));
  }
}
