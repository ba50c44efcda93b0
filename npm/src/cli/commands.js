// The CLI's commands (npm/bin/structguard.js). Each returns {status, lines, document}: the exit
// status (0 valid, 1 not valid), the human-readable report and the --json document. Mistakes
// in the call or the input are thrown as CliError (exit 2).
import { SCHEMA_PROVIDERS } from '../providers.js';
import { CliError, parseArgs, wholeNumber } from './arguments.js';

// ` (line L, column C)` where the core placed an error or a lint finding in the text, else ''.
function where(item) {
  return item.line === null || item.line === undefined ? '' : ` (line ${item.line}, column ${item.column})`;
}

function describeError(error) {
  const at = error.instanceLocation !== undefined ? ` at ${error.instanceLocation || '/'}` : '';
  return `${error.code}${at}${where(error)}: ${error.message}`;
}

// `read(path, {json})` gives a file's text (standard input for -); json: a leading byte-order
// mark removed, as editors on Windows write one.
async function check({ sg, args, read }) {
  const { options, positional } = parseArgs(args, ['--schema', '--max-fence-bytes'], ['--lenient']);
  const files = positional.length ? positional : ['-'];
  if (files.filter((file) => file === '-').length > 1) throw new CliError('standard input (-) can be read only once');
  const limits = options['max-fence-bytes'] === undefined ? {} : { maxFenceBytes: wholeNumber('max-fence-bytes', options['max-fence-bytes']) };
  const validator = options.schema === undefined ? null : compile(sg, options.schema, await read(options.schema, { json: true }));
  const replies = [];
  try {
    for (const file of files) {
      const reply = await read(file);
      replies.push({ file: file === '-' ? '(standard input)' : file, ...checkReply(sg, validator, reply, limits, options.lenient) });
    }
  } finally {
    validator?.free();
  }
  const lines = replies.flatMap((result) => {
    const own = report(result, validator !== null, options.lenient);
    return files.length > 1 ? own.map((line) => `${result.file}: ${line}`) : own;
  });
  const ok = replies.every((result) => result.ok);
  return { status: ok ? 0 : 1, lines, document: { ok, replies } };
}

function compile(sg, path, text) {
  try {
    return sg.compileSchema(text);
  } catch (error) {
    if (error.name !== 'SchemaError') throw error;
    throw new CliError(`${path} is not a usable schema: ${error.message}`, 'SchemaError');
  }
}

// The library's own result for one reply: parseReply with a schema, else repairJson
// (--lenient) or extractJson.
function checkReply(sg, validator, reply, limits, lenient) {
  if (validator) return validator.parseReply(reply, { ...limits, errors: 'all', ...(lenient ? { mode: 'lenient' } : {}) });
  return lenient ? sg.repairJson(reply, limits) : sg.extractJson(reply, limits);
}

function report(result, validated, lenient) {
  const lines = [];
  if (!validated && lenient) {
    if (!result.ok) return [describeError(result.error)];
    for (const repair of result.repairs) lines.push(`repaired ${repair.kind} at ${repair.offset}`);
    return [...lines, result.json];
  }
  if (!validated) return result.ok ? [`found JSON by ${result.strategy} at characters ${result.start}-${result.end}`, result.json] : [describeError(result.error)];
  if (result.strategy) lines.push(`found JSON by ${result.strategy} at characters ${result.start}-${result.end}${result.repaired ? ', repaired' : ''}`);
  for (const repair of result.repairs ?? []) lines.push(`repaired ${repair.kind} at ${repair.offset}`);
  if (result.ok) return [...lines, 'valid'];
  return [...lines, ...result.errors.map(describeError)];
}

async function lint({ sg, args, read }) {
  const { options, positional } = parseArgs(args, ['--provider'], []);
  const provider = options.provider;
  if (provider === undefined) throw new CliError(`lint needs --provider (${SCHEMA_PROVIDERS.join(', ')})`);
  if (!SCHEMA_PROVIDERS.includes(provider)) throw new CliError(`unknown provider '${provider}': use ${SCHEMA_PROVIDERS.slice(0, -1).join(', ')} or ${SCHEMA_PROVIDERS.at(-1)}`);
  if (positional.length !== 1) throw new CliError('lint takes one schema file (or - for standard input)');
  const file = positional[0];
  const result = sg.lintSchema(await read(file, { json: true }), provider);
  if (result.error) throw new CliError(`${file} is not a usable schema: ${describeError(result.error)}`, 'SchemaError');
  const lines = result.diagnostics.map((d) => `${d.severity} ${d.code} at ${d.pointer || '/'}${where(d)}: ${d.message}${d.fix ? ` (fix: ${d.fix})` : ''}`);
  lines.push(result.ok ? `ok for ${provider}` : `rejected by ${provider}`);
  return { status: result.ok ? 0 : 1, lines, document: { file, provider, ...result } };
}

export const commands = { check, lint };
