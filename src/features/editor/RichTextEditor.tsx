/**
 * The rich-text field (ticket description, comments): Quill 2, loaded with a dynamic import
 * the first time an editor is shown (see quill-editor.ts). Controlled by HTML: `value` and
 * `onChange` ('' when it shows nothing). The visible label names the editing area
 * (`role="textbox"`, `aria-multiline`, `aria-labelledby`); hint, error and the editor's own
 * refusals (a link or video it does not take, an image too large) describe it.
 *
 * `react-quill` is not an option: it calls `findDOMNode`, which React 19 removed.
 */
import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { loadEditorStylesheet } from './editor-stylesheet.ts';
import type { EditorController } from './quill-editor.ts';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorHandle {
  /** Moves focus into the text (once the editor has loaded, if it has not yet). */
  focus(): void;
  /** Empties the editor and reports '' through `onChange`. */
  clear(): void;
}

export interface RichTextEditorProps {
  /** Visible label and accessible name, e.g. `Descrição`. */
  readonly label: string;
  /** The content as HTML; '' for an empty editor. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  /** Shown under the label (limits, what to write). */
  readonly hint?: ReactNode;
  /** A validation message: shown under the editor, marks it invalid. */
  readonly error?: string | undefined;
  /** Read-only while a form is being sent. */
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly ref?: Ref<RichTextEditorHandle>;
}

type LoadState = 'loading' | 'ready' | 'failed';

const KEYBOARD_HINT = 'Ctrl+B negrito, Ctrl+I itálico, Ctrl+K link. Esc sai do editor.';

export function RichTextEditor({
  label,
  value,
  onChange,
  hint,
  error,
  disabled = false,
  placeholder,
  ref,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const keysId = `${id}-keys`;
  const errorId = `${id}-error`;
  const problemId = `${id}-problem`;
  const hostRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<EditorController | null>(null);
  // The HTML the editor holds, so a `value` that is only our own change echoed back is not
  // loaded into it again (that would move the caret).
  const shownHtml = useRef(value);
  const focusWhenReady = useRef(false);
  const [state, setState] = useState<LoadState>('loading');
  const [problem, setProblem] = useState('');

  const reportChange = useEffectEvent((html: string) => {
    shownHtml.current = html;
    onChange(html);
  });
  const initialHtml = useEffectEvent(() => value);
  const initialPlaceholder = useEffectEvent(() => placeholder);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let controller: EditorController | undefined;
    Promise.all([import('./quill-editor.ts'), loadEditorStylesheet()]).then(
      ([{ createEditor }]) => {
        if (cancelled) return;
        const html = initialHtml();
        shownHtml.current = html;
        controller = createEditor({
          host,
          html,
          placeholder: initialPlaceholder(),
          onChange: reportChange,
          onProblem: setProblem,
        });
        controllerRef.current = controller;
        setState('ready');
        if (focusWhenReady.current) controller.focus();
        focusWhenReady.current = false;
      },
      (loadError: unknown) => {
        if (cancelled) return;
        console.error('[editor] Could not load the editor:', loadError);
        setState('failed');
      },
    );
    return () => {
      cancelled = true;
      controller?.destroy();
      controllerRef.current = null;
    };
  }, []);

  // A value from outside (a cleared form, a restored draft) replaces the content.
  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller || value === shownHtml.current) return;
    shownHtml.current = value;
    controller.setHtml(value);
  }, [value, state]);

  const describedBy = [hint ? hintId : '', keysId, error ? errorId : '', problem ? problemId : '']
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    const { root } = controller;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    root.setAttribute('aria-describedby', describedBy);
    if (error) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    controller.setEnabled(!disabled);
  }, [state, labelId, describedBy, error, disabled]);

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        if (controllerRef.current) controllerRef.current.focus();
        else focusWhenReady.current = true;
      },
      clear() {
        shownHtml.current = '';
        controllerRef.current?.setHtml('');
        setProblem('');
        onChange('');
      },
    }),
    [onChange],
  );

  return (
    <div className={`field ${styles.field}`}>
      <span id={labelId} className={styles.label} onClick={() => controllerRef.current?.focus()}>
        {label}
      </span>
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {state === 'loading' && (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden">Carregando o editor de texto…</span>
          <span className={`skeleton ${styles.skeletonToolbar}`} aria-hidden="true" />
          <span className={`skeleton ${styles.skeletonText}`} aria-hidden="true" />
        </div>
      )}
      {state === 'failed' && (
        <div className="alert load-error" role="alert">
          <p>
            Não foi possível carregar o editor de texto. Verifique sua conexão e tente novamente.
          </p>
          {/* A module that failed to import is not fetched again by the same page: reload it. */}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => location.reload()}
          >
            Tentar novamente
          </button>
        </div>
      )}
      <div
        ref={hostRef}
        className="rich-editor"
        data-invalid={error ? 'true' : undefined}
        hidden={state !== 'ready'}
      />
      <p id={keysId} className={styles.keys}>
        {KEYBOARD_HINT}
      </p>
      <p id={problemId} role="alert" className={problem ? 'field__error' : styles.empty}>
        {problem}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
