import { z } from '../zod';

// The home page's announcement ticker (docs/product-rules.md#shell).

export const announcementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  /** 10–100; the text scrolls for max(10, 100 − animation_speed) seconds. */
  animation_speed: z.number().int(),
  display_order: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({ items: z.array(announcementSchema) });
