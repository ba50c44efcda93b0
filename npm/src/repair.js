// sg.repairJson, sg.findJsonCandidates and sg.createStreamParser: rules L1-L4 through the
// core, one boundary crossing per call. Positions are UTF-16 indices into the text passed
// in (for a stream: into everything pushed so far), so text.slice(start, end) works.
import { disposable } from './disposable.js';
import { jsonAsItStands } from './json_as_it_stands.js';
import { EXTRACT_OPTIONS, readingOptions } from './extract.js';
import { optionSlots } from './option_slots.js';
import { recordCall } from './record_call.js';
import { readChanges, readRepairResult, readRepairs, recordReader, unreadRepairResult } from './result_record.js';
import { replyText } from './reply_text.js';
import { textBuffer } from './text_buffer.js';
import { wellFormed } from './well_formed.js';

// Lenient reading takes the options of extraction: its limits and the locale of its messages.
export const REPAIR_OPTIONS = EXTRACT_OPTIONS;

// One of findJsonCandidates' candidates, as bindings/repair.cpp writes it.
function readCandidate(record) {
  const start = record.number();
  const ok = record.flag();
  const fence = record.name();
  const truncated = record.flag();
  const lossless = record.flag();
  const json = record.text();
  const repairs = readRepairs(record);
  const error = record.optionalError();
  const end = record.number();
  return { start, ok, fence, truncated, lossless, json, repairs, error, end, value: ok ? JSON.parse(json) : null };
}

// {ok, inValue, completeValues, error} from what a push answered (bindings/repair.cpp,
// push_record): an odd number packs the first three of a push without an error; any other is
// the address of the record of one that stopped on an error.
function readPush(reader, answer) {
  if (answer & 1) return { ok: true, inValue: (answer & 2) !== 0, completeValues: answer >>> 2, error: null };
  const record = reader.open(answer);
  const ok = record.flag();
  const inValue = record.flag();
  const completeValues = record.number();
  return { ok, inValue, completeValues, error: record.optionalError() };
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
  ? new FinalizationRegistry(({ core, handle }) => core._streamFree(handle))
  : null;

class StreamParser {
  #core;
  #texts;
  #reader;
  #handle;
  #held = '';
  // maxInputBytes less the bytes pushed so far: a chunk over it is not written (input_limit.js).
  #room;

  constructor(core, picked) {
    this.#core = core;
    this.#texts = textBuffer(core);
    this.#reader = recordReader(core);
    const slots = optionSlots(core);
    slots.write(picked);
    this.#room = picked.maxInputBytes ?? slots.defaults.maxInputBytes;
    this.#handle = core._streamCreate();
    release?.register(this, { core, handle: this.#handle }, this);
  }

  // Writes the chunk (text or bytes) and pushes it; what the push answered (readPush). A chunk
  // the core would refuse as passing maxInputBytes is measured instead, and the core told its size.
  #send(chunk) {
    const [bytes, length] = typeof chunk === 'string' ? this.#texts.write(chunk, this.#room) : this.#texts.writeBytes(chunk, this.#room);
    this.#room -= length;
    return bytes === 0 ? this.#core._streamRefuse(this.#handle, length) : this.#core._streamPush(this.#handle, bytes, length);
  }

  #result(address) {
    return readRepairResult(this.#reader.open(address));
  }

  push(chunk) {
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
      throw new TypeError(`StreamParser.push: chunk must be a string or a Uint8Array, got ${chunk === null ? 'null' : typeof chunk}`);
    }
    this.#requireLive('push');
    if (typeof chunk !== 'string') this.#flushHeld();
    const { send, held } = splitChunk(this.#held, chunk);
    this.#held = held;
    return readPush(this.#reader, this.#send(send));
  }

  // A high surrogate held back is half a character: the snapshot stops before it, and it
  // pairs with the next chunk's low one as if no snapshot had been taken.
  snapshot() {
    this.#requireLive('snapshot');
    return this.#result(this.#core._streamSnapshot(this.#handle));
  }

  // What snapshot() changed since the last call, as operations (README: Partial values as
  // changes); the first call gives the value so far as changes from nothing.
  changes() {
    this.#requireLive('changes');
    return readChanges(this.#reader.open(this.#core._streamChanges(this.#handle)));
  }

  end() {
    this.#requireLive('end');
    this.#flushHeld();
    const result = this.#result(this.#core._streamEnd(this.#handle));
    this.#forget();
    return result;
  }

  free() {
    if (this.#handle === null) return;
    this.#core._streamFree(this.#handle);
    this.#forget();
  }

  // A high surrogate still held when the text is read has no pair coming: it is U+FFFD.
  #flushHeld() {
    if (this.#held === '') return;
    this.#held = '';
    this.#send('\ufffd');
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
  const recordOf = recordCall(core);
  const { defaults } = optionSlots(core);
  const call = (name, reply, options, read, refuse) => {
    const text = replyText(name, reply);
    return recordOf(text, readingOptions(core, name, options), (bytes, length) => core[`_${name}`](bytes, length), read, refuse);
  };
  return {
    repairJson(reply, options) {
      const text = replyText('repairJson', reply);
      const picked = readingOptions(core, 'repairJson', options);
      return jsonAsItStands(text, picked.maxInputBytes ?? defaults.maxInputBytes, picked.maxDepth ?? defaults.maxDepth)
        ?? recordOf(text, picked, (bytes, length) => core._repairJson(bytes, length), (record) => readRepairResult(record, text), unreadRepairResult);
    },

    findJsonCandidates(text, options) {
      return call('findJsonCandidates', text, options, (record) => {
        const ok = record.flag();
        const candidates = record.list(readCandidate);
        return { ok, candidates, error: record.optionalError() };
      }, (error) => ({ ok: false, candidates: [], error }));
    },

    createStreamParser(options) {
      return new StreamParser(core, readingOptions(core, 'createStreamParser', options));
    },
  };
}
