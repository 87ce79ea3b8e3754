/**
 * The notice of changes the API refused after the page that made them was left: fixed at the
 * bottom of the window, so it moves nothing on the page, and announced as an alert. Built from
 * text nodes only (the messages carry product names and ticket subjects).
 */
const NOTICE_CLASS = 'pending-refusals';

export function showRefusals(messages: readonly string[], root: ParentNode = document): void {
  if (messages.length === 0) return;
  const notice = document.createElement('div');
  notice.className = `alert ${NOTICE_CLASS}`;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  for (const message of messages) {
    const line = document.createElement('p');
    line.textContent = message;
    alert.append(line);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button button--sm button--secondary';
  close.textContent = 'Fechar aviso';
  close.addEventListener('click', () => notice.remove());
  notice.append(alert, close);
  (root.querySelector('main') ?? document.body).append(notice);
}
