/**
 * The editor's stylesheet, added to the page the first time an editor is shown.
 *
 * Why not `import './editor-theme.css'` in quill-editor.ts: Astro links the CSS of every module
 * an island may import, dynamic imports included, in the page's <head>, so Quill's theme would
 * block the first paint of every painel page that never opens an editor. As a `?url` asset it
 * is a plain file this module links on demand.
 */
import editorThemeUrl from './editor-theme.css?url';

let loaded: Promise<void> | undefined;

/** Resolves once the stylesheet has loaded (at most one <link> per page); rejects if it fails. */
export function loadEditorStylesheet(): Promise<void> {
  loaded ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = editorThemeUrl;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      loaded = undefined; // another editor on this page may try again
      reject(new Error(`Could not load the editor stylesheet ${editorThemeUrl}`));
    });
    document.head.append(link);
  });
  return loaded;
}
