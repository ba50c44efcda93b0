// The schema the user chose or pasted, read once per change: its value (for lint and strict
// conversion), and a compiled validator (for the Result panel). The previous validator is
// freed when the text changes: compiled schemas live in wasm memory.
import { SchemaError } from 'structguard';

export function schemaSource(sg) {
  let text = null;
  let current = null;

  return function read(schemaText) {
    if (schemaText === text) return current;
    current?.validator?.free();
    text = schemaText;
    current = compile(sg, schemaText);
    return current;
  };
}

function compile(sg, schemaText) {
  let value;
  try {
    value = JSON.parse(schemaText);
  } catch (error) {
    return { value: null, validator: null, error: `The schema is not JSON: ${error.message}` };
  }
  try {
    return { value, validator: sg.compileSchema(schemaText), error: null };
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    const where = error.pointer ? ` at ${error.pointer}` : '';
    return { value, validator: null, error: `${error.kind}${where}: ${error.message}` };
  }
}
