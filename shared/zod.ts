import { z } from 'zod';
import tr from 'zod/v4/locales/tr.js';

// Every schema takes `z` from here, so Zod's own messages are Turkish wherever a schema is loaded
// (docs/product-rules.md#general) — on the server and in whichever browser chunk first needs a schema, without an
// import in the app's entry that would put Zod in the first load (docs/product-rules.md#speed, P7).
z.config(tr());

export { z };
