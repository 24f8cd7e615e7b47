import { z } from 'zod';
import tr from 'zod/v4/locales/tr.js';

// Zod's own messages in Turkish (its bundled locale), for every field without a message of its own:
// whatever a user or client can reach is Turkish (DESIGN rule 5). Imported once by each side's entry.
z.config(tr());
