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
  const intervalMs = partialIntervalMs ?? DEFAULT_INTERVAL_MS;
  const Watcher = partialChanges ? ChangesWatcher : PartialWatcher;
  return new Watcher(core, onPartial, intervalMs, now, redactor);
}

// What both kinds of onPartial share: at most one event per interval of the host clock, and
// what the handler throws kept as the run's failure.
class IntervalWatcher {
  #onPartial;
  #intervalMs;
  #now;
  #shownAt = -Infinity;
  #readAt = -Infinity;
  // What onPartial threw: the run is cancelled and generateObject rejects with it.
  failure = null;

  constructor(onPartial, intervalMs, now) {
    this.#onPartial = onPartial;
    this.#intervalMs = intervalMs;
    this.#now = now;
  }

  // Whether the interval since the last event has passed (the core is asked only then).
  due() {
    this.#readAt = this.#now();
    return this.#readAt - this.#shownAt >= this.#intervalMs;
  }

  show(event) {
    this.#shownAt = this.#readAt;
    try {
      this.#onPartial(event);
    } catch (error) {
      this.failure ??= error;
    }
  }
}

class PartialWatcher extends IntervalWatcher {
  #core;
  #redactor;
  #shown = { attempt: -1, json: null };

  constructor(core, onPartial, intervalMs, now, redactor) {
    super(onPartial, intervalMs, now);
    this.#core = core;
    this.#redactor = redactor;
  }

  // After a body chunk of attempt `attempt` of run `handle`.
  chunkRead(handle, attempt) {
    if (!this.due()) return;
    const record = recordReader(this.#core).open(this.#core.runPartial(handle));
    if (record === null) return;
    const raw = readRepairResult(record);
    if (!raw.ok) return;
    if (attempt === this.#shown.attempt && raw.json === this.#shown.json) return;
    this.#shown = { attempt, json: raw.json };
    this.show(this.#redactor.partial({ attempt, value: raw.value, json: raw.json, incomplete: raw.incomplete, repairs: raw.repairs }));
  }
}

// onPartial with partialChanges: {attempt, changes}. The core keeps what it handed over last,
// so changes skipped by the interval accumulate into the next event; a retry reads a new
// stream, whose first changes build its value from nothing.
class ChangesWatcher extends IntervalWatcher {
  #core;
  #redactor;
  #attempt = -1;
  // Each string's text as the core has it, by path, for redacting what is appended to it.
  #strings = new Map();

  constructor(core, onPartial, intervalMs, now, redactor) {
    super(onPartial, intervalMs, now);
    this.#core = core;
    this.#redactor = redactor;
  }

  chunkRead(handle, attempt) {
    if (!this.due()) return;
    const record = recordReader(this.#core).open(this.#core.runPartialChanges(handle));
    if (record === null) return;
    if (attempt !== this.#attempt) {
      this.#attempt = attempt;
      this.#strings = new Map();
    }
    const changes = this.#redactor.partialChanges(readChanges(record), this.#strings);
    if (changes.length === 0) return;
    this.show({ attempt, changes });
  }
}
