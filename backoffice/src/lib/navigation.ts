/**
 * The back office's areas, in the order the navigation lists them, each with the permission
 * its page needs (the API checks the same permission on every operation behind it).
 */
import type { StaffPermission } from '../../../contract/staff';

export interface Area {
  readonly label: string;
  readonly path: string;
  readonly permission: StaffPermission;
}

export const AREAS: readonly Area[] = [
  { label: 'Produtos', path: '/produtos', permission: 'CATALOGUE' },
  { label: 'Conteúdo', path: '/conteudo', permission: 'CONTENT' },
  { label: 'Publicações', path: '/publicacoes', permission: 'PUBLICATIONS' },
  { label: 'Avaliações', path: '/avaliacoes', permission: 'REVIEWS' },
  { label: 'Pedidos', path: '/pedidos', permission: 'PEDIDOS' },
  { label: 'Devoluções', path: '/devolucoes', permission: 'PEDIDOS' },
  { label: 'Atendimento', path: '/atendimento', permission: 'TICKETS' },
  { label: 'Equipe', path: '/equipe', permission: 'STAFF' },
  { label: 'Registro de atividades', path: '/atividades', permission: 'ACTIVITY' },
  { label: 'E-mails não entregues', path: '/emails', permission: 'MESSAGES' },
];

export function areasFor(permissions: readonly string[]): Area[] {
  return AREAS.filter((area) => permissions.includes(area.permission));
}

/** Where a login lands: the page asked for, if it is one of ours, else the home. */
export function landingPath(next: string | null): string {
  return next && /^\/(?!\/)[\w\-/?=&%.]*$/.test(next) && !next.startsWith('/entrar') ? next : '/';
}
