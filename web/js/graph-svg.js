// Draws a graph model (graph-model.js) as SVG, top to bottom, using the computed layers:
// nodes are boxes naming the step and, in words, what is wrong with it; edges run from a
// prerequisite down to the step that waits for it, and edges that go back up (cycles,
// forward references) or loop (self) curve around the right side. Problem edges carry a label.
import { svg } from './dom.js';
import { layeredLayout } from './graph-layout.js';

const NODE_W = 168;
const NODE_H = 50;
const COL_GAP = 44;
const ROW_GAP = 56;
const PAD = 24;
const SIDE = 70; // room on the right for edges that curve back

export function graphSvg(model, description) {
  const { layers, position } = layeredLayout(model.nodes, model.edges);
  const widest = Math.max(1, ...layers.map((l) => l.length));
  const width = PAD * 2 + widest * NODE_W + (widest - 1) * COL_GAP + SIDE;
  const height = PAD * 2 + layers.length * NODE_H + Math.max(0, layers.length - 1) * ROW_GAP;
  const box = new Map();
  for (const [id, { layer, order }] of position) {
    const count = layers[layer].length;
    const rowWidth = count * NODE_W + (count - 1) * COL_GAP;
    const x = PAD + (width - SIDE - PAD * 2 - rowWidth) / 2 + order * (NODE_W + COL_GAP);
    box.set(id, { x, y: PAD + layer * (NODE_H + ROW_GAP) });
  }
  return svg('svg', {
    class: 'graph', viewBox: `0 0 ${width} ${height}`, width, role: 'img', 'aria-labelledby': 'graph-title graph-desc',
  },
  svg('title', { id: 'graph-title' }, 'Dependency graph of the steps'),
  svg('desc', { id: 'graph-desc' }, description),
  svg('defs', {}, arrow('arrow', 'edge-arrow'), arrow('arrow-bad', 'edge-arrow-bad')),
  model.edges.map((edge, i) => drawEdge(edge, box.get(edge.from), box.get(edge.to), i)),
  model.nodes.map((node) => drawNode(node, box.get(node.id))));
}

function arrow(id, className) {
  return svg('marker', { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
    svg('path', { d: 'M0,0 L10,5 L0,10 z', class: className }));
}

function drawEdge(edge, from, to, index) {
  const bad = edge.problems.length > 0;
  let d;
  let label;
  if (edge.from === edge.to) {
    const x = from.x + NODE_W;
    const y = from.y + NODE_H / 2;
    d = `M${x},${y - 10} C${x + 46},${y - 40} ${x + 46},${y + 40} ${x},${y + 10}`;
    label = { x: x + 40, y };
  } else if (to.y > from.y) {
    const [sx, sy, tx, ty] = [from.x + NODE_W / 2, from.y + NODE_H, to.x + NODE_W / 2, to.y];
    const mid = (sy + ty) / 2;
    d = `M${sx},${sy} C${sx},${mid} ${tx},${mid} ${tx},${ty}`;
    label = { x: (sx + tx) / 2 + 6, y: mid };
  } else {
    // Back up (or across): out of the right side, around, into the right side.
    const [sx, sy, tx, ty] = [from.x + NODE_W, from.y + NODE_H / 2, to.x + NODE_W, to.y + NODE_H / 2];
    const reach = Math.max(sx, tx) + 36 + (index % 3) * 10;
    d = `M${sx},${sy} C${reach},${sy} ${reach},${ty} ${tx},${ty}`;
    label = { x: reach - 4, y: (sy + ty) / 2 };
  }
  return svg('g', { class: `edge${bad ? ' edge-bad' : ''}`, dataset: { from: edge.from, to: edge.to, problems: edge.problems.join(' ') } },
    svg('title', {}, bad ? `dependency with a problem: ${edge.problems.join(', ')}` : 'dependency'),
    svg('path', { d, 'marker-end': `url(#${bad ? 'arrow-bad' : 'arrow'})` }),
    bad ? svg('text', { x: label.x, y: label.y, class: 'edge-label' }, edge.problems.join(', ')) : null);
}

function drawNode(node, at) {
  const bad = node.problems.length > 0;
  const seq = node.seq === undefined ? '?' : String(node.seq);
  const name = node.name.length > 14 ? `${node.name.slice(0, 13)}…` : node.name;
  const state = node.standIn ? 'standin' : bad ? 'bad' : 'ok';
  return svg('g', { class: `node node-${state}`, dataset: { seq, problems: node.problems.join(' ') } },
    svg('title', {}, `step ${seq}${node.name ? ` ${node.name}` : ''}${bad ? `: ${node.problems.join(', ')}` : ''}`),
    svg('rect', { x: at.x, y: at.y, width: NODE_W, height: NODE_H, rx: 8 }),
    svg('text', { x: at.x + 10, y: at.y + 20, class: 'node-name' }, `${seq}. ${name}`),
    bad ? svg('text', { x: at.x + 10, y: at.y + 39, class: 'node-problem' }, `⚠ ${node.problems.join(', ')}`) : null);
}
