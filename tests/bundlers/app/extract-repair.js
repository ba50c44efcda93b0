// An app that only extracts and repairs (issue 37): what a frontend that reads a model's reply
// without schemas imports, bundled to see which of the package's modules it ships.
import { init } from 'structguard/reply';

const sg = await init();
const reply = 'Sure:\n```json\n{"step": 2, "basis": "goal",}\n```';
const found = sg.extractJson(reply);
console.log(JSON.stringify(found.ok ? found : sg.repairJson(reply)));
