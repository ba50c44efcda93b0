// Text into wasm memory with TextEncoder.encodeInto: one reused buffer from the core's malloc,
// grown as needed. embind's std::string marshalling costs 121x more for a 40 KB reply
// (bench/README.md). encodeInto writes a lone surrogate as U+FFFD, which keeps the UTF-16
// length, so positions that come back still index the caller's string.
import { utf8Length } from './input_limit.js';

const encoder = new TextEncoder();

// One buffer per loaded core, shared by the modules that write texts: every call writes its
// text and hands it to the core before it returns. A call made while the core is reading
// another's text (from a format function the core called: ARCHITECTURE principle 8) writes
// into a buffer of its own depth (core_guard.js counts it), so the outer text stays as it was;
// those buffers exist only once calls have nested, and are reused as the first one is.
const buffers = new WeakMap();

export function textBuffer(core) {
  if (!buffers.has(core)) buffers.set(core, nestedTextBuffers(core));
  return buffers.get(core);
}

function nestedTextBuffers(core) {
  const levels = [];
  const level = () => {
    const depth = core.callDepth();
    levels[depth] ??= newTextBuffer(core);
    return levels[depth];
  };
  return {
    write: (text, limit) => level().write(text, limit),
    writeAll: (texts) => level().writeAll(texts),
    writeBytes: (bytes, limit) => level().writeBytes(bytes, limit),
  };
}

function newTextBuffer(core) {
  let pointer = 0;
  let capacity = 0;
  // The buffer as a view, made again only when it moved or the memory grew (growing detaches
  // the old views: their length is then 0), not at every write.
  let view = null;
  const reserve = (needed, what) => {
    if (pointer) core._free(pointer);
    view = null;
    capacity = Math.max(needed, 4096);
    pointer = core._malloc(capacity);
    if (!pointer) throw new RangeError(`structguard: no memory for ${what}`);
  };
  // HEAPU8 is read after malloc, which may have grown (and replaced) the memory.
  const buffer = () => {
    if (view === null || view.length === 0) view = core.HEAPU8.subarray(pointer, pointer + capacity);
    return view;
  };
  reserve(0, 'the text buffer'); // so that a written text never has the pointer 0
  return {
    // Writes `text` and returns its [pointer, byte length]; valid until the next write. A text
    // that does not fit the buffer is measured (input_limit.js): over `limit` bytes it is not
    // written, and the answer is [0, its byte length]; otherwise the buffer grows to its
    // length, not to the three bytes per unit it might have taken. A text that may not fit is
    // first written as far as it goes: once the buffer has grown to the replies' size, they
    // fit, and none is measured (a measure is a loop over the text in JavaScript).
    write(text, limit = Infinity) {
      if (text.length * 3 > capacity) {
        const tried = encoder.encodeInto(text, buffer());
        if (tried.read === text.length) return [pointer, tried.written];
        const bytes = utf8Length(text);
        if (bytes > limit) return [0, bytes];
        reserve(bytes, `a ${text.length}-character text`);
      }
      const { written } = encoder.encodeInto(text, buffer());
      return [pointer, written];
    },
    // Several texts, one after another, for a call that takes them together: their
    // [pointer, byte length] pairs, flat, valid until the next write.
    writeAll(texts) {
      let units = 0;
      for (const text of texts) units += text.length;
      if (units * 3 > capacity) {
        let bytes = 0;
        for (const text of texts) bytes += utf8Length(text);
        if (bytes > capacity) reserve(bytes, `${texts.length} texts of ${units} characters`);
      }
      const heap = buffer();
      const pairs = [];
      let at = 0;
      for (const text of texts) {
        const { written } = encoder.encodeInto(text, heap.subarray(at));
        pairs.push(pointer + at, written);
        at += written;
      }
      return pairs;
    },
    // The same for bytes (a stream's Uint8Array chunk), copied as they are.
    writeBytes(bytes, limit = Infinity) {
      if (bytes.length > capacity) {
        if (bytes.length > limit) return [0, bytes.length];
        reserve(bytes.length, `a ${bytes.length}-byte chunk`);
      }
      buffer().set(bytes);
      return [pointer, bytes.length];
    },
  };
}
