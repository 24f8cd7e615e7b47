import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchKey, updatedAt } from './columns';
import { users } from './users';

export const news_tags = pgTable(
  'news_tags',
  {
    id: id(),
    name: text('name').notNull().unique(),
    color: text('color').notNull().default('#484866'),
    created_at: createdAt(),
  },
  (t) => [
    check('news_tags_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('news_tags_color_hex', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    /** Sanitised HTML (sanitised on write and again on render). */
    content: text('content'),
    // A tag in use cannot be deleted (docs/product-rules.md#news), so RESTRICT rather than SET NULL.
    tag_id: uuid('tag_id').references(() => news_tags.id, { onDelete: 'restrict' }),
    short_url: text('short_url').unique(),
    post_image_url: text('post_image_url'),
    external_link: text('external_link'),
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
    search_key: searchKey(sql`title || ' ' || coalesce(content, '')`),
  },
  (t) => [
    check('news_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('news_content_or_link', sql`coalesce(btrim(${t.content}), '') <> '' OR ${t.external_link} IS NOT NULL`),
    check('news_short_url_format', sql`${t.short_url} ~ '^[^[:space:]/?#]+$'`),
    index('news_active_published_idx').on(t.is_active, t.published_at),
    index('news_tag_published_idx').on(t.tag_id, t.published_at),
    index('news_search_key_trgm_idx').using('gin', t.search_key.op('gin_trgm_ops')),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    background_color: text('background_color').notNull().default('#059669'),
    text_color: text('text_color').notNull().default('#ffffff'),
    animation_speed: integer('animation_speed').notNull().default(30),
    is_active: boolean('is_active').notNull().default(true),
    display_order: integer('display_order').notNull().default(0),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('announcements_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('announcements_content_not_blank', sql`btrim(${t.content}) <> ''`),
    check('announcements_speed_range', sql`${t.animation_speed} BETWEEN 10 AND 100`),
    check('announcements_colors_hex', sql`${t.background_color} ~ '^#[0-9a-fA-F]{6}$' AND ${t.text_color} ~ '^#[0-9a-fA-F]{6}$'`),
    index('announcements_active_order_idx').on(t.is_active, t.display_order),
  ],
);
