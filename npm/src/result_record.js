// Results as numbers (issue 15): the core writes a result as a run of 32-bit words, with only
// the text it made itself (a repaired JSON, a message) in a byte arena the words point into
// (bindings/result_record.h). Positions are UTF-16 indices into the caller's string, so the
// JSON and the answer text are slices of the string the caller holds, never copies that
// crossed. Each read* function mirrors the one C++ writer of the same fields, in its order.
import { wellFormed } from './well_formed.js';

const NONE = 0xffffffff;
// ignoreBOM: a text that starts with U+FEFF keeps it (by default TextDecoder drops a leading
// BOM, and a removed BOM was reported as `removed: ''`).
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

class RecordReader {
  #core;
  #names = new Map();
  #words;
  #bytes;
  #at = 0;
  #arena = 0;

  constructor(core) {
    this.#core = core;
  }

  // The record at `address` (0: the handle was gone), read from the start.
  open(address) {
    if (!address) return null;
    // The heap views are read again only when the call grew the memory, which detaches the
    // old views (their length is then 0), not looked up on the module at every call.
    if (this.#words === undefined || this.#words.length === 0) {
      this.#words = this.#core.HEAPU32;
      this.#bytes = this.#core.HEAPU8;
    }
    const header = address >>> 2;
    this.#at = this.#words[header] >>> 2;
    this.#arena = this.#words[header + 2];
    return this;
  }

  number() {
    const word = this.#words[this.#at++];
    return word === NONE ? null : word;
  }

  flag() {
    return this.#words[this.#at++] !== 0;
  }

  text() {
    const offset = this.#words[this.#at++];
    const length = this.#words[this.#at++];
    return offset === NONE ? null : decode(this.#bytes, this.#arena + offset, length);
  }

  // An enum's name: it lives in the module's data, so its address names it.
  name() {
    const address = this.#words[this.#at++];
    const length = this.#words[this.#at++];
    if (address === NONE) return null;
    const key = address * 4096 + length;
    let name = this.#names.get(key);
    if (name === undefined) {
      name = decode(this.#bytes, address, length);
      this.#names.set(key, name);
    }
    return name;
  }

  list(readOne) {
    const count = this.number();
    const items = new Array(count);
    for (let i = 0; i < count; i += 1) items[i] = readOne(this);
    return items;
  }

  // {code, message, offset, line, column}
  error() {
    return { code: this.name(), message: this.text(), offset: this.number(), line: this.number(), column: this.number() };
  }

  optionalError() {
    return this.flag() ? this.error() : null;
  }
}

// Short texts (names, pointers, most messages) are cheaper to read by hand than by TextDecoder.
function decode(bytes, start, length) {
  if (length > 24) return decoder.decode(bytes.subarray(start, start + length));
  let text = '';
  for (let i = start; i < start + length; i += 1) {
    const byte = bytes[i];
    if (byte >= 0x80) return decoder.decode(bytes.subarray(start, start + length));
    text += String.fromCharCode(byte);
  }
  return text;
}

// A text the core points at in wasm memory, as the record reader decodes its texts (the name
// and the text a format function is asked about: user_formats.js).
export function coreText(core, address, length) {
  return decode(core.HEAPU8, address, length);
}

const readers = new WeakMap();

// One reader per loaded core: every call reads its record before the next call writes one.
export function recordReader(core) {
  if (!readers.has(core)) readers.set(core, new RecordReader(core));
  return readers.get(core);
}

// strategy, start, end, json and answerText (bindings/extraction_fields.h). `json` crossed only
// when the core changed it (repaired, coerced); otherwise it is the reply's own slice.
export function readExtraction(record, text) {
  const strategy = record.name();
  const start = record.number();
  const end = record.number();
  const changed = record.text();
  const parts = record.number();
  let answerText = '';
  for (let i = 0; i < parts; i += 1) {
    const part = text.slice(record.number(), record.number());
    answerText = i === 0 ? part : `${answerText}\n\n${part}`;
  }
  const json = changed ?? (start === null ? null : text.slice(start, end));
  return { strategy, json, start, end, answerText };
}

// The same fields for a reply that was not read (over maxInputBytes: input_limit.js), as the
// core gives them: nothing found, the whole reply the answer.
export function unreadExtraction(text) {
  return { strategy: null, json: null, start: null, end: null, answerText: text };
}

// {kind, offset, end, removed, inserted} each (bindings/repair_fields.h). `text`: the reply,
// for a record whose prose and other parts left out around the value did not cross (their
// removed text none): sliced from it at their positions, a lone surrogate read as U+FFFD as
// the core read it.
export function readRepairs(record, text) {
  return record.list((r) => {
    const kind = r.name();
    const offset = r.number();
    const end = r.number();
    const removed = r.text() ?? wellFormed(text.slice(offset, end));
    return { kind, offset, end, removed, inserted: r.text() };
  });
}

// What a repair result and a parsed reply both report (bindings/repair_fields.h,
// write_repair_state).
export function readRepairState(record, text) {
  const repairs = readRepairs(record, text);
  const complete = record.flag();
  const lossless = record.flag();
  const incomplete = record.list((r) => r.text());
  return { repairs, complete, lossless, incomplete };
}

// A repair or stream result in the order bindings/repair_fields.cpp writes it (repairJson, a
// stream, a run's partial value); the value is the repaired JSON text, parsed here. `text`:
// repairJson's reply (readRepairs).
export function readRepairResult(record, text) {
  const ok = record.flag();
  const json = record.text();
  const { repairs, complete, lossless, incomplete } = readRepairState(record, text);
  const start = record.number();
  const end = record.number();
  const error = record.optionalError();
  return { ok, json, repairs, complete, lossless, incomplete, start, end, error, value: ok ? JSON.parse(json) : null };
}

// A stream's changes since it was last asked (bindings/repair_fields.h, write_changes): the
// ops' names, then one JSON array of each op's path and, for add and replace, its value, for
// append its characters (src/repair/value_changes.h).
export function readChanges(record) {
  const ops = record.list((r) => r.name());
  const texts = JSON.parse(record.text());
  let at = 0;
  return ops.map((op) => {
    const path = texts[at++];
    if (op === 'add' || op === 'replace') return { op, path, value: texts[at++] };
    if (op === 'append') return { op, path, text: texts[at++] };
    return { op, path };
  });
}

// A repair or stream result that failed on `error` before anything was read (failed_result in
// src/repair/result_builder.cpp, as bindings/repair_fields.cpp writes it).
export function unreadRepairResult(error) {
  return { ok: false, json: null, repairs: [], complete: true, lossless: false, incomplete: [], start: null, end: null, error, value: null };
}
