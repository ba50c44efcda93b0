// request.onPartial: the streamed object shown while it arrives (rule L4 applied to R1). The
// core's stream parser holds the value; this asks for a snapshot after a chunk, at most once
// per partialIntervalMs of the host clock, because a snapshot costs time linear in the reply
// so far. A partial value is for display: only the final result has been validated. It is
// redacted as the result is, and a credential it may end inside is cut (client-redaction.js).
// With partialChanges the event carries what changed since the last event of the attempt
// instead (README: Partial values as changes), redacted by the same rule.

import { readChanges, readRepairResult, recordReader } from './result_record.js';

const DEFAULT_INTERVAL_MS = 50;

// The watcher for one run, or null when the request has no onPartial.
export function partialWatcher(call, given, core, now, redactor) {
  const { onPartial, partialIntervalMs, partialChanges } = given;
  if (partialChanges !== undefined && typeof partialChanges !== 'boolean') {
    throw new TypeError(`${call}: request.partialChanges must be a boolean, got ${typeof partialChanges}`);
  }
  if (onPartial === undefined) return null;
  if (typeof onPartial !== 'function') throw new TypeError(`${call}: request.onPartial must be a function`);
  if (partialIntervalMs !== undefined && (!Number.isInteger(partialIntervalMs) || partialIntervalMs < 0)) {
    throw new TypeError(`${call}: request.partialIntervalMs must be a whole number >= 0, got ${String(partialIntervalMs)}`);
  }
  // Changes cost what changed, not the reply so far: no reason to wait between them.
  const intervalMs = partialIntervalMs ?? DEFAULT_INTERVAL_MS;
  const Watcher = partialChanges ? ChangesWatcher : PartialWatcher;
  return new Watcher(core, onPartial, intervalMs, now, redactor);
}

class PartialWatcher {
  #core;
  #onPartial;
  #intervalMs;
  #now;
  #redactor;
  #shownAt = -Infinity;
  #shown = { attempt: -1, json: null };
  // What onPartial threw: the run is cancelled and generateObject rejects with it.
  failure = null;

  constructor(core, onPartial, intervalMs, now, redactor) {
    this.#core = core;
    this.#onPartial = onPartial;
    this.#intervalMs = intervalMs;
    this.#now = now;
    this.#redactor = redactor;
  }

  // After a body chunk of attempt `attempt` of run `handle`.
  chunkRead(handle, attempt) {
    const at = this.#now();
    if (at - this.#shownAt < this.#intervalMs) return;
    const record = recordReader(this.#core).open(this.#core.runPartial(handle));
    if (record === null) return;
    const raw = readRepairResult(record);
    if (!raw.ok) return;
    if (attempt === this.#shown.attempt && raw.json === this.#shown.json) return;
    this.#shownAt = at;
    this.#shown = { attempt, json: raw.json };
    try {
      const partial = { attempt, value: raw.value, json: raw.json, incomplete: raw.incomplete, repairs: raw.repairs };
      this.#onPartial(this.#redactor.partial(partial));
    } catch (error) {
      this.failure ??= error;
    }
  }
}

// onPartial with partialChanges: {attempt, changes}. The core keeps what it handed over last,
// so changes skipped by the interval accumulate into the next event; a retry reads a new
// stream, whose first changes build its value from nothing.
class ChangesWatcher {
  #core;
  #onPartial;
  #intervalMs;
  #now;
  #redactor;
  #shownAt = -Infinity;
  #attempt = -1;
  // Each string's text as the core has it, by path, for redacting what is appended to it.
  #strings = new Map();
  failure = null;

  constructor(core, onPartial, intervalMs, now, redactor) {
    this.#core = core;
    this.#onPartial = onPartial;
    this.#intervalMs = intervalMs;
    this.#now = now;
    this.#redactor = redactor;
  }

  chunkRead(handle, attempt) {
    const at = this.#now();
    if (at - this.#shownAt < this.#intervalMs) return;
    const record = recordReader(this.#core).open(this.#core.runPartialChanges(handle));
    if (record === null) return;
    if (attempt !== this.#attempt) {
      this.#attempt = attempt;
      this.#strings = new Map();
    }
    const changes = this.#redactor.partialChanges(readChanges(record), this.#strings);
    if (changes.length === 0) return;
    this.#shownAt = at;
    try {
      this.#onPartial({ attempt, changes });
    } catch (error) {
      this.failure ??= error;
    }
  }
}
