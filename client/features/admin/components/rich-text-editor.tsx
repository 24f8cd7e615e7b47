import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ARTICLE_BODY_CLASS } from '../../../components/ui/article-body';
import { inputClass } from '../../../components/ui/form-field';

// The news editor (docs/product-rules.md#news; decision 012): TipTap with headings, lists, links and images
// by URL. It produces HTML that the server sanitises again on save; this chunk ("editor") loads only on the
// news form.

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);

function ToolButton({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold transition-colors disabled:opacity-40 ${
        active ? 'bg-amber-100 text-amber-950 dark:bg-amber-500/20 dark:text-amber-100' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      {children}
    </button>
  );
}

/** The toggles of the toolbar: a heading, a mark or a list, each pressed while the selection has it. */
const MARKS: { label: string; text: ReactNode; active: [string, object?]; toggle: (c: ChainedCommands) => ChainedCommands }[] = [
  { label: 'Başlık 2', text: 'H2', active: ['heading', { level: 2 }], toggle: (c) => c.toggleHeading({ level: 2 }) },
  { label: 'Başlık 3', text: 'H3', active: ['heading', { level: 3 }], toggle: (c) => c.toggleHeading({ level: 3 }) },
  { label: 'Kalın', text: <span className="font-bold">K</span>, active: ['bold'], toggle: (c) => c.toggleBold() },
  { label: 'İtalik', text: <span className="italic">İ</span>, active: ['italic'], toggle: (c) => c.toggleItalic() },
  { label: 'Madde listesi', text: '•≡', active: ['bulletList'], toggle: (c) => c.toggleBulletList() },
  { label: 'Numaralı liste', text: '1.', active: ['orderedList'], toggle: (c) => c.toggleOrderedList() },
];

type Prompt = { kind: 'link' | 'image'; url: string; alt: string; error: string | null } | null;

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ marks: MARKS.map((m) => e.isActive(...m.active)), link: e.isActive('link'), canUndo: e.can().undo(), canRedo: e.can().redo() }),
  });
  const [prompt, setPrompt] = useState<Prompt>(null);
  const chain = () => editor.chain().focus();

  const apply = () => {
    if (!prompt) return;
    const url = prompt.url.trim();
    if (prompt.kind === 'link' && url === '') {
      chain().extendMarkRange('link').unsetLink().run();
      return setPrompt(null);
    }
    if (!isHttpUrl(url)) return setPrompt({ ...prompt, error: 'Geçerli bir http(s) adresi girin' });
    if (prompt.kind === 'link') chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().setImage({ src: url, alt: prompt.alt.trim() }).run();
    setPrompt(null);
  };

  return (
    <div className="border-b border-slate-200 dark:border-slate-700">
      <div role="toolbar" aria-label="Biçimlendirme" className="flex flex-wrap gap-1 p-1.5">
        {MARKS.map((mark, i) => (
          <ToolButton key={mark.label} label={mark.label} active={state.marks[i]} onClick={() => mark.toggle(chain()).run()}>
            {mark.text}
          </ToolButton>
        ))}
        <ToolButton
          label="Bağlantı"
          active={state.link}
          onClick={() => setPrompt({ kind: 'link', url: (editor.getAttributes('link').href as string | undefined) ?? 'https://', alt: '', error: null })}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M10 13a5 5 0 0 0 7.07 0l2.83-2.83a5 5 0 0 0-7.07-7.07L11.4 4.5" />
            <path d="M14 11a5 5 0 0 0-7.07 0L4.1 13.83a5 5 0 0 0 7.07 7.07l1.42-1.41" />
          </svg>
        </ToolButton>
        <ToolButton label="Görsel (URL ile)" onClick={() => setPrompt({ kind: 'image', url: 'https://', alt: '', error: null })}>
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="8.5" cy="9.5" r="1.5" />
            <path d="m21 16-5-5-9 9" />
          </svg>
        </ToolButton>
        <ToolButton label="Geri al" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label="Yinele" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
      {prompt && (
        // Not a <form>: this sits inside the news form.
        <div role="group" aria-label={prompt.kind === 'link' ? 'Bağlantı ekle' : 'Görsel ekle'} className="flex flex-wrap items-start gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
          <input
            aria-label={prompt.kind === 'link' ? 'Bağlantı adresi' : 'Görsel adresi'}
            className={`${inputClass} h-9 min-w-0 flex-1 basis-60`}
            value={prompt.url}
            autoFocus
            onChange={(e) => setPrompt({ ...prompt, url: e.target.value, error: null })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setPrompt(null);
              }
            }}
          />
          {prompt.kind === 'image' && (
            <input aria-label="Görsel açıklaması" placeholder="Açıklama (alt metin)" className={`${inputClass} h-9 min-w-0 flex-1 basis-40`} value={prompt.alt} onChange={(e) => setPrompt({ ...prompt, alt: e.target.value })} />
          )}
          <button type="button" className={buttonClass('primary', 'sm')} onClick={apply}>
            Uygula
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setPrompt(null)}>
            Vazgeç
          </button>
          {prompt.kind === 'link' && (
            <p className="w-full text-xs text-slate-600 dark:text-slate-400">Adresi silip Uygula'ya basmak bağlantıyı kaldırır.</p>
          )}
          {prompt.error && (
            <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
              {prompt.error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export default function RichTextEditor({ value, onChange, label, invalid, describedBy }: { value: string; onChange: (html: string) => void; label: string; invalid?: boolean; describedBy?: string }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: `${ARTICLE_BODY_CLASS} min-h-48 px-3.5 py-3 focus:outline-none`,
      },
    },
    // An empty document is "<p></p>": store it as no content.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className={`mt-1.5 rounded-lg border bg-white dark:bg-slate-900 ${invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'} focus-within:border-amber-500`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
