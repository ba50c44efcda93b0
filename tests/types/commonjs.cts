// A CommonJS TypeScript file (.cts, module node16/nodenext): the package is ESM, so the types
// come by `import type` and the calls by `await import(…)`, and both keep their exact types.
import type { LintResult, Structguard } from 'structguard';
import type { StructguardReply } from 'structguard/reply';
import type { Equal } from './assert.js';

export async function main(): Promise<string[]> {
  const { init, WasmLoadError } = await import('structguard');
  const sg: Structguard = await init();
  const reply: StructguardReply = await (await import('structguard/reply')).init();
  const lint: LintResult = sg.lintSchema({ type: 'object' }, 'openai');
  const reasons = lint.ok ? [] : lint.diagnostics.map((d) => d.code);
  const parsed = sg.compileSchema<{ step: number }>({ type: 'object' }).parseReply('{"step": 1}');
  const step: number = parsed.ok ? parsed.value.step : 0;
  const value: Equal<typeof parsed.value, { step: number } | null> = true;
  // @ts-expect-error a value that failed is null
  const wrong: number = parsed.ok ? 0 : parsed.value.step;
  const repaired = reply.repairJson('{"a": 1');
  const failed: Equal<typeof WasmLoadError.prototype.name, 'WasmLoadError'> = true;
  return [...reasons, String(step), String(value), String(wrong), String(repaired.ok), String(failed)];
}
