/**
 * `/`: the areas of the person's role, one card each; Atendimento's card also says how many
 * tickets fall due today and how many are late (support and admin).
 */
import { areasFor } from '../lib/navigation';
import { DeadlineSummary } from './DeadlineSummary';
import { StaffShell } from './StaffShell';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/produtos': 'Rascunhos, pré-visualização, publicação, agendamentos, histórico e planilhas.',
  '/conteudo': 'O destaque e os avisos da página inicial.',
  '/publicacoes': 'A fila e o histórico das publicações do site, ao vivo.',
  '/pedidos': 'Os pedidos dos clientes: pagamento, envio com rastreio, entrega e cancelamento.',
  '/atendimento': 'A fila de tickets dos clientes, respostas e notas internas.',
  '/equipe': 'Convites, papéis e acessos das pessoas da equipe.',
  '/atividades': 'Quem mudou o quê, e quando.',
  '/emails': 'As mensagens que o servidor de e-mail recusou, com o motivo, para tentar de novo.',
};

export default function HomePage() {
  return (
    <StaffShell current="/" title="Início">
      {(staff) => {
        const areas = areasFor(staff.permissions);
        return areas.length === 0 ? (
          <p>Olá, {staff.name}. Seu papel ainda não dá acesso a nenhuma área deste back office.</p>
        ) : (
          <ul className="bo-areas" role="list">
            {areas.map((area) => (
              <li key={area.path} className="bo-area">
                <h2>
                  <a href={area.path}>{area.label}</a>
                </h2>
                <p>{DESCRIPTIONS[area.path]}</p>
                {area.permission === 'TICKETS' && <DeadlineSummary />}
              </li>
            ))}
          </ul>
        );
      }}
    </StaffShell>
  );
}
