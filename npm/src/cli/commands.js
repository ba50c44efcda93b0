// The CLI's commands (npm/bin/structguard.js). Each returns {status, lines, document, output}:
// the exit status (0 valid, 1 not valid), the human-readable report, the --json document and,
// when the command prints JSON, that JSON text (then standard output holds only it and the
// report goes to standard error, so the output can be piped). Mistakes in the call or the
// input are thrown as CliError (exit 2).
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
  const output = validator ? undefined : replies.filter((result) => result.ok).map((result) => `${result.json}\n`).join('');
  return { status: ok ? 0 : 1, lines, document: { ok, replies }, output };
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

// The report on one reply; without a schema the JSON itself is the command's output, not a line.
function report(result, validated, lenient) {
  const lines = [];
  if (!result.ok && !validated) return [describeError(result.error)];
  if (!validated && lenient) return repairLines(result);
  if (!validated) return [`found JSON by ${result.strategy} at characters ${result.start}-${result.end}`];
  if (result.strategy) lines.push(`found JSON by ${result.strategy} at characters ${result.start}-${result.end}${result.repaired ? ', repaired' : ''}`);
  lines.push(...repairLines(result));
  if (result.ok) return [...lines, 'valid'];
  return [...lines, ...result.errors.map(describeError)];
}

function repairLines(result) {
  return (result.repairs ?? []).map((repair) => `repaired ${repair.kind} at ${repair.offset}`);
}

// jsonrepair's command line, with structguard's reading: standard output (or the --output
// file, or the input file itself with --overwrite) receives only the repaired JSON.
async function repair({ sg, args, read, write }) {
  const { options, positional } = parseArgs(args, ['--output', '--max-fence-bytes'], ['--overwrite', '--verbose'], { '-o': '--output' });
  if (positional.length > 1) throw new CliError('repair takes one reply file (or - for standard input)');
  const file = positional[0] ?? '-';
  if (options.overwrite && file === '-') throw new CliError('--overwrite rewrites the input file: give a file, not standard input');
  if (options.overwrite && options.output !== undefined) throw new CliError('--overwrite and --output both name where to write: give one');
  const limits = options['max-fence-bytes'] === undefined ? {} : { maxFenceBytes: wholeNumber('max-fence-bytes', options['max-fence-bytes']) };
  const result = sg.repairJson(await read(file, { json: true }), limits);
  const document = { file: file === '-' ? '(standard input)' : file, ...result };
  if (!result.ok) return { status: 1, lines: [describeError(result.error)], document, output: '' };
  const lines = options.verbose ? repairLines(result) : [];
  const target = options.overwrite ? file : options.output;
  if (target === undefined) return { status: 0, lines, document, output: `${result.json}\n` };
  await write(target, `${result.json}\n`);
  return { status: 0, lines, document, output: '' };
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

export const commands = { check, repair, lint };
