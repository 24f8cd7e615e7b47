import { lazy, Suspense, useState } from 'react';
import type { NewsTagRow } from '../../../../shared/schemas/admin/news-tags';
import type { AdminNewsRecord } from '../../../../shared/schemas/admin/news';
import { NEWS_FORM_MESSAGES, newsFormSchema } from '../../../../shared/schemas/news';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { labelClass, SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TAG_CHIP_CLASS, tagChipStyle } from '../../../components/ui/tag-colors';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { useAdminList } from '../api/admin-resource-api';
import { useSaveNews } from '../api/news-api';
import { CheckField } from './form-parts';

// The news item form (spec 3 §2.13, §5): on its own page (/admin/news/new, /admin/news/{id}) and in
// the list's edit dialog. The editor's code (TipTap) arrives in its own chunk.

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** "2026-11-24T13:05" in the browser's time zone, as a datetime-local input holds it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function initialValues(record?: AdminNewsRecord) {
  return {
    title: record?.title ?? '',
    tag_id: record?.tag_id ?? '',
    short_url: record?.short_url ?? '',
    post_image_url: record?.post_image_url ?? '',
    external_link: record?.external_link ?? '',
    content: record?.content ?? '',
    published_at: localInputValue(record ? new Date(record.published_at) : new Date()),
    // New items start active (spec 3 §4).
    is_active: record?.is_active ?? true,
  };
}

export function NewsForm({ record, onSaved, onCancel, idPrefix = 'news' }: { record?: AdminNewsRecord; onSaved: (message: string) => void; onCancel?: () => void; idPrefix?: string }) {
  const save = useSaveNews(record?.id);
  const tags = useAdminList<NewsTagRow>('/news-tags', {});
  const form = useZodForm(newsFormSchema, initialValues(record));
  const [saved, setSaved] = useState(false);
  const values = form.values;
  const contentError = form.errorOf('content');

  const submit = form.handleSubmit(
    (data) =>
      save.mutate(data, {
        onSuccess: (res) => {
          setSaved(true);
          onSaved(res.message);
        },
        onError: (error) => {
          // A refusal about one field (a short URL in use, a missing tag) is shown on that field.
          const field = error instanceof ApiRequestError ? (error.details as { field?: string } | undefined)?.field : undefined;
          if (field) form.form.setError(field, { message: error.message });
        },
      }),
    { skip: save.isPending || saved },
  );

  const tagItems = tags.data?.items ?? [];
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={record ? 'Akış Düzenle' : 'Yeni Akış Ekle'}>
      <TextField label="Başlık" markRequired maxLength={300} {...form.field('title')} />

      <div>
        <SelectField
          label="Etiket"
          value={values.tag_id}
          onValueChange={(v) => form.setValue('tag_id', v)}
          placeholder="Etiket yok"
          options={tagItems.map((t) => ({ value: t.id, label: t.name }))}
          error={form.errorOf('tag_id')}
        />
        {tagItems.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Etiket seç">
            {tagItems.map((tag) => (
              <button
                key={tag.id}
                type="button"
                aria-pressed={values.tag_id === tag.id}
                onClick={() => form.setValue('tag_id', values.tag_id === tag.id ? '' : tag.id)}
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TAG_CHIP_CLASS} ${values.tag_id === tag.id ? 'ring-2 ring-amber-500 ring-offset-1 dark:ring-offset-slate-900' : ''}`}
                style={tagChipStyle(tag.color)}
              >
                {tag.name}
              </button>
            ))}
          </div>
        )}
      </div>

      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <TextField label="Kısa URL" maxLength={200} hint={`Detay sayfasının kısa adresi: /news/${values.short_url.trim() || 'kisa-adres'}`} {...form.field('short_url')} />
        <TextField label="Kapak görseli URL" type="url" maxLength={2000} hint="Önerilen boyut 1200×630 piksel" {...form.field('post_image_url')} />
        <TextField label="Harici bağlantı" type="url" maxLength={2000} hint="Doluysa 'Detaylı Oku' düğmesi bu adresi açar; içerik o zaman isteğe bağlıdır." {...form.field('external_link')} />
        <TextField label="Yayın tarihi ve saati" type="datetime-local" markRequired {...form.field('published_at')} />
      </div>

      <div>
        <span id={`${idPrefix}-content-label`} className={labelClass}>
          İçerik
        </span>
        <Suspense fallback={<Skeleton className="mt-1.5 h-60 w-full" />}>
          <RichTextEditor
            label="İçerik"
            value={values.content}
            onChange={(html) => form.setValue('content', html)}
            invalid={Boolean(contentError)}
            describedBy={contentError ? `${idPrefix}-content-error` : undefined}
          />
        </Suspense>
        {contentError && (
          <p id={`${idPrefix}-content-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {contentError}
          </p>
        )}
      </div>

      <CheckField label="Aktif" checked={values.is_active} onChange={(checked) => form.setValue('is_active', checked)} />

      {save.error && !(save.error instanceof ApiRequestError && (save.error.details as { field?: string } | undefined)?.field) && (
        <Alert>{errorMessage(save.error) || NEWS_FORM_MESSAGES.saveFailed}</Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel}>
            Vazgeç
          </button>
        )}
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending || saved}>
          {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
        </button>
      </div>
    </form>
  );
}
