// A Cloudflare worker: POST a model reply, get the extraction back as JSON.
import { init } from 'structguard';

export default {
  async fetch(request) {
    const sg = await init();
    const reply = await request.text();
    return Response.json(sg.extractJson(reply));
  },
};
