/**
 * The staff's roles and what each may do: the API checks them on every staff operation, the back
 * office offers only what the role may (its navigation, the team page). An editor keeps the
 * catalogue, the home content, the publications and moderates reviews; support answers tickets
 * and moves pedidos; an admin does everything, plus the staff accounts and the activity log.
 */

export const STAFF_ROLES = ['EDITOR', 'SUPPORT', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles' names in pt-BR. */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  EDITOR: 'Editor',
  SUPPORT: 'Atendimento',
  ADMIN: 'Administrador',
};

export type StaffPermission =
  | 'CATALOGUE'
  | 'CONTENT'
  | 'PUBLICATIONS'
  | 'REVIEWS'
  | 'PEDIDOS'
  | 'TICKETS'
  | 'STAFF'
  | 'ACTIVITY';

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  EDITOR: ['CATALOGUE', 'CONTENT', 'PUBLICATIONS', 'REVIEWS'],
  SUPPORT: ['PEDIDOS', 'TICKETS'],
  ADMIN: [
    'CATALOGUE',
    'CONTENT',
    'PUBLICATIONS',
    'REVIEWS',
    'PEDIDOS',
    'TICKETS',
    'STAFF',
    'ACTIVITY',
  ],
};
