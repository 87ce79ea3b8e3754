/**
 * The header search box's start (SiteSearch.astro's script): the suggestions' code
 * (combobox.ts) is imported the first time the box is focused, not with the page. In a module
 * of its own so that it is bundled with the rest of every page's start-up code.
 */
export function startSiteSearch(): void {
  const input = document.querySelector<HTMLInputElement>('[data-site-search]');
  const list = input && document.getElementById(input.getAttribute('aria-controls') ?? '');
  const status = input && document.getElementById(`${input.id}-situacao`);
  if (!input || !list || !status) return;

  const start = () => {
    import('./combobox.ts').then(
      ({ startCombobox }) => startCombobox({ input, list, status }),
      (error: unknown) => {
        // The box still submits to the results page; only the suggestions are missing.
        console.warn(`[busca] sugestões não carregadas: ${String(error)}`);
      },
    );
  };
  if (document.activeElement === input) start();
  else input.addEventListener('focus', start, { once: true });
}
