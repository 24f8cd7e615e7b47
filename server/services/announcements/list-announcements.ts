import { asc, eq } from 'drizzle-orm';
import type { Announcement } from '../../../shared/schemas/announcements';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/news';

/** The ticker's announcements: active ones by display_order (docs/product-rules.md#shell), ties by age. */
export async function listActiveAnnouncements(db: Db): Promise<Announcement[]> {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      background_color: announcements.background_color,
      text_color: announcements.text_color,
      animation_speed: announcements.animation_speed,
      display_order: announcements.display_order,
    })
    .from(announcements)
    .where(eq(announcements.is_active, true))
    .orderBy(asc(announcements.display_order), asc(announcements.created_at));
}
