/**
 * Login, logout, registration, password recovery and the profile (getCustomerLoggedIn,
 * updateCostumer). With the captcha on, registration and recovery always need a confirmed token
 * (header X-Captcha-Token), a login once wrong guesses pile up (`api/guards/captcha.ts`).
 */
import type { ApiContext } from '../../core/context.ts';
import { badUserInput, invalidCredentials } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import { randomCode } from '../../core/secrets.ts';
import { RESET_CODE_LIFETIME_MS } from '../../core/constants.ts';
import { accountChangedEmail, recoveryCodeEmail } from '../messages/notices.ts';
import { PRIVACY_POLICY } from '../../../contract/privacy-policy.ts';
import { CAPTCHA_AFTER_FAILED_GUESSES } from '../../guards/captcha.ts';
import { TakenError } from './customer-store.ts';
import { sendVerification } from './email-verification.ts';
import type { CustomerRecord, ProfileChanges, ProfileField } from './customer-store.ts';
import { guessSource, rememberBrowser } from './known-browsers.ts';
import { checkNewPassword } from './new-password.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from './password-hash.ts';
import { checkUf, validated, valueOf } from '../../core/validation.ts';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
} from '../../../contract/limits.ts';
import {
  checkCep,
  checkCpf,
  checkEmail,
  checkName,
  checkPhone,
  checkRg,
  checkText,
} from '../../../contract/validation.ts';
import type { Outcome } from '../../../contract/validation.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';

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
  address: checkText('O endereço', ADDRESS_MAX_LENGTH),
  cep: checkCep,
  city: checkText('A cidade', CITY_MAX_LENGTH),
  state: checkUf,
  country: checkText('O país', COUNTRY_MAX_LENGTH),
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
/**
 * Whether `password` is the customer's; a wrong one counts as a guess at the account (or at
 * this browser alone, when it presented a device proof of the account).
 */
export async function passwordMatches(
  ctx: ApiContext,
  customer: CustomerRecord,
  password: string,
): Promise<boolean> {
  const source = await guessSource(ctx, customer.email, customer.id);
  return ctx.guard.guess(source, () =>
    verifyPassword(ctx.passwords.kdf, customer.passwordHash, password),
  );
}

const TAKEN: Readonly<Record<'email' | 'cpf', Issue>> = {
  email: { field: 'email', message: 'E-mail já cadastrado.' },
  cpf: { field: 'cpf', message: 'CPF já cadastrado.' },
};

/** "Already registered" issues for an e-mail or CPF another customer uses. */
async function uniquenessIssues(
  ctx: ApiContext,
  values: { email?: string | null | undefined; cpf?: string | null | undefined },
  selfId: string | null,
): Promise<Issue[]> {
  const taken = await ctx.data.customers.takenBy(
    { email: values.email ?? null, cpf: values.cpf ?? null },
    selfId,
  );
  return taken.map((field) => TAKEN[field]);
}

/** The database's refusal of a taken e-mail or CPF, as the same message a pre-check gives. */
async function refusingTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof TakenError) throw badUserInput([TAKEN[error.field]]);
    throw error;
  }
}

export const accountResolvers = {
  Query: {
    async loginCustomer(_, args, ctx) {
      const email = args.email.trim().toLowerCase();
      const customer = await ctx.data.customers.byEmail(email);
      const source = await guessSource(ctx, email, customer?.id ?? null);
      // Once guessing starts at this account, from this address or this browser, every next try
      // needs a person: the bound then costs a script a solved captcha per try.
      if (
        ctx.human.enabled &&
        (await ctx.guard.failedGuesses(source)) >= CAPTCHA_AFTER_FAILED_GUESSES
      ) {
        await ctx.human.require();
      }
      // An unknown e-mail costs the same hash and the same guess as a known one, so neither the
      // timing nor the 429 tells whether it is registered.
      const right = await ctx.guard.guess(source, async () => {
        const matches = await verifyPassword(
          ctx.passwords.kdf,
          customer?.passwordHash ?? DECOY_HASH,
          args.password,
        );
        return customer !== null && matches;
      });
      if (!customer || !right) throw invalidCredentials();
      return {
        token: await ctx.data.sessions.open(customer.id, ctx.now),
        deviceProof: await rememberBrowser(ctx, customer.id, source),
      };
    },

    getCustomerLoggedIn: (_, __, ctx) => ctx.requireCustomer(),
  },

  Mutation: {
    async registerCustomer(_, args, ctx) {
      // Before anything is looked up: whether an e-mail or CPF is taken is told to people only.
      await ctx.human.require();
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
        await uniquenessIssues(
          ctx,
          { email: valueOf(outcomes.email), cpf: valueOf(outcomes.cpf) },
          null,
        ),
      );
      await ctx.guard.write('registrations', ctx.clientAddress);
      const passwordHash = await hashPassword(ctx.passwords.kdf, password);
      // The unique constraints decide a race with a concurrent registration of the same e-mail.
      const customer = await refusingTaken(
        ctx.data.transaction(async (tx) => {
          const made = await tx.customers.insert(
            {
              name,
              email,
              cpf,
              phone,
              passwordHash,
              privacyConsent: { policyVersion: PRIVACY_POLICY.version, acceptedAt: ctx.now },
            },
            ctx.now,
          );
          // The address is proved the customer's only by the link mailed to it.
          await sendVerification(ctx, tx, made, made.email);
          return made;
        }),
      );
      return {
        token: await ctx.data.sessions.open(customer.id, ctx.now),
        deviceProof: await ctx.data.deviceProofs.issue(customer.id, ctx.now),
      };
    },

    async logoutCustomer(_, __, ctx) {
      if (ctx.token !== null) await ctx.data.sessions.close(ctx.token);
      return true;
    },

    async logoutEverywhere(_, __, ctx) {
      const customer = await ctx.requireCustomer();
      await ctx.data.transaction(async (data) => {
        await data.sessions.closeAllOf(customer.id);
        await data.deviceProofs.revokeAllOf(customer.id);
      });
      return true;
    },

    async updateCostumer(_, args, ctx) {
      const customer = await ctx.requireCustomer();
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
        await uniquenessIssues(
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
      // The address the account had is told of a new e-mail or CPF, with the change.
      const notice =
        moved.length > 0
          ? await accountChangedEmail(
              ctx.siteUrl,
              moved.map((field) => (field === 'email' ? 'o e-mail' : 'o CPF')).join(' e '),
              moved.includes('email'),
            )
          : null;
      return refusingTaken(
        ctx.data.transaction(async (tx) => {
          const updated = await tx.customers.updateProfile(
            customer.id,
            { ...cleared, ...changes } satisfies ProfileChanges,
            ctx.now,
          );
          if (notice) await ctx.mail({ to: customer.email, ...notice }, tx);
          // A new address starts unproved (the store cleared the mark) and gets its own link.
          if (updated.email !== customer.email) {
            await sendVerification(ctx, tx, updated, updated.email);
          }
          return updated;
        }),
      );
    },

    async requestPasswordReset(_, args, ctx) {
      const { email } = validated({ email: checkEmail(args.email) });
      await ctx.human.require();
      const customer = await ctx.data.customers.byEmail(email);
      // A browser the customer logged in from asks on its own quota: strangers sharing its
      // address cannot spend its recovery. Anyone else counts against the address.
      const { device } = await guessSource(ctx, email, customer?.id ?? null);
      await ctx.guard.write(
        'resetRequests',
        device === null ? ctx.clientAddress : `device:${device}`,
      );
      if (customer) {
        const code = randomCode();
        const email = await recoveryCodeEmail(ctx.siteUrl, code, RESET_CODE_LIFETIME_MS / 60_000);
        await ctx.data.transaction(async (tx) => {
          await tx.resetCodes.put(customer.id, code, ctx.now);
          await ctx.mail({ to: customer.email, ...email }, tx);
        });
      }
      return true;
    },

    async resetPassword(_, args, ctx) {
      const { newPassword } = validated({
        newPassword: await checkNewPassword(ctx, args.newPassword),
      });
      const email = args.email.trim().toLowerCase();
      // Every code tried counts against the account, whatever the code and however many codes
      // were requested: a fresh code does not bring fresh tries.
      const customer = await ctx.data.customers.byEmail(email);
      const source = await guessSource(ctx, email, customer?.id ?? null);
      const right = await ctx.guard.guess(source, async () =>
        customer ? ctx.data.resetCodes.spend(customer.id, args.code.trim(), ctx.now) : false,
      );
      if (!right || !customer) throw badUserInput([{ field: 'code', message: INVALID_CODE }]);
      const passwordHash = await hashPassword(ctx.passwords.kdf, newPassword);
      // Every session ends and every other browser is forgotten (a thief's copy of a proof
      // included); the browser that proved the code keeps its proof.
      const notice = await accountChangedEmail(ctx.siteUrl, 'a senha', false);
      await ctx.data.transaction(async (data) => {
        await data.customers.setPasswordHash(customer.id, passwordHash, ctx.now);
        await data.sessions.closeAllOf(customer.id);
        await data.deviceProofs.revokeAllOf(customer.id, source.device);
        await ctx.mail({ to: customer.email, ...notice }, data);
      });
      return true;
    },
  },
} satisfies Resolvers;
