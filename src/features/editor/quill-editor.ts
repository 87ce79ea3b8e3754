/**
 * Quill 2 set up for the shop's rich text (toolbar, formats and URL rules below). This module is only ever loaded with a dynamic
 * `import()` once an editor is shown: Quill needs the DOM when it is imported, and it is the
 * heaviest part of the painel, which must not pay for it before an editor appears. Its theme
 * comes with it, from editor-stylesheet.ts.
 *
 * What Quill does not do by itself, and is added here:
 * - links, videos and images keep only the URLs the sanitizer also accepts (Quill's link whitelist
 *   also has `sms`; its video embed takes any URL): the format classes are overridden, and
 *   pasted images and iframes that break the rules are dropped;
 * - pt-BR accessible names on every toolbar control and on the link/video box, Space to
 *   open pickers (Quill only listens to Enter), Tab leaves the editor except to indent a
 *   list or code block (two spaces), Escape leaves it from anywhere;
 * - images are refused when they would push the text past the API's 20,000 characters.
 */
import Quill, { Delta } from 'quill';
import type { Range } from 'quill';
import Image from 'quill/formats/image.js';
import Link from 'quill/formats/link.js';
import Video from 'quill/formats/video.js';
import { IMAGE_TYPES, isAllowedImageSource } from '~/lib/image-source';
import { focusableAfter } from './focus-next.ts';
import { BLANK_URL, LINK_PROTOCOLS, sanitizeLinkUrl } from './link-url.ts';
import { RICH_TEXT_MAX_LENGTH } from '../../../contract/limits.ts';
import { formatCount } from '../../../contract/rich-text.ts';
import {
  EDITOR_FORMATS,
  HISTORY,
  buttonLabel,
  pickerItemLabel,
  pickerLabel,
  toolbarConfig,
} from './toolbar.ts';
import { videoEmbedUrl } from './video-url.ts';

class SafeLink extends Link {
  static override PROTOCOL_WHITELIST = [...LINK_PROTOCOLS];
  static override sanitize(url: string): string {
    return sanitizeLinkUrl(url);
  }
}

class SafeVideo extends Video {
  static override sanitize(url: string): string {
    return videoEmbedUrl(url) ?? BLANK_URL;
  }
}

class SafeImage extends Image {
  static override sanitize(url: string): string {
    return isAllowedImageSource(url) ? url : BLANK_URL;
  }
}

Quill.register(
  { 'formats/link': SafeLink, 'formats/video': SafeVideo, 'formats/image': SafeImage },
  true,
);

export const PROBLEMS = {
  link: 'Este link não é aceito: use um endereço que comece com http:// ou https://, um e-mail ou um telefone (tel:).',
  video: 'Use o link de um vídeo do YouTube ou do Vimeo.',
  imageTooLarge: `A imagem é grande demais: o texto todo, com imagens e formatação, pode ter até ${formatCount(RICH_TEXT_MAX_LENGTH)} caracteres. Use uma imagem menor ou cole um link para ela.`,
} as const;

const TOOLTIP_LABELS: Readonly<Record<string, string>> = {
  link: 'Endereço do link',
  video: 'Link do vídeo (YouTube ou Vimeo)',
};

/** The snow theme's link/video box, as far as this module touches it (Quill types it not). */
interface SnowTooltip {
  root: HTMLElement;
  textbox: HTMLInputElement | null;
  edit(mode?: string, preview?: string | null): void;
  show(): void;
  save(): void;
}

export interface EditorCallbacks {
  /** The editor's HTML after every change ('' when it shows nothing). */
  onChange(html: string): void;
  /** Something the writer tried was refused (a link, a video, a big image); '' clears it. */
  onProblem(message: string): void;
}

export interface EditorOptions extends EditorCallbacks {
  /** Where the toolbar and the text area go (emptied by `destroy`). */
  host: HTMLElement;
  /** The initial HTML (a draft). */
  html: string;
  placeholder?: string;
}

export interface EditorController {
  /** The editing area (`.ql-editor`), to name and describe for assistive technology. */
  readonly root: HTMLElement;
  /** Replaces the content without reporting a change (a draft restored, the form cleared). */
  setHtml(html: string): void;
  focus(): void;
  setEnabled(enabled: boolean): void;
  destroy(): void;
}

function currentHtml(quill: Quill): string {
  const blank = quill.getText().trim() === '' && !quill.root.querySelector('img, iframe');
  return blank ? '' : quill.root.innerHTML;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/** Drops pasted nodes whose URL breaks the rules, instead of keeping a blanked embed. */
function dropUnless(allowed: (node: HTMLElement) => boolean) {
  return (node: Node, delta: Delta) =>
    node instanceof HTMLElement && allowed(node) ? delta : new Delta();
}

/** Pasted headings below level 2 become level 2: the toolbar offers only headers 1 and 2. */
function toSecondLevel(_node: Node, delta: Delta): Delta {
  return new Delta(
    delta.ops.map((op) =>
      op.attributes?.header ? { ...op, attributes: { ...op.attributes, header: 2 } } : op,
    ),
  );
}

function nameToolbar(toolbar: HTMLElement): void {
  toolbar.setAttribute('aria-label', 'Formatação do texto');
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button')) {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3);
    const label = format && buttonLabel(format, button.getAttribute('value'));
    if (label) button.setAttribute('aria-label', label);
  }
  for (const picker of toolbar.querySelectorAll<HTMLElement>('.ql-picker')) {
    const format = [...picker.classList]
      .find((name) => name.startsWith('ql-') && name !== 'ql-picker' && !name.endsWith('-picker'))
      ?.slice(3);
    if (!format) continue;
    picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', pickerLabel(format) ?? '');
    for (const item of picker.querySelectorAll<HTMLElement>('.ql-picker-item')) {
      const label = pickerItemLabel(format, item.getAttribute('data-value'));
      if (label) item.setAttribute('aria-label', label);
    }
  }
  // Quill's pickers are spans with role="button" that only react to Enter.
  toolbar.addEventListener('keydown', (event) => {
    const target = event.target;
    if (event.key !== ' ' || !(target instanceof HTMLElement)) return;
    if (!target.matches('.ql-picker-label, .ql-picker-item')) return;
    event.preventDefault();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

/**
 * The link box's text-only actions (Edit/Save/Remove are `<a>`s without href) made buttons,
 * named: their visible words are CSS content (editor.css), which not every assistive
 * technology reads, so the main action says `Salvar` while editing and `Editar` otherwise.
 */
function makeTooltipKeyboardFriendly(tooltip: SnowTooltip): void {
  const actions = tooltip.root.querySelectorAll<HTMLElement>('a.ql-action, a.ql-remove');
  for (const action of actions) {
    action.setAttribute('role', 'button');
    action.tabIndex = 0;
    action.setAttribute('aria-label', action.matches('.ql-remove') ? 'Remover' : 'Editar');
    action.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      action.click();
    });
  }
  const main = tooltip.root.querySelector('a.ql-action');
  const edit = tooltip.edit.bind(tooltip);
  tooltip.edit = (mode, preview) => {
    edit(mode, preview);
    main?.setAttribute('aria-label', 'Salvar');
  };
  const show = tooltip.show.bind(tooltip);
  tooltip.show = () => {
    show();
    main?.setAttribute('aria-label', 'Editar');
  };
}

function guardTooltip(tooltip: SnowTooltip, onProblem: (message: string) => void): void {
  const { textbox } = tooltip;
  if (!textbox) return;
  const edit = tooltip.edit.bind(tooltip);
  tooltip.edit = (mode = 'link', preview = null) => {
    edit(mode, preview);
    textbox.setAttribute('aria-label', TOOLTIP_LABELS[mode] ?? 'Endereço');
    textbox.removeAttribute('aria-invalid');
  };
  const save = tooltip.save.bind(tooltip);
  tooltip.save = () => {
    const mode = tooltip.root.getAttribute('data-mode');
    const value = textbox.value.trim();
    const refused =
      (mode === 'video' && value !== '' && videoEmbedUrl(value) === null && PROBLEMS.video) ||
      (mode === 'link' && value !== '' && sanitizeLinkUrl(value) === BLANK_URL && PROBLEMS.link);
    if (refused) {
      textbox.setAttribute('aria-invalid', 'true');
      onProblem(refused);
      textbox.focus();
      return;
    }
    onProblem('');
    save();
  };
}

/** Creates the editor inside `host`. */
export function createEditor(options: EditorOptions): EditorController {
  const { host, onChange, onProblem } = options;
  const container = document.createElement('div');
  host.append(container);

  const quill: Quill = new Quill(container, {
    theme: 'snow',
    formats: [...EDITOR_FORMATS],
    placeholder: options.placeholder,
    bounds: host,
    modules: {
      toolbar: { container: toolbarConfig() },
      history: { ...HISTORY },
      uploader: {
        mimetypes: [...IMAGE_TYPES],
        handler(range: Range, files: File[]) {
          void Promise.all(files.map(readAsDataUrl)).then(
            (images) => {
              const added = images.reduce((sum, image) => sum + image.length + 16, 0);
              if (currentHtml(quill).length + added > RICH_TEXT_MAX_LENGTH) {
                onProblem(PROBLEMS.imageTooLarge);
                return;
              }
              onProblem('');
              const update = images.reduce(
                (delta, image) => delta.insert({ image }),
                new Delta().retain(range.index).delete(range.length),
              );
              quill.updateContents(update, 'user');
              quill.setSelection(range.index + images.length, 'silent');
            },
            (error: unknown) => console.error('[editor] Could not read the image:', error),
          );
        },
      },
      keyboard: {
        bindings: {
          // Quill inserts a tab character anywhere; Tab must leave the editor instead (it
          // still indents lists at their start and code blocks, by Quill's own bindings).
          tab: false,
          leave: {
            key: 'Escape',
            handler: () => {
              focusableAfter(host)?.focus();
              return false;
            },
          },
        },
      },
      clipboard: {
        matchers: [
          ['IMG', dropUnless((node) => isAllowedImageSource(node.getAttribute('src') ?? ''))],
          ['IFRAME', dropUnless((node) => videoEmbedUrl(node.getAttribute('src') ?? '') !== null)],
          ...['H3', 'H4', 'H5', 'H6'].map((tag): [string, typeof toSecondLevel] => [
            tag,
            toSecondLevel,
          ]),
        ],
      },
    },
  });

  const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement }).container;
  if (toolbar) nameToolbar(toolbar);
  const tooltip = (quill.theme as unknown as { tooltip?: SnowTooltip }).tooltip;
  if (tooltip) {
    makeTooltipKeyboardFriendly(tooltip);
    guardTooltip(tooltip, onProblem);
  }

  const setHtml = (html: string) => {
    quill.setContents(quill.clipboard.convert({ html }), 'silent');
    quill.history.clear();
  };
  if (options.html) setHtml(options.html);
  quill.on('text-change', () => onChange(currentHtml(quill)));

  return {
    root: quill.root,
    setHtml,
    focus: () => quill.focus(),
    setEnabled: (enabled) => quill.enable(enabled),
    destroy: () => host.replaceChildren(),
  };
}
