/**
 * The painel's landing (`/painel`): a greeting and the customer's main details. Nothing of it
 * shows before the customer is known: a stranger sees only the loading shape while the route
 * guard sends them to `/login`.
 */
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '~/lib/format';
import { maskPhone } from './masks.ts';
import styles from './PainelHome.module.css';
import { $customer, $firstName, loadCustomer } from './store.ts';
import { useHydrated } from '~/lib/use-hydrated';

function PainelSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando seu painel…</span>
      <div aria-hidden="true">
        <span className={`skeleton skeleton--title ${styles.skeletonTitle}`} />
        <span className="skeleton skeleton--text" />
        <div className={`card ${styles.details}`}>
          {Array.from({ length: 4 }, (_, index) => (
            <span key={index} className="skeleton skeleton--text" />
          ))}
        </div>
      </div>
    </div>
  );
}

export default function PainelHome() {
  // Hydration renders the prerendered skeleton, even if the customer is known by then.
  const hydrated = useHydrated();
  const knownCustomer = useStore($customer);
  const customer = hydrated ? knownCustomer : undefined;
  const firstName = useStore($firstName);

  useEffect(() => {
    void loadCustomer();
  }, []);

  if (!customer) return <PainelSkeleton />;

  const details: [string, string][] = [
    ['Nome', customer.name],
    ['E-mail', customer.email],
    ['CPF', customer.cpf ? formatCpf(customer.cpf) : 'Não informado'],
    ['Telefone', customer.phone ? maskPhone(customer.phone) : 'Não informado'],
    ['Cliente desde', formatDate(customer.created_at)],
  ];
  return (
    <>
      <h1>Olá, {firstName}</h1>
      <p className="muted">
        Aqui você acompanha seus tickets de suporte, pedidos e favoritos e mantém seus dados em dia.
      </p>
      <section className={`card ${styles.details}`} aria-labelledby="painel-dados">
        <h2 id="painel-dados" className={styles.detailsTitle}>
          Seus dados
        </h2>
        <dl className={styles.list}>
          {details.map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
