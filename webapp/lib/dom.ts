// A tiny element builder: text always goes in as text (never parsed as markup).
type Child = Node | string | number | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

/** A status line: its text, and whether it reports a problem. */
export function say(el: HTMLElement, text: string, kind: 'info' | 'error' | 'ok' = 'info'): void {
  el.textContent = text;
  el.dataset.kind = kind;
}

/**
 * An async event listener: the browser ignores what a listener returns, so the promise is dropped on
 * purpose (each handler shows its own failures); the body still runs synchronously up to its first await.
 */
export function onEvent<E extends Event>(listener: (event: E) => Promise<void>): (event: E) => void {
  return (event) => void listener(event);
}

/** A secret shown once: read-only field, a copy button and what to do with it. */
export function secretBox(label: string, secret: string, id: string): HTMLElement {
  const input = h('input', { id, readonly: true, value: secret, spellcheck: 'false', class: 'secret' });
  const copied = h('span', { class: 'small', role: 'status' });
  const copy = h('button', { type: 'button' }, 'Copy');
  copy.addEventListener(
    'click',
    onEvent(async () => {
      input.select();
      try {
        await navigator.clipboard.writeText(secret);
        copied.textContent = 'Copied.';
      } catch {
        copied.textContent = 'Select the text and copy it.';
      }
    }),
  );
  return h(
    'div',
    { class: 'secret-box' },
    h('label', { for: id }, label),
    h('div', { class: 'inline' }, input, copy, copied),
  );
}

export function formValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
}
