/**
 * Login, logout, registration, password recovery and the profile (getCustomerLoggedIn,
 * updateCostumer). Captcha tokens (header X-Captcha-Token) need no check here: the mock
 * accepts any value and its absence.
 */
import { RESET_CODE_LIFETIME_MS, RESET_CODE_MAX_ATTEMPTS } from '../constants.ts';
import type { MockContext } from '../context.ts';
import { badUserInput, invalidCredentials } from '../errors.ts';
import type { Issue } from '../errors.ts';
import { hashPassword, randomCode } from '../secrets.ts';
import { closeSessionsOf, openSession } from '../sessions.ts';
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

type UpdateInput = Partial<Record<ProfileField, string | null>>;

interface RegisterInput {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  password: string;
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
    loginCustomer(_: unknown, args: { email: string; password: string }, ctx: MockContext) {
      const customer = ctx.state.customerByEmail(args.email.trim().toLowerCase());
      if (!customer || customer.passwordHash !== hashPassword(customer.id, args.password)) {
        throw invalidCredentials();
      }
      return { token: openSession(ctx.state, customer.id, ctx.now) };
    },

    getCustomerLoggedIn: (_: unknown, __: unknown, ctx: MockContext) => ctx.requireCustomer(),
  },

  Mutation: {
    registerCustomer(_: unknown, args: { input: RegisterInput }, ctx: MockContext) {
      const outcomes = {
        name: checkName(args.input.name),
        email: checkEmail(args.input.email),
        cpf: checkCpf(args.input.cpf),
        phone: checkPhone(args.input.phone),
        password: checkPassword(args.input.password),
      };
      const { name, email, cpf, phone, password } = validated(
        outcomes,
        uniquenessIssues(ctx, { email: valueOf(outcomes.email), cpf: valueOf(outcomes.cpf) }, null),
      );

      const id = ctx.state.nextId('customer');
      const customer: CustomerRecord = {
        id,
        name,
        email,
        passwordHash: hashPassword(id, password),
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
      };
      ctx.state.customers.set(id, customer);
      return { token: openSession(ctx.state, id, ctx.now) };
    },

    logoutCustomer(_: unknown, __: unknown, ctx: MockContext) {
      if (ctx.token !== null) ctx.state.sessions.delete(ctx.token);
      return true;
    },

    updateCostumer(_: unknown, args: { input: UpdateInput }, ctx: MockContext) {
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
      Object.assign(customer, cleared, changes, { updated_at: ctx.now });
      return customer;
    },

    requestPasswordReset(_: unknown, args: { email: string }, ctx: MockContext) {
      const { email } = validated({ email: checkEmail(args.email) });
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

    resetPassword(
      _: unknown,
      args: { email: string; code: string; newPassword: string },
      ctx: MockContext,
    ) {
      const { newPassword } = validated({ newPassword: checkPassword(args.newPassword) });
      const customer = ctx.state.customerByEmail(args.email.trim().toLowerCase());
      const pending = customer && ctx.state.resetCodes.get(customer.id);
      if (!customer || !pending || pending.expiresAt <= ctx.now) {
        throw badUserInput([{ field: 'code', message: INVALID_CODE }]);
      }
      if (pending.code !== args.code.trim()) {
        pending.attempts += 1;
        if (pending.attempts >= RESET_CODE_MAX_ATTEMPTS) ctx.state.resetCodes.delete(customer.id);
        throw badUserInput([{ field: 'code', message: INVALID_CODE }]);
      }
      ctx.state.resetCodes.delete(customer.id);
      customer.passwordHash = hashPassword(customer.id, newPassword);
      customer.updated_at = ctx.now;
      closeSessionsOf(ctx.state, customer.id);
      return true;
    },
  },
};
