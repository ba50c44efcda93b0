// How a model run is shown: the live log of requests while it runs, then the attempts and the
// fallback as a timeline, and the result (value, answer, usage, error). Words say what
// happened; colour only repeats it.
import { el, facts, pretty, verdict } from './dom.js';

// One live line per HTTP response as the fetch wrapper sees it.
export function requestLine(n, url, response) {
  return el('li', { dataset: { state: response.ok ? 'ok' : 'fail' } },
    `Request ${n}: HTTP ${response.status}${response.ok ? '' : ` ${response.statusText}`} from ${new URL(url).pathname}`);
}

export function transportLine(n, error) {
  return el('li', { dataset: { state: 'fail' } }, `Request ${n}: no response (${error.name === 'AbortError' ? 'aborted' : error.message})`);
}

export function timeline(result) {
  const t0 = result.attempts[0]?.startedMs ?? 0;
  const items = result.attempts.map((a) => el('li', { dataset: { state: a.error ? 'fail' : 'ok' } },
    el('strong', {}, `Attempt ${a.index + 1}`),
    ` at +${a.startedMs - t0} ms, ${a.endedMs - a.startedMs} ms: `,
    a.status === null ? 'no response' : `HTTP ${a.status}`,
    a.finishReason ? `, finish ${a.finishReason}` : '',
    a.maxTokens !== null ? `, max tokens ${a.maxTokens}` : '',
    a.error ? el('div', {}, `✗ ${a.error.kind}${a.error.retryable ? ' (retryable)' : ''}: ${a.error.message}`) : el('div', {}, '✓ accepted'),
    a.stoppedEarly ? stoppedLine(a) : null,
    a.delayMs > 0 ? el('div', { class: 'hint' }, `then waited ${a.delayMs} ms`) : null));
  if (result.fallbackUsed) {
    items.push(el('li', { dataset: { state: 'fallback' } }, el('strong', {}, 'Fallback'), ` used in place of a ${result.fallbackReason} failure`));
  } else if (result.fallbackErrors.length > 0) {
    items.push(el('li', { dataset: { state: 'fail' } }, el('strong', {}, 'Fallback'), ' refused: it does not pass the schema'));
  }
  return items;
}

// L4: where the streamed reply was cut, shown as the reply up to that point.
function stoppedLine(attempt) {
  const { offset, instanceLocation, keyword } = attempt.stoppedEarly;
  const read = (attempt.error?.reply ?? '').slice(0, offset);
  return el('div', { class: 'stopped-early' },
    `✂ stopped early after character ${offset} of the reply, at ${instanceLocation || 'the value'} (${keyword}): `,
    el('code', {}, read.length > 60 ? `…${read.slice(-60)}` : read));
}

export function resultView(result) {
  const ok = result.ok && !result.fallbackUsed;
  const failText = result.fallbackUsed ? `Fallback value (after ${result.fallbackReason})` : `Failed: ${result.error?.kind}: ${result.error?.message}`;
  return [
    verdict(ok, 'Valid value from the model', failText),
    result.value !== null ? el('pre', { id: 'run-value', class: 'text-view', tabindex: 0 }, pretty(result.value)) : null,
    result.answerText ? [el('h4', {}, 'Answer text'), el('pre', { class: 'text-view', tabindex: 0 }, result.answerText)] : null,
    facts([
      ['Attempts', result.attempts.length],
      ['Finish reason', result.finishReason ?? '—'],
      ['Usage', result.usage.reported ? `${result.usage.inputTokens} in, ${result.usage.outputTokens} out` : 'not reported'],
      ['Audit', `${result.audit.errorType ?? 'no error'}, ${result.audit.retryCount} retries, ${result.audit.durationMs} ms`],
    ]),
    result.error?.replyErrors?.length
      ? el('ul', {}, result.error.replyErrors.map((e) => el('li', {}, `${e.code}${e.line ? ` (line ${e.line}, column ${e.column})` : ''}: ${e.message}`)))
      : null,
  ];
}
