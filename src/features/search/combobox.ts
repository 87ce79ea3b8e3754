/**
 * The search box's suggestions, loaded by SiteSearch.astro the first time the box is focused:
 * while the shopper types, the API's best matches (after a short pause, at least
 * MIN_SEARCH_LENGTH characters) in a popup list, after the ARIA 1.2 combobox pattern. Focus
 * stays in the box; the arrows highlight an option (aria-activedescendant), Enter follows it,
 * Escape closes the list and then empties the box; a pointer highlights and clicks. The live
 * region says how many products were found. Enter with nothing highlighted submits the form to
 * the results page, as without JavaScript.
 */
import { keyOutcome } from './combobox-keys.ts';
import type { ComboboxAction } from './combobox-keys.ts';
import { suggestionOptions, suggestionsStatus } from './suggestion-options.ts';
import type { SuggestionOption, Suggestions } from './suggestion-options.ts';
import { fetchSuggestions } from './suggestions-api.ts';

export const MIN_SEARCH_LENGTH = 2;
/** Suggestions are asked for once typing pauses this long. */
export const TYPING_PAUSE_MS = 150;
export const UNAVAILABLE_TEXT =
  'Não foi possível buscar sugestões agora. Pressione Enter para ver os resultados.';

export interface ComboboxParts {
  readonly input: HTMLInputElement;
  /** The popup: an element with role listbox, hidden while closed. */
  readonly list: HTMLElement;
  /** A polite live region. */
  readonly status: HTMLElement;
}

function optionElement(option: SuggestionOption, id: string): HTMLLIElement {
  const item = document.createElement('li');
  item.id = id;
  item.setAttribute('role', 'option');
  item.setAttribute('aria-selected', 'false');
  item.className = `site-search__option site-search__option--${option.kind}`;
  const label = document.createElement('span');
  label.className = 'site-search__label';
  label.textContent = option.label;
  item.append(label);
  if (option.detail !== null) {
    const detail = document.createElement('span');
    detail.className = 'site-search__detail';
    detail.textContent = option.detail;
    item.append(detail);
  }
  return item;
}

export function startCombobox({ input, list, status }: ComboboxParts): void {
  let options: SuggestionOption[] = [];
  let open = false;
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;
  const answers = new Map<string, Suggestions>();
  const optionId = (index: number) => `${list.id}-${index}`;

  function show(shown: boolean, highlighted = -1): void {
    open = shown && options.length > 0;
    active = open ? highlighted : -1;
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    [...list.children].forEach((child, i) => {
      child.setAttribute('aria-selected', String(i === active));
    });
    const current = active >= 0 ? list.children[active] : undefined;
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }

  function offer(text: string, answer: Suggestions | null, said: string): void {
    options = answer ? suggestionOptions(text, answer) : [];
    list.replaceChildren(...options.map((option, i) => optionElement(option, optionId(i))));
    status.textContent = said;
    show(document.activeElement === input);
  }

  async function suggest(): Promise<void> {
    const text = input.value.trim();
    pending?.abort();
    pending = null;
    if (text.length < MIN_SEARCH_LENGTH) {
      offer(text, null, '');
      return;
    }
    const known = answers.get(text);
    if (known) {
      offer(text, known, suggestionsStatus(text, known));
      return;
    }
    const controller = new AbortController();
    pending = controller;
    try {
      const answer = await fetchSuggestions(text, controller.signal);
      answers.set(text, answer);
      if (input.value.trim() === text) offer(text, answer, suggestionsStatus(text, answer));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(`[busca] sugestões não carregadas: ${String(error)}`);
      offer(text, null, UNAVAILABLE_TEXT);
    }
  }

  function perform(action: ComboboxAction): void {
    switch (action.type) {
      case 'open':
      case 'highlight':
        show(true, action.active);
        return;
      case 'close':
        show(false);
        return;
      case 'choose': {
        const option = options[action.index];
        if (option) location.assign(option.href);
        return;
      }
      case 'clear':
        input.value = '';
        void suggest();
        return;
    }
  }

  /** The index of the option `target` is in, or -1. */
  function optionIndex(target: EventTarget | null): number {
    const option = target instanceof Element ? target.closest('[role="option"]') : null;
    return option ? [...list.children].indexOf(option) : -1;
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void suggest(), TYPING_PAUSE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    const outcome = keyOutcome(event, {
      open,
      active,
      count: options.length,
      hasText: input.value !== '',
    });
    if (!outcome) return;
    if (outcome.prevent) event.preventDefault();
    perform(outcome.action);
  });
  input.addEventListener('blur', () => show(false));
  // Pressing an option must not take the focus from the box (which would close the list).
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const index = optionIndex(event.target);
    if (index >= 0) perform({ type: 'choose', index });
  });
  list.addEventListener('pointermove', (event) => {
    const index = optionIndex(event.target);
    if (index >= 0 && index !== active) show(true, index);
  });
  // Text typed while this code was loading.
  if (input.value.trim() !== '') void suggest();
}
