// sg.repairJson, sg.findJsonCandidates and sg.createStreamParser: SPEC L1-L4 through the
// core, one boundary crossing per call. Positions are UTF-16 indices into the text passed
// in (for a stream: into everything pushed so far), so text.slice(start, end) works.
import { optionsObject, requireString, sizeOptions } from './arguments.js';
import { disposable } from './disposable.js';
import { textBuffer } from './text_buffer.js';
import { wellFormed } from './well_formed.js';

export const REPAIR_OPTIONS = ['maxInputBytes', 'maxFenceBytes', 'maxDepth'];

function pickOptions(call, options) {
  return JSON.stringify(sizeOptions(call, optionsObject(call, options), REPAIR_OPTIONS));
}

// The core sends the repaired JSON text; the value is that text, parsed here.
function withValue(raw) {
  return { ...raw, value: raw.ok ? JSON.parse(raw.json) : null };
}

// Holds a high surrogate cut off at the end of a string chunk until its pair arrives (sent
// alone it would have no UTF-8 form, and positions would shift). Byte chunks (Uint8Array) go
// through as they are: the core reassembles split UTF-8 sequences.
function splitChunk(held, chunk) {
  if (typeof chunk !== 'string') return { send: chunk, held: '' };
  const text = held + chunk;
  const last = text.charCodeAt(text.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) return { send: wellFormed(text.slice(0, -1)), held: text.slice(-1) };
  return { send: wellFormed(text), held: '' };
}

const release = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(({ core, handle }) => core.streamFree(handle))
  : null;

class StreamParser {
  #core;
  #handle;
  #held = '';

  constructor(core, optionsJson) {
    this.#core = core;
    this.#handle = core.streamCreate(optionsJson);
    release?.register(this, { core, handle: this.#handle }, this);
  }

  push(chunk) {
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
      throw new TypeError(`StreamParser.push: chunk must be a string or a Uint8Array, got ${chunk === null ? 'null' : typeof chunk}`);
    }
    this.#requireLive('push');
    if (typeof chunk !== 'string') this.#flushHeld();
    const { send, held } = splitChunk(this.#held, chunk);
    this.#held = held;
    return JSON.parse(this.#core.streamPush(this.#handle, send));
  }

  snapshot() {
    this.#requireLive('snapshot');
    this.#flushHeld();
    return withValue(JSON.parse(this.#core.streamSnapshot(this.#handle)));
  }

  end() {
    this.#requireLive('end');
    this.#flushHeld();
    const result = withValue(JSON.parse(this.#core.streamEnd(this.#handle)));
    this.#forget();
    return result;
  }

  free() {
    if (this.#handle === null) return;
    this.#core.streamFree(this.#handle);
    this.#forget();
  }

  // A high surrogate still held when the text is read has no pair coming: it is U+FFFD.
  #flushHeld() {
    if (this.#held === '') return;
    this.#held = '';
    this.#core.streamPush(this.#handle, '\ufffd');
  }

  #requireLive(call) {
    if (this.#handle === null) throw new TypeError(`StreamParser.${call}: the parser has ended (end() or free() was called)`);
  }

  #forget() {
    release?.unregister(this);
    this.#handle = null;
  }
}

disposable(StreamParser);

export function repairApi(core) {
  const texts = textBuffer(core);
  return {
    repairJson(text, options) {
      requireString('repairJson', 'text', text);
      return withValue(JSON.parse(core.repairJson(...texts.write(text), pickOptions('repairJson', options))));
    },

    findJsonCandidates(text, options) {
      requireString('findJsonCandidates', 'text', text);
      const raw = JSON.parse(core.findJsonCandidates(...texts.write(text), pickOptions('findJsonCandidates', options)));
      return { ...raw, candidates: raw.candidates.map(withValue) };
    },

    createStreamParser(options) {
      return new StreamParser(core, pickOptions('createStreamParser', options));
    },
  };
}
