#!/usr/bin/env node
// structguard on the command line: check a model reply (and its schema), lint a schema for a
// provider. Exit status: 0 valid, 1 not valid, 2 usage or input error.
import { readFile } from 'node:fs/promises';
import { init } from '../src/load.node.js';
import { commands } from '../src/cli/commands.js';

const USAGE = `usage:
  structguard check [--schema schema.json] [--lenient] [--max-fence-bytes N] [reply.txt | -]
  structguard lint --provider openai|anthropic|gemini|gemini-legacy schema.json`;

async function readInput(path) {
  if (path === undefined || path === '-') {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
  return readFile(path, 'utf8');
}

async function main(argv) {
  const [name, ...rest] = argv;
  const command = commands[name];
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const sg = await init();
  try {
    return await command({ sg, args: rest, readInput, print: (line) => console.log(line) });
  } catch (error) {
    if (error.usage) {
      console.error(`structguard ${name}: ${error.message}\n${USAGE}`);
      return 2;
    }
    if (error.code === 'ENOENT') {
      console.error(`structguard ${name}: no such file: ${error.path}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
