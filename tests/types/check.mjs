// The types tier (issue 16): `tsc --noEmit` over the type tests under each project setting a
// user may have, by TypeScript 5.9 and by TypeScript 7, the native compiler (installed as
// `typescript7`), which reads the same tsconfig files. bundler and node16: strict, lib es2022
// only (no DOM, no esnext.disposable, no @types/node), so the package's types must stand alone,
// `using` included. node-types: the same lib with @types/node, as a Node project has it.
// commonjs: a .cts file (module nodenext) that takes the ESM package by `import type` and
// `await import`. dom: the DOM lib, esnext.disposable and @types/node, as an AI SDK app has
// them, with Zod, ArkType, Valibot, the AI SDK (7, and 5 as ai5) and the OpenAI and Anthropic
// SDKs (their own types need these).
// Lines with @ts-expect-error are type tests that must fail: tsc reports them if they pass.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const modules = join(here, '..', '..', 'node_modules');
const PROJECTS = ['bundler', 'node16', 'node-types', 'commonjs', 'dom'];

// One compile; its verdict as the line to print.
async function check(compiler, project) {
  const tsc = join(modules, compiler, 'bin', 'tsc');
  const { version } = JSON.parse(readFileSync(join(modules, compiler, 'package.json'), 'utf8'));
  try {
    await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', join(here, `tsconfig.${project}.json`)]);
    return { ok: true, line: `ok ${project} (TypeScript ${version})` };
  } catch (error) {
    return { ok: false, line: `not ok ${project} (TypeScript ${version})\n${error.stdout}${error.stderr}` };
  }
}

// Two compiles at a time (tsc 5.9 uses one core; CI has two), printed in order.
const jobs = ['typescript', 'typescript7'].flatMap((compiler) => PROJECTS.map((project) => [compiler, project]));
const verdicts = new Array(jobs.length);
let next = 0;
async function worker() {
  while (next < jobs.length) {
    const at = next++;
    verdicts[at] = await check(...jobs[at]);
  }
}
await Promise.all([worker(), worker()]);
for (const { line } of verdicts) console.log(line);
const failed = verdicts.filter((verdict) => !verdict.ok).length;
console.log(`types: ${verdicts.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
