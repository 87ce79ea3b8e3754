/** Home page content of the seed: hero, announcements, services and the featured products. */

export type ServiceIcon =
  'INSTALLATION' | 'SUPPORT' | 'NETWORK' | 'MAINTENANCE' | 'BACKUP' | 'SECURITY';

export const HERO = {
  title: 'Tecnologia que funciona para a sua casa e a sua empresa',
  subtitle:
    'Notebooks, monitores, redes e armazenamento com entrega para todo o Brasil, instalação feita por técnicos próprios e suporte que responde em português.',
  ctaLabel: 'Ver produtos',
  ctaHref: '/produtos',
};

export const ANNOUNCEMENTS = [
  {
    id: '1',
    title: 'Frete grátis nas compras acima de R$ 299,00',
    body: 'Válido para as regiões Sul e Sudeste até o fim do mês; demais regiões com 50% de desconto no frete.',
    href: '/produtos',
  },
  {
    id: '2',
    title: 'Instalação de redes com visita técnica agendada',
    body: 'Compre roteadores, switches ou access points e agende a instalação pelo painel, em um ticket de suporte.',
    href: '/painel',
  },
  {
    id: '3',
    title: 'Crie sua conta e acompanhe seus pedidos',
    body: 'No painel você acompanha pedidos, abre tickets de suporte, guarda favoritos e cartões com segurança.',
    href: '/registro',
  },
];

export const SERVICES: { id: string; title: string; description: string; icon: ServiceIcon }[] = [
  {
    id: '1',
    title: 'Instalação e configuração',
    description:
      'Entregamos computadores e notebooks prontos para uso, com sistema, programas e contas configurados.',
    icon: 'INSTALLATION',
  },
  {
    id: '2',
    title: 'Suporte técnico',
    description:
      'Atendimento por ticket, telefone ou acesso remoto, de segunda a sábado, com técnicos da nossa equipe.',
    icon: 'SUPPORT',
  },
  {
    id: '3',
    title: 'Redes e Wi-Fi',
    description:
      'Projeto, cabeamento e instalação de redes para casas, escritórios e lojas, com cobertura sem pontos cegos.',
    icon: 'NETWORK',
  },
  {
    id: '4',
    title: 'Manutenção preventiva',
    description:
      'Limpeza, troca de pasta térmica e revisão de componentes para prolongar a vida dos seus equipamentos.',
    icon: 'MAINTENANCE',
  },
  {
    id: '5',
    title: 'Backup e recuperação de dados',
    description:
      'Rotinas automáticas de cópia em NAS ou na nuvem e recuperação de arquivos de discos danificados.',
    icon: 'BACKUP',
  },
  {
    id: '6',
    title: 'Segurança da informação',
    description:
      'Antivírus gerenciado, firewall e boas práticas de senha para proteger os dados da sua empresa.',
    icon: 'SECURITY',
  },
];

/** Product ids shown as featured (those beyond the catalogue size are left out). */
export const FEATURED_PRODUCT_IDS = [1, 2, 3, 4, 5, 6, 7, 8];
