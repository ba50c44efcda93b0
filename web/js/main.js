// The playground's entry: loads the package, fills the inputs, and re-renders the panels
// whenever an input changes. Each panel lives in panels/<name>.js and reads the shared input
// state; panels with controls of their own are given the re-render to call. This file only
// wires them.
import { init } from 'structguard';
import { byId, el } from './dom.js';
import { BUILTIN_SCHEMAS, SAMPLES } from './samples.js';
import { schemaSource } from './schema-source.js';
import { setupTabs } from './tabs.js';
import { replyPanel } from './panels/reply.js';
import { schemaPanel } from './panels/schema.js';
import { resultPanel } from './panels/result.js';
import { graphPanel } from './panels/graph.js';
import { auditPanel } from './panels/audit.js';
import { promptPanel } from './panels/prompt.js';
import { runPanel } from './panels/run.js';

const RENDER_DELAY_MS = 120;

const sg = await init();
const readSchema = schemaSource(sg);
const inputs = {
  reply: byId('reply'),
  sample: byId('sample'),
  schemaChoice: byId('schema-choice'),
  schemaText: byId('schema-text'),
  coerce: byId('coerce'),
};

function state() {
  return {
    reply: inputs.reply.value,
    schemaText: inputs.schemaText.value,
    schema: readSchema(inputs.schemaText.value),
    mode: document.querySelector('input[name="mode"]:checked').value,
    coerce: inputs.coerce.checked,
  };
}

const panels = [replyPanel(sg), schemaPanel(sg, render), resultPanel(sg), graphPanel(sg, render), auditPanel(sg, renderSoon), promptPanel(sg), runPanel(sg, state)];
let revision = 0;
let timer = null;

function render() {
  clearTimeout(timer);
  timer = null;
  const current = state();
  for (const panel of panels) panel.render?.(current);
  document.body.dataset.revision = String(++revision);
}

function renderSoon() {
  clearTimeout(timer);
  timer = setTimeout(render, RENDER_DELAY_MS);
}

function useBuiltin(name) {
  inputs.schemaChoice.value = name;
  inputs.schemaText.value = JSON.stringify(sg.builtinSchema(name), null, 2);
}

function loadSample(id) {
  const sample = SAMPLES.find((s) => s.id === id);
  if (!sample) return;
  inputs.reply.value = sample.reply;
  useBuiltin(sample.schema);
}

inputs.sample.append(...SAMPLES.map((s) => el('option', { value: s.id }, s.label)));
inputs.schemaChoice.append(
  ...BUILTIN_SCHEMAS.map((s) => el('option', { value: s.name }, s.label)),
  el('option', { value: 'custom' }, 'your own (pasted)'),
);

inputs.sample.addEventListener('change', () => {
  loadSample(inputs.sample.value);
  render();
});
inputs.schemaChoice.addEventListener('change', () => {
  if (inputs.schemaChoice.value !== 'custom') useBuiltin(inputs.schemaChoice.value);
  render();
});
inputs.schemaText.addEventListener('input', () => {
  inputs.schemaChoice.value = 'custom';
  renderSoon();
});
inputs.reply.addEventListener('input', renderSoon);
for (const control of document.querySelectorAll('input[name="mode"], #coerce')) control.addEventListener('change', render);

setupTabs(document.querySelector('[role="tablist"]'));
loadSample(SAMPLES[0].id);
inputs.sample.value = SAMPLES[0].id;
render();
byId('status').textContent = 'Ready: the WebAssembly core is loaded; everything runs in this page.';
document.body.dataset.ready = 'true';
