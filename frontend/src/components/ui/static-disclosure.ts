/**
 * Makes the markup `Disclosure` draws open and close as the React widget does, on a page served as
 * static HTML where no React runs: the trigger's `aria-expanded` and `aria-controls`, the
 * `data-state` the styles follow, and the content's `hidden`.
 */
export function enhanceStaticDisclosures(container: ParentNode = document) {
  for (const root of container.querySelectorAll<HTMLElement>('[data-disclosure]')) {
    const trigger = root.querySelector(':scope > button');
    const content = trigger?.nextElementSibling;
    if (!(trigger instanceof HTMLButtonElement) || !(content instanceof HTMLElement)) continue;
    trigger.addEventListener('click', () => {
      const open = trigger.getAttribute('aria-expanded') !== 'true';
      trigger.setAttribute('aria-expanded', String(open));
      if (open) trigger.setAttribute('aria-controls', content.id);
      else trigger.removeAttribute('aria-controls');
      for (const element of [root, trigger, content]) element.setAttribute('data-state', open ? 'open' : 'closed');
      content.hidden = !open;
    });
  }
}
