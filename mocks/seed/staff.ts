/**
 * The seed's staff accounts, one per role, with their passwords' scrypt hashes precomputed
 * (verified by a test, like the customers'): the people of the back office.
 */
import type { StaffRole } from '../../contract/staff.ts';

export interface SeedStaff {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly passwordHash: string;
  readonly role: StaffRole;
}

export const SEED_STAFF: readonly SeedStaff[] = [
  {
    id: 1,
    name: 'Elisa Moraes',
    email: 'editor@exemplo.com.br',
    password: 'Editor#2026',
    passwordHash:
      'scrypt$16384$8$1$511d4a80baa2e99e3eb8735191cf3c8e$35b7847273e2499fe063a85f138c447b3753a657b46cee56f224b7b5a9cb0cab',
    role: 'EDITOR',
  },
  {
    id: 2,
    name: 'Tiago Rocha',
    email: 'atendimento@exemplo.com.br',
    password: 'Atende#2026',
    passwordHash:
      'scrypt$16384$8$1$b469110fbba34e3c126475dbb162acb3$f0454c9d937c24a68af5ff4cfc3df1b197477a5c5dcf3b837a3598d4be3e1695',
    role: 'SUPPORT',
  },
  {
    id: 3,
    name: 'Gabriela Nunes',
    email: 'gerente@exemplo.com.br',
    password: 'Gerente#2026',
    passwordHash:
      'scrypt$16384$8$1$03cfef93c05ac33673ef65364eb5e094$a35360894d50bdaafe704e62aed8293d176f586d9fa44e6d6793929c2dddb3e9',
    role: 'ADMIN',
  },
];

export const SEED_EDITOR = SEED_STAFF[0] as SeedStaff;
export const SEED_SUPPORT = SEED_STAFF[1] as SeedStaff;
export const SEED_ADMIN = SEED_STAFF[2] as SeedStaff;
