// The injected fetch of the client fault tests: each call answered by a script, with the
// OpenAI replies and JSON responses the scripts give.

// A fetch that answers each call with the next of `answers` (functions of (url, init)) and
// keeps what it was given.
export function scripted(...answers) {
  const fetch = (url, init) => {
    fetch.calls.push(init);
    return answers[Math.min(fetch.calls.length, answers.length) - 1](url, init);
  };
  fetch.calls = [];
  return fetch;
}

export function openaiReply(content, usage = { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 }) {
  return { choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage };
}

export function jsonResponse(body, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
