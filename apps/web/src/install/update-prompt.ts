/**
 * "A new version is ready — Reload" (issue 29, item 1): a waiting service worker takes over only when
 * the person asks, so nothing is swapped under them. Plain DOM, not a component: it shows on every page
 * of both halves (Preact and React) and costs them no framework code.
 */
export const UPDATE_PROMPT_ID = 'ujuzi-update-prompt';

function button(label: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  Object.assign(element.style, {
    font: 'inherit',
    fontWeight: '600',
    padding: '8px 14px',
    minHeight: '40px',
    borderRadius: '6px',
    cursor: 'pointer',
    border: primary ? '0' : '1px solid #a0aec0',
    background: primary ? '#ffffff' : 'transparent',
    color: primary ? '#1a202c' : '#ffffff',
  });
  element.addEventListener('click', onClick);
  return element;
}

/** Shows the prompt (once); Reload hands over to the new version, Later hides it until the next visit. */
export function showUpdatePrompt(onReload: () => void): void {
  if (document.getElementById(UPDATE_PROMPT_ID)) return;
  const prompt = document.createElement('div');
  prompt.id = UPDATE_PROMPT_ID;
  prompt.setAttribute('role', 'status');
  Object.assign(prompt.style, {
    position: 'fixed',
    insetInline: '12px',
    bottom: '12px',
    marginInline: 'auto',
    maxWidth: '440px',
    zIndex: '2147483000',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 12px',
    padding: '12px 16px',
    borderRadius: '8px',
    background: '#1a202c',
    color: '#ffffff',
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.3)',
    fontFamily: 'system-ui, sans-serif',
    fontSize: '15px',
  });
  const text = document.createElement('p');
  text.textContent = 'A new version is ready.';
  Object.assign(text.style, { margin: '0', flex: '1 1 12em' });
  const reload = button('Reload', true, () => {
    reload.disabled = true;
    reload.textContent = 'Reloading…';
    onReload();
  });
  const later = button('Later', false, () => prompt.remove());
  prompt.append(text, reload, later);
  document.body.append(prompt);
}
