// A Cloudflare worker on structguard/repair: any request gets back what every call of the entry
// answered on the shared cases (repair-cases.js), as JSON.
import { init } from 'structguard';
import { readAll } from './repair-cases.js';

export default {
  async fetch() {
    return Response.json(readAll(await init()));
  },
};
