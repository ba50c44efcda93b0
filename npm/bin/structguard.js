#!/usr/bin/env node
// structguard on the command line: check model replies (and their schema), repair the JSON in
// them, lint a schema for a provider. Exit status: 0 valid, 1 not valid, 2 a usage or input
// error (one line on stderr).
import { readFile, rename, writeFile } from 'node:fs/promises';
import { init } from '../src/load.node.js';
import { CliError, USAGE } from '../src/cli/arguments.js';
import { commands } from '../src/cli/commands.js';

const FILE_ERRORS = { ENOENT: 'no such file', EISDIR: 'is a directory, not a file', EACCES: 'permission denied' };

// A file's bytes (standard input for -): the commands decide how to read them (input_bytes.js).
async function read(path) {
  if (path === '-') {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
  try {
    return await readFile(path);
  } catch (error) {
    throw new CliError(`${path}: ${FILE_ERRORS[error.code] ?? error.message}`, 'FileError');
  }
}

// A whole file or nothing: the text goes to a temporary file beside the target, then replaces it,
// so an interrupted --overwrite leaves the input as it was.
async function write(path, text) {
  const temporary = `${path}.structguard-${process.pid}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, path);
  } catch (error) {
    throw new CliError(`${path}: ${FILE_ERRORS[error.code] ?? error.message}`, 'FileError');
  }
}

async function version() {
  return JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')).version;
}

// --json is read wherever it stands (before a `--`), so that even a usage error is reported
// as one JSON document on stdout.
async function main(argv) {
  const cut = argv.includes('--') ? argv.indexOf('--') : argv.length;
  const json = argv.slice(0, cut).includes('--json');
  const options = argv.slice(0, cut).filter((arg) => arg !== '--json');
  const args = [...options, ...argv.slice(cut)];
  const printDocument = (document) => process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  const [name] = args;
  try {
    if (options.includes('--help') || options.includes('-h') || name === 'help') {
      if (json) printDocument({ usage: USAGE });
      else console.log(USAGE);
      return 0;
    }
    if (options.includes('--version') || options.includes('-v')) {
      const number = await version();
      if (json) printDocument({ version: number });
      else console.log(number);
      return 0;
    }
    if (name === undefined) throw new CliError('a command is needed: check, repair or lint (structguard --help)');
    if (!Object.hasOwn(commands, name)) throw new CliError(`unknown command '${name}': use check, repair or lint (structguard --help)`);
    const sg = await init();
    const { status, lines, document, documentLines, output } = await commands[name]({ sg, args: args.slice(1), read, write });
    const reportToStderr = json || output !== undefined;
    for (const line of lines) (reportToStderr ? console.error : console.log)(line);
    // check --lines answers a log with a log: one compact JSON result per line (JSON Lines).
    if (json && documentLines) process.stdout.write(documentLines.map((line) => `${line}\n`).join(''));
    else if (json) printDocument(document);
    else if (output) process.stdout.write(output);
    return status;
  } catch (error) {
    // structguard's own errors (CliError, WasmLoadError) carry a code; anything else is a bug.
    const code = typeof error?.code === 'string' ? error.code : 'InternalError';
    const message = String(error?.message ?? error).replace(/\s*\n\s*/g, ' ').replace(/^structguard: /, '');
    const command = Object.hasOwn(commands, name ?? '') ? ` ${name}` : '';
    console.error(`structguard${command}: ${code === 'InternalError' ? 'internal error: ' : ''}${message}`);
    if (json) printDocument({ ok: false, error: { code, message } });
    return 2;
  }
}

// A reader that closes the pipe early (`| head -c1`) has all it wants: the rest of the output is
// dropped without a stack trace, and the status stays the command's.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

process.exitCode = await main(process.argv.slice(2));
