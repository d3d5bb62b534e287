'use client';

import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { AlignCenter, AlignLeft, AlignRight, Bold, Code, Heading2, Heading3, ImageIcon, Italic, Link2, List, ListOrdered, Loader2, Quote } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { uploadForm } from '@/lib/upload';
import { managerContentContracts } from '@/shared/api/browser/manager-content';
import { importedMarkupNodes } from './editor-nodes';
import { LinkDialog } from './link-dialog';

const TEXT_ALIGNMENTS = ['start', 'center', 'end'] as const;
type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** SPEC §9: editor input reaches the form at most every 300 ms. */
export const EDITOR_DEBOUNCE_MS = 300;

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  dir: 'rtl' | 'ltr';
  lang: string;
  invalid?: boolean;
  describedBy?: string;
};

/** A toolbar button; `pressed` only for toggles (formatting on or off at the cursor). */
function ToolbarButton({ label, pressed, onClick, children }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-primary',
        pressed && 'bg-surface-2 text-primary',
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTranslations('managerContent.editor');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      start: e.isActive({ textAlign: 'start' }),
      center: e.isActive({ textAlign: 'center' }),
      end: e.isActive({ textAlign: 'end' }),
    }),
  });
  const chain = () => editor.chain().focus();
  // Pressed again, an alignment goes back to the paragraph's natural one.
  const align = (alignment: TextAlignment) => (state[alignment] ? chain().unsetTextAlign().run() : chain().setTextAlign(alignment).run());
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // An image in the body is uploaded like a cover (checked by decoding) and placed at the cursor.
  const addImage = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const { data } = await uploadForm(managerContentContracts.uploadMedia, {}, body);
      chain().setImage({ src: data.url, alt: '' }).run();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) toast({ severity: 'error', detail: failure.fieldErrors.file?.[0] ?? failure.message });
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };
  return (
    <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap gap-1 border-b border-border bg-surface p-1">
      <ToolbarButton label={t('heading2')} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('heading3')} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('bulletList')} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('orderedList')} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('link')} pressed={state.link} onClick={() => setIsLinkOpen(true)}>
        <Link2 className="size-4" aria-hidden />
      </ToolbarButton>
      {isLinkOpen ? (
        <LinkDialog
          isOpen
          onOpenChange={setIsLinkOpen}
          current={editor.getAttributes('link').href as string | undefined}
          onApply={(href) => chain().extendMarkRange('link').setLink({ href }).run()}
          onRemove={() => chain().extendMarkRange('link').unsetLink().run()}
        />
      ) : null}
      <ToolbarButton label={t('image')} onClick={() => picker.current?.click()}>
        {uploading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ImageIcon className="size-4" aria-hidden />}
      </ToolbarButton>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void addImage(file);
        }}
      />
      <ToolbarButton label={t('alignStart')} pressed={state.start} onClick={() => align('start')}>
        <AlignLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('alignCenter')} pressed={state.center} onClick={() => align('center')}>
        <AlignCenter className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('alignEnd')} pressed={state.end} onClick={() => align('end')}>
        <AlignRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('quote')} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton label={t('code')} pressed={state.code} onClick={() => chain().toggleCodeBlock().run()}>
        <Code className="size-4" aria-hidden />
      </ToolbarButton>
    </div>
  );
}

/**
 * Tiptap rich text with the toolbar the editors need (headings, bold / italic, lists, link, image,
 * alignment, quote, code). Imported markup the toolbar does not make (captioned figures, audio and video
 * players, YouTube/Aparat embeds) is kept as blocks of its own (./editor-nodes), so opening and
 * saving such a body does not lose it. Changes reach `onChange` debounced by 300 ms; the server
 * sanitizes what it stores.
 */
export function RichTextEditor({ id, label, value, onChange, dir, lang, invalid, describedBy }: Props) {
  const t = useTranslations('managerContent.editor');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image,
      // Logical alignments, so a Persian paragraph set to start stays at its start (the right).
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS, 'justify'] }),
      ...importedMarkupNodes({
        audio: t('audio'),
        video: t('video'),
        embed: t('embed'),
        link: t('link'),
        captionPlaceholder: t('captionPlaceholder'),
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        dir,
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'prose-body min-h-48 px-3 py-2 outline-none',
      },
    },
    onUpdate: ({ editor: e }) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(e.isEmpty ? '' : e.getHTML()), EDITOR_DEBOUNCE_MS);
    },
    // Leaving the editor (to press Save) hands over what is pending at once.
    onBlur: ({ editor: e }) => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      latest.current(e.isEmpty ? '' : e.getHTML());
    },
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <div className={cn('overflow-hidden rounded-lg border border-border bg-bg focus-within:border-primary', invalid && 'border-danger')}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
