/**
 * The staff's roles and what each may do: the API checks them on every staff operation, the back
 * office offers only what the role may (its navigation, the team page). An editor keeps the
 * catalogue, the home content, the publications and moderates reviews; support answers tickets
 * and moves pedidos; an admin does everything, plus the staff accounts, the activity log and the
 * e-mails the shop could not deliver.
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
  | 'ACTIVITY'
  | 'MESSAGES';

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
    'MESSAGES',
  ],
};

/**
 * The e-mails about new work (`Novo pedido`, `Novo ticket`), each sent to the staff whose role
 * has the permission its page needs, unless they turned it off for themselves.
 */
export const STAFF_NOTICE_PERMISSIONS = {
  newOrders: 'PEDIDOS',
  newTickets: 'TICKETS',
} as const satisfies Record<string, StaffPermission>;

export type StaffNotice = keyof typeof STAFF_NOTICE_PERMISSIONS;

export const STAFF_NOTICES = Object.keys(STAFF_NOTICE_PERMISSIONS) as readonly StaffNotice[];

/** Each notice's choice as the back office shows it, and the e-mail names it. */
export const STAFF_NOTICE_LABELS: Readonly<Record<StaffNotice, string>> = {
  newOrders: 'Receber e-mail de novos pedidos',
  newTickets: 'Receber e-mail de novos tickets',
};

/** The notices a role receives. */
export function noticesOf(role: StaffRole): StaffNotice[] {
  return STAFF_NOTICES.filter((notice) =>
    ROLE_PERMISSIONS[role].includes(STAFF_NOTICE_PERMISSIONS[notice]),
  );
}
