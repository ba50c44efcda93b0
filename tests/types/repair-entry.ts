// structguard/repair's types resolve under every moduleResolution: extraction, repair and
// streaming with the full entry's result types, and no schema call.
import type { Structguard } from 'structguard';
import { init, WasmLoadError, type RepairKind, type RepairResult, type StructguardRepair, type ValueChange } from 'structguard/repair';
import repairWasm from 'structguard/structguard-repair.wasm';
import { assertType, type Equal } from './assert.js';

const sg: StructguardRepair = await init({ wasm: repairWasm });
assertType<Equal<ReturnType<StructguardRepair['repairJson']>, ReturnType<Structguard['repairJson']>>>();
assertType<Equal<ReturnType<StructguardRepair['extractJson']>, ReturnType<Structguard['extractJson']>>>();
const repaired: RepairResult = sg.repairJson("{'a': 1,}");
if (repaired.ok) {
  const kinds: RepairKind[] = repaired.repairs.map((repair) => repair.kind);
  const offset: number = repaired.repairs[0].offset;
  void kinds;
  void offset;
}
const parser = sg.createStreamParser({ maxInputBytes: 1 << 20 });
parser.push('{"a": [1');
const changes: ValueChange[] = parser.changes();
const patch = sg.toJsonPatch(changes, undefined);
void patch;
parser.free();
const full: Structguard = {} as Structguard;
const narrowed: StructguardRepair = full;
// @ts-expect-error the repair entry has no schemas
sg.compileSchema;
// @ts-expect-error nor SchemaError
import { SchemaError } from 'structguard/repair';
assertType<Equal<typeof WasmLoadError.prototype.name, 'WasmLoadError'>>();
void narrowed;
void SchemaError;
