/**
 * Login, logout, registration, password recovery and the profile (getCustomerLoggedIn,
 * updateCostumer). Captcha tokens (header X-Captcha-Token) need no check here: the mock
 * accepts any value and its absence.
 */
import { RESET_CODE_LIFETIME_MS, RESET_CODE_MAX_ATTEMPTS } from '../constants.ts';
import type { MockContext } from '../context.ts';
import { PRIVACY_POLICY } from '../../src/features/privacy/policy.ts';
import { badUserInput, invalidCredentials } from '../errors.ts';
import type { Issue } from '../errors.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from '../password-hash.ts';
import { randomCode } from '../secrets.ts';
import { closeSession, closeSessionsOf, openSession } from '../sessions.ts';
import type { CustomerRecord } from '../state.ts';
import {
  checkCep,
  checkCpf,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  checkRg,
  checkText,
  checkUf,
  validated,
  valueOf,
} from '../validation.ts';
import type { Outcome } from '../validation.ts';

type ProfileField =
  'name' | 'email' | 'rg' | 'cpf' | 'phone' | 'address' | 'cep' | 'city' | 'state' | 'country';

type UpdateInput = Partial<Record<ProfileField | 'currentPassword', string | null>>;

interface RegisterInput {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  password: string;
  acceptPrivacyPolicy?: boolean | null;
}

const CONSENT_REQUIRED = 'Para criar a conta, leia e aceite a Política de Privacidade.';

function checkConsent(accepted: boolean | null | undefined): Outcome<true> {
  return accepted === true ? { ok: true, value: true } : { ok: false, message: CONSENT_REQUIRED };
}

const PROFILE_CHECKS: Record<ProfileField, (raw: string) => Outcome<string>> = {
  name: checkName,
  email: checkEmail,
  rg: checkRg,
  cpf: checkCpf,
  phone: checkPhone,
  address: checkText('O endereço', 200),
  cep: checkCep,
  city: checkText('A cidade', 100),
  state: checkUf,
  country: checkText('O país', 60),
};

/** Fields an empty string clears; name, e-mail and CPF identify the customer and stay. */
const CLEARABLE = new Set<ProfileField>([
  'rg',
  'phone',
  'address',
  'cep',
  'city',
  'state',
  'country',
]);

const INVALID_CODE = 'Código inválido ou expirado.';
const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';
const COMMON_PASSWORD =
  'Esta senha está entre as mais usadas e é fácil de adivinhar: escolha outra, sem palavras comuns seguidas só de números.';

/** The password rule, then the list of the commonest passwords (only for passwords that pass). */
async function checkNewPassword(ctx: MockContext, raw: string): Promise<Outcome<string>> {
  const outcome = checkPassword(raw);
  if (!outcome.ok || !(await ctx.passwords.isCommonPassword(raw))) return outcome;
  return { ok: false, message: COMMON_PASSWORD };
}

/** Whether `password` is the customer's; a wrong one counts as a guess at the account. */
export function passwordMatches(ctx: MockContext, customer: CustomerRecord, password: string) {
  return ctx.guard.guess(customer.email, ctx.clientAddress, () =>
    verifyPassword(ctx.passwords.kdf, customer.passwordHash, password),
  );
}

/** "Already registered" issues for an e-mail or CPF another customer uses. */
function uniquenessIssues(
  ctx: MockContext,
  values: { email?: string | null | undefined; cpf?: string | null | undefined },
  selfId: string | null,
): Issue[] {
  const issues: Issue[] = [];
  for (const other of ctx.state.customers.values()) {
    if (other.id === selfId) continue;
    if (values.email != null && other.email === values.email) {
      issues.push({ field: 'email', message: 'E-mail já cadastrado.' });
    }
    if (values.cpf != null && other.cpf === values.cpf) {
      issues.push({ field: 'cpf', message: 'CPF já cadastrado.' });
    }
  }
  return issues;
}

export const accountResolvers = {
  Query: {
    async loginCustomer(_: unknown, args: { email: string; password: string }, ctx: MockContext) {
      const email = args.email.trim().toLowerCase();
      const customer = ctx.state.customerByEmail(email);
      // An unknown e-mail costs the same hash and the same guess as a known one, so neither the
      // timing nor the 429 tells whether it is registered.
      const right = await ctx.guard.guess(email, ctx.clientAddress, async () => {
        const matches = await verifyPassword(
          ctx.passwords.kdf,
          customer?.passwordHash ?? DECOY_HASH,
          args.password,
        );
        return customer !== undefined && matches;
      });
      if (!customer || !right) throw invalidCredentials();
      return { token: openSession(ctx.state, customer.id, ctx.now) };
    },

    getCustomerLoggedIn: (_: unknown, __: unknown, ctx: MockContext) => ctx.requireCustomer(),
  },

  Mutation: {
    async registerCustomer(_: unknown, args: { input: RegisterInput }, ctx: MockContext) {
      const outcomes = {
        name: checkName(args.input.name),
        email: checkEmail(args.input.email),
        cpf: checkCpf(args.input.cpf),
        phone: checkPhone(args.input.phone),
        password: await checkNewPassword(ctx, args.input.password),
        acceptPrivacyPolicy: checkConsent(args.input.acceptPrivacyPolicy),
      };
      const { name, email, cpf, phone, password } = validated(
        outcomes,
        uniquenessIssues(ctx, { email: valueOf(outcomes.email), cpf: valueOf(outcomes.cpf) }, null),
      );
      await ctx.guard.write('registrations', ctx.clientAddress);
      const passwordHash = await hashPassword(ctx.passwords.kdf, password);
      // Checked again after the hash's pause: a concurrent registration may have taken them.
      validated({}, uniquenessIssues(ctx, { email, cpf }, null));

      const id = ctx.state.nextId('customer');
      const customer: CustomerRecord = {
        id,
        name,
        email,
        passwordHash,
        rg: null,
        cpf,
        phone,
        address: null,
        cep: null,
        city: null,
        state: null,
        country: 'Brasil',
        created_at: ctx.now,
        updated_at: ctx.now,
        deleted_at: null,
        privacyConsent: { policyVersion: PRIVACY_POLICY.version, acceptedAt: ctx.now },
      };
      ctx.state.customers.set(id, customer);
      return { token: openSession(ctx.state, id, ctx.now) };
    },

    logoutCustomer(_: unknown, __: unknown, ctx: MockContext) {
      if (ctx.token !== null) closeSession(ctx.state, ctx.token);
      return true;
    },

    async updateCostumer(_: unknown, args: { input: UpdateInput }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const cleared: Partial<Record<ProfileField, null>> = {};
      const outcomes: Partial<Record<ProfileField, Outcome<string>>> = {};
      for (const field of Object.keys(PROFILE_CHECKS) as ProfileField[]) {
        const raw = args.input[field];
        if (raw == null) continue;
        if (CLEARABLE.has(field) && raw.trim() === '') cleared[field] = null;
        else outcomes[field] = PROFILE_CHECKS[field](raw);
      }
      const changes = validated(
        outcomes,
        uniquenessIssues(
          ctx,
          {
            email: outcomes.email && valueOf(outcomes.email),
            cpf: outcomes.cpf && valueOf(outcomes.cpf),
          },
          customer.id,
        ),
      );
      // Whoever holds a token must not move the account to an address they own (and then
      // recover its password): a new e-mail or CPF needs the current password.
      const moved = (['email', 'cpf'] as const).filter(
        (field) => changes[field] !== undefined && changes[field] !== customer[field],
      );
      if (moved.length > 0) {
        const current = args.input.currentPassword ?? '';
        if (current === '' || !(await passwordMatches(ctx, customer, current))) {
          throw badUserInput([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
        }
      }
      const previousEmail = customer.email;
      Object.assign(customer, cleared, changes, { updated_at: ctx.now });
      if (moved.length > 0) {
        const what = moved.map((field) => (field === 'email' ? 'e-mail' : 'CPF')).join(' e ');
        ctx.log(`[mock] aviso para ${previousEmail}: ${what} da conta alterado(s) no perfil.`);
      }
      return customer;
    },

    async requestPasswordReset(_: unknown, args: { email: string }, ctx: MockContext) {
      const { email } = validated({ email: checkEmail(args.email) });
      await ctx.guard.write('resetRequests', ctx.clientAddress);
      const customer = ctx.state.customerByEmail(email);
      if (customer) {
        const code = randomCode();
        ctx.state.resetCodes.set(customer.id, {
          customerId: customer.id,
          code,
          expiresAt: ctx.now + RESET_CODE_LIFETIME_MS,
          attempts: 0,
        });
        ctx.log(`[mock] código de recuperação para ${customer.email}: ${code}`);
      }
      return true;
    },

    async resetPassword(
      _: unknown,
      args: { email: string; code: string; newPassword: string },
      ctx: MockContext,
    ) {
      const { newPassword } = validated({
        newPassword: await checkNewPassword(ctx, args.newPassword),
      });
      const email = args.email.trim().toLowerCase();
      // Every code tried counts against the account, whatever the code and however many codes
      // were requested: a fresh code does not bring fresh tries.
      const right = await ctx.guard.guess(email, ctx.clientAddress, async () => {
        const customer = ctx.state.customerByEmail(email);
        const pending = customer && ctx.state.resetCodes.get(customer.id);
        if (!customer || !pending || pending.expiresAt <= ctx.now) return false;
        if (pending.code === args.code.trim()) {
          // Used up at once, so a concurrent request cannot spend the same code again.
          ctx.state.resetCodes.delete(customer.id);
          return true;
        }
        pending.attempts += 1;
        if (pending.attempts >= RESET_CODE_MAX_ATTEMPTS) ctx.state.resetCodes.delete(customer.id);
        return false;
      });
      const customer = ctx.state.customerByEmail(email);
      if (!right || !customer) throw badUserInput([{ field: 'code', message: INVALID_CODE }]);
      customer.passwordHash = await hashPassword(ctx.passwords.kdf, newPassword);
      customer.updated_at = ctx.now;
      closeSessionsOf(ctx.state, customer.id);
      return true;
    },
  },
};
