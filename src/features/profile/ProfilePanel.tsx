/**
 * The painel's `Perfil` tab: sub-tabs `Pessoal`, `Contato`, `Endereço` and
 * `Cartão de crédito` and `Meus dados`, the chosen one kept in the URL (`&perfil=contato`).
 */
import { Tabs } from '~/components/ui/Tabs';
import { useTabParam } from '~/components/ui/use-tab-param';
import type { Customer } from '~/features/session/store';
import AddressForm from './AddressForm.tsx';
import CardsPanel from './CardsPanel.tsx';
import ContactForm from './ContactForm.tsx';
import MyDataPanel from './MyDataPanel.tsx';
import PersonalForm from './PersonalForm.tsx';

const PROFILE_SECTIONS = ['pessoal', 'contato', 'endereco', 'cartao', 'meus-dados'] as const;

export default function ProfilePanel({ customer }: { readonly customer: Customer }) {
  const [section, select] = useTabParam('perfil', PROFILE_SECTIONS, 'pessoal');
  return (
    <Tabs
      label="Seções do perfil"
      variant="pills"
      selected={section}
      onSelect={select}
      tabs={[
        { id: 'pessoal', label: 'Pessoal', panel: <PersonalForm customer={customer} /> },
        { id: 'contato', label: 'Contato', panel: <ContactForm customer={customer} /> },
        { id: 'endereco', label: 'Endereço', panel: <AddressForm customer={customer} /> },
        { id: 'cartao', label: 'Cartão de crédito', panel: <CardsPanel /> },
        { id: 'meus-dados', label: 'Meus dados', panel: <MyDataPanel /> },
      ]}
    />
  );
}
