/**
 * `/equipe` (admins): the staff with their roles; invite someone (`Convidar`: the account is
 * created and the invitation code goes to the outbox and the API's console), send someone a new
 * invitation (their password and sessions stop working until they choose a new password through
 * it), change a role, deactivate someone (their sessions end at once). The API keeps the last active admin.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { TextField } from '~/components/form/FormField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { fieldErrors, graphql, problemText } from '../lib/api';
import {
  ChangeStaffRoleDocument,
  DeactivateStaffDocument,
  InviteStaffDocument,
  ReinviteStaffDocument,
  TeamMembersDocument,
} from '../lib/graphql/generated/graphql';
import type {
  InviteStaffInput,
  StaffRole,
  TeamMemberFieldsFragment,
} from '../lib/graphql/generated/graphql';
import { ROLE_LABELS, STAFF_ROLES } from '../../../contract/staff';
import { StaffShell } from './StaffShell';
import type { Staff } from './use-staff';
import { TableRegion } from './TableRegion';

type Member = TeamMemberFieldsFragment;

const NO_INVITE: InviteStaffInput = { name: '', email: '', role: 'EDITOR' };

function Team({ me }: { me: Staff }) {
  const [members, setMembers] = useState<Member[]>([]);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [invite, setInvite] = useState(NO_INVITE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  const reload = () =>
    graphql(TeamMembersDocument).then(
      (data) => setMembers(data.staffMembers),
      (error: unknown) => setProblem(problemText(error)),
    );

  useEffect(() => {
    void reload();
  }, []);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setProblem('');
    setNotice('');
    setErrors({});
    try {
      setNotice(await work());
      await reload();
    } catch (error) {
      setErrors(fieldErrors(error));
      setProblem(problemText(error));
      alert.current?.focus();
    }
    setBusy(false);
  }

  const sendInvite = (event: FormEvent) => {
    event.preventDefault();
    return act(async () => {
      await graphql(InviteStaffDocument, { input: invite });
      const sent = `Convite enviado para ${invite.email}: a pessoa recebe por e-mail o link para escolher a senha.`;
      setInvite(NO_INVITE);
      return sent;
    });
  };

  return (
    <>
      <FormAlert message={problem} ref={alert} />
      <div role="status" className={notice ? 'alert alert--success' : undefined}>
        {notice}
      </div>
      <TableRegion
        label="Pessoas da equipe"
        columns={['Nome', 'E-mail', 'Papel', 'Situação', 'Ações']}
      >
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {member.name}
              {member.id === me.id && ' (você)'}
            </th>
            <td>{member.email}</td>
            <td>
              <label className="visually-hidden" htmlFor={`papel-${member.id}`}>
                Papel de {member.name}
              </label>
              <select
                id={`papel-${member.id}`}
                value={member.role}
                disabled={busy || !member.active}
                onChange={(event) => {
                  const role = event.target.value as StaffRole;
                  void act(async () => {
                    await graphql(ChangeStaffRoleDocument, { id: member.id, role });
                    return `${member.name} agora é ${ROLE_LABELS[role]}.`;
                  });
                }}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            </td>
            <td>
              {!member.active
                ? 'Desativado'
                : member.invitationPending
                  ? 'Convite pendente'
                  : 'Ativo'}
            </td>
            <td>
              {member.active && member.id !== me.id && (
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={busy}
                  onClick={() =>
                    act(async () => {
                      await graphql(ReinviteStaffDocument, { id: member.id });
                      return `Novo convite enviado para ${member.email}: a senha anterior de ${member.name} deixou de valer, e suas sessões terminaram.`;
                    })
                  }
                >
                  Enviar novo convite a {member.name}
                </button>
              )}{' '}
              {member.active && (
                <button
                  type="button"
                  className="button button--danger button--sm"
                  disabled={busy}
                  onClick={() =>
                    act(async () => {
                      await graphql(DeactivateStaffDocument, { id: member.id });
                      return `${member.name} foi desativado(a): suas sessões terminaram.`;
                    })
                  }
                >
                  Desativar {member.name}
                </button>
              )}
            </td>
          </tr>
        ))}
      </TableRegion>
      <section className="bo-section" aria-labelledby="convidar">
        <h2 id="convidar">Convidar para a equipe</h2>
        <form className="bo-form" onSubmit={sendInvite} noValidate>
          <div className="bo-form__row">
            <TextField
              label="Nome"
              value={invite.name}
              error={errors['name']}
              onChange={(e) => setInvite({ ...invite, name: e.target.value })}
            />
            <TextField
              label="E-mail"
              type="email"
              value={invite.email}
              error={errors['email']}
              onChange={(e) => setInvite({ ...invite, email: e.target.value })}
            />
            <div className="field">
              <label htmlFor="papel-convite">Papel</label>
              <select
                id="papel-convite"
                value={invite.role}
                onChange={(e) => setInvite({ ...invite, role: e.target.value as StaffRole })}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <SubmitButton busy={busy}>Convidar</SubmitButton>
        </form>
      </section>
    </>
  );
}

export default function TeamPage() {
  return (
    <StaffShell permission="STAFF" current="/equipe" title="Equipe">
      {(staff) => <Team me={staff} />}
    </StaffShell>
  );
}
