/**
 * The frame of every back office page after the login: the header with the navigation the
 * person's role allows (nothing else is offered), their name, `Avisos por e-mail` when their
 * role receives e-mails about new work, `Alterar senha` and `Sair`; and the page, shown only
 * when the role has its permission (the API refuses the rest anyway).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LOGIN_PATH, post } from '../lib/api';
import { NOTICES_PAGE_PATH, PASSWORD_PAGE_PATH } from '../../../contract/backoffice-links';
import { ROLE_LABELS, noticesOf } from '../../../contract/staff';
import type { StaffPermission } from '../../../contract/staff';
import { areasFor } from '../lib/navigation';
import { useStaff } from './use-staff';
import type { Staff } from './use-staff';

interface StaffShellProps {
  /** The permission the page needs; none for the home. */
  readonly permission?: StaffPermission;
  /** The page's path, marked as the current one in the navigation. */
  readonly current: string;
  readonly title: string;
  readonly children: (staff: Staff) => ReactNode;
}

export function StaffShell({ permission, current, title, children }: StaffShellProps) {
  const state = useStaff();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await post('/api/sair', '{}', 'application/json');
    } finally {
      location.assign(LOGIN_PATH);
    }
  }

  const staff = state.kind === 'ready' ? state.staff : null;
  return (
    <>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="bo-header">
        <div className="bo-header__inner">
          <a className="bo-brand" href="/">
            Gestão da loja
          </a>
          {staff && (
            <nav aria-label="Áreas do back office" className="bo-nav">
              <ul role="list">
                {areasFor(staff.permissions).map((area) => (
                  <li key={area.path}>
                    <a
                      href={area.path}
                      aria-current={current.startsWith(area.path) ? 'page' : undefined}
                    >
                      {area.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {staff && (
            <div className="bo-user">
              <span>
                {staff.name} <small>({ROLE_LABELS[staff.role]})</small>
              </span>
              {noticesOf(staff.role).length > 0 && (
                <a
                  href={NOTICES_PAGE_PATH}
                  aria-current={current === NOTICES_PAGE_PATH ? 'page' : undefined}
                >
                  Avisos por e-mail
                </a>
              )}
              <a
                href={PASSWORD_PAGE_PATH}
                aria-current={current === PASSWORD_PAGE_PATH ? 'page' : undefined}
              >
                Alterar senha
              </a>
              <button
                type="button"
                className="button button--secondary"
                onClick={logout}
                disabled={leaving}
              >
                Sair
              </button>
            </div>
          )}
        </div>
      </header>
      <main id="conteudo" className="bo-main" tabIndex={-1}>
        <h1>{title}</h1>
        {state.kind === 'loading' && <p role="status">Carregando…</p>}
        {state.kind === 'failed' && (
          <p role="alert" className="alert">
            Não foi possível falar com o servidor. Recarregue a página.
          </p>
        )}
        {staff &&
          (permission && !staff.permissions.includes(permission) ? (
            <p role="alert" className="alert">
              Acesso negado. Esta área não faz parte do seu papel.
            </p>
          ) : (
            children(staff)
          ))}
      </main>
    </>
  );
}
