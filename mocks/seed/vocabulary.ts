/**
 * The words the demo's catalogue is built from: the shop's categories (`api/db/shop-seed.ts`)
 * with the demo's product types, product lines and photo looks, and the attribute values. Small
 * fixed tables, so product N can be derived from N alone.
 */
import { COLORS, SHOP_CATEGORIES, SIZES } from '../../api/db/shop-seed.ts';
import type { ShopCategory } from '../../api/db/shop-seed.ts';

export type Pictogram = 'notebook' | 'monitor' | 'peripheral' | 'network' | 'storage' | 'component';

export interface CategoryDef extends ShopCategory {
  /** Gradient of the generated product photos. */
  readonly colors: readonly [string, string];
  readonly pictogram: Pictogram;
  readonly types: readonly ProductTypeDef[];
  readonly lines: readonly string[];
}

export interface ProductTypeDef {
  readonly name: string;
  /** Prefix of the model code, e.g. `NB` in `NB-0001`. */
  readonly code: string;
  readonly pitch: string;
  readonly specs: readonly string[];
  readonly warrantyMonths: number;
}

/** How the demo draws and names each of the shop's categories' products, by category id. */
const DEMO_LOOKS: Readonly<Record<string, Omit<CategoryDef, keyof ShopCategory>>> = {
  '1': {
    colors: ['#1e3a8a', '#3b82f6'],
    pictogram: 'notebook',
    lines: ['Aurora', 'Zênite', 'Órion', 'Atlas', 'Nimbus'],
    types: [
      {
        name: 'Notebook',
        code: 'NB',
        pitch: 'Notebook leve e resistente para o dia a dia do escritório e dos estudos.',
        specs: [
          'Intel Core i5, 16 GB de memória e SSD de 512 GB',
          'AMD Ryzen 5, 8 GB de memória e SSD de 256 GB',
          'Intel Core i7, 32 GB de memória e SSD de 1 TB',
        ],
        warrantyMonths: 12,
      },
      {
        name: 'Ultrabook',
        code: 'UB',
        pitch: 'Ultrabook fino, com carcaça de alumínio e bateria para a jornada inteira.',
        specs: [
          'Intel Core Ultra 7, 16 GB de memória e SSD de 1 TB',
          'AMD Ryzen 7, 16 GB de memória e SSD de 512 GB',
        ],
        warrantyMonths: 24,
      },
      {
        name: 'Notebook Gamer',
        code: 'NG',
        pitch: 'Notebook gamer com tela de alta taxa de atualização e refrigeração reforçada.',
        specs: [
          'Intel Core i7, RTX 4060, 16 GB de memória e SSD de 1 TB',
          'AMD Ryzen 9, RTX 4070, 32 GB de memória e SSD de 2 TB',
        ],
        warrantyMonths: 12,
      },
      {
        name: 'Notebook 2 em 1',
        code: 'NC',
        pitch: 'Notebook conversível com tela sensível ao toque e caneta inclusa.',
        specs: [
          'Intel Core i5, 8 GB de memória e SSD de 256 GB',
          'Intel Core i7, 16 GB de memória e SSD de 512 GB',
        ],
        warrantyMonths: 12,
      },
    ],
  },
  '2': {
    colors: ['#134e4a', '#14b8a6'],
    pictogram: 'monitor',
    lines: ['Horizonte', 'Lúmen', 'Prisma', 'Panorama'],
    types: [
      {
        name: 'Monitor LED',
        code: 'MN',
        pitch: 'Monitor com painel IPS, bordas finas e proteção contra luz azul.',
        specs: ['Full HD a 75 Hz', 'QHD a 100 Hz', '4K UHD a 60 Hz'],
        warrantyMonths: 12,
      },
      {
        name: 'Monitor Gamer',
        code: 'MG',
        pitch: 'Monitor gamer com tempo de resposta de 1 ms e sincronização adaptativa.',
        specs: ['Full HD a 165 Hz', 'QHD a 180 Hz', 'QHD a 240 Hz'],
        warrantyMonths: 12,
      },
      {
        name: 'Monitor UltraWide',
        code: 'MU',
        pitch: 'Monitor ultrawide curvo para planilhas, edição de vídeo e multitarefa.',
        specs: ['WFHD a 100 Hz', 'WQHD a 144 Hz'],
        warrantyMonths: 24,
      },
      {
        name: 'Monitor Portátil',
        code: 'MP',
        pitch: 'Monitor portátil alimentado por USB-C, ideal como segunda tela em viagens.',
        specs: ['Full HD com capa suporte', 'Full HD sensível ao toque'],
        warrantyMonths: 12,
      },
    ],
  },
  '3': {
    colors: ['#581c87', '#a855f7'],
    pictogram: 'peripheral',
    lines: ['Pulso', 'Ágil', 'Eco', 'Fóton', 'Ritmo'],
    types: [
      {
        name: 'Teclado Mecânico',
        code: 'TM',
        pitch: 'Teclado mecânico com layout ABNT2, iluminação ajustável e teclas duráveis.',
        specs: ['switches lineares', 'switches táteis', 'switches silenciosos'],
        warrantyMonths: 12,
      },
      {
        name: 'Mouse Sem Fio',
        code: 'MS',
        pitch: 'Mouse sem fio ergonômico com sensor preciso e bateria recarregável.',
        specs: ['sensor de 4.000 DPI e Bluetooth', 'sensor de 16.000 DPI e receptor USB'],
        warrantyMonths: 12,
      },
      {
        name: 'Headset',
        code: 'HS',
        pitch: 'Headset com microfone com cancelamento de ruído para reuniões e jogos.',
        specs: ['conexão USB e som surround 7.1', 'conexão P2 e almofadas de espuma viscoelástica'],
        warrantyMonths: 6,
      },
      {
        name: 'Webcam',
        code: 'WC',
        pitch: 'Webcam com foco automático e correção de luz para videochamadas nítidas.',
        specs: [
          'Full HD a 30 fps',
          'Full HD a 60 fps com microfone estéreo',
          '4K com tampa de privacidade',
        ],
        warrantyMonths: 12,
      },
    ],
  },
  '4': {
    colors: ['#7c2d12', '#f97316'],
    pictogram: 'network',
    lines: ['Conecta', 'Malha', 'Sinal', 'Elo'],
    types: [
      {
        name: 'Roteador Wi-Fi 6',
        code: 'RT',
        pitch: 'Roteador Wi-Fi 6 de banda dupla com controle parental e rede para convidados.',
        specs: ['AX1800 com 4 antenas', 'AX3000 com 6 antenas', 'AX5400 com suporte a mesh'],
        warrantyMonths: 24,
      },
      {
        name: 'Switch Gerenciável',
        code: 'SW',
        pitch: 'Switch gerenciável com VLAN, QoS e portas gigabit para a rede da empresa.',
        specs: ['8 portas gigabit', '24 portas gigabit e 4 SFP', '16 portas PoE+'],
        warrantyMonths: 36,
      },
      {
        name: 'Access Point',
        code: 'AP',
        pitch: 'Ponto de acesso de teto com gerenciamento em nuvem e roaming entre aparelhos.',
        specs: ['Wi-Fi 6 AX1800 com PoE', 'Wi-Fi 6E tribanda'],
        warrantyMonths: 24,
      },
      {
        name: 'Repetidor Wi-Fi',
        code: 'RP',
        pitch: 'Repetidor de sinal que elimina pontos cegos sem obras nem cabos novos.',
        specs: ['AC1200 de parede', 'AX1500 com porta de rede'],
        warrantyMonths: 12,
      },
    ],
  },
  '5': {
    colors: ['#14532d', '#22c55e'],
    pictogram: 'storage',
    lines: ['Cofre', 'Arquivo', 'Fluxo', 'Memória Viva'],
    types: [
      {
        name: 'SSD NVMe',
        code: 'SN',
        pitch: 'SSD NVMe que deixa o sistema e os programas abrindo em segundos.',
        specs: ['500 GB PCIe 4.0', '1 TB PCIe 4.0', '2 TB PCIe 4.0 com dissipador'],
        warrantyMonths: 60,
      },
      {
        name: 'SSD SATA',
        code: 'SS',
        pitch: 'SSD SATA para dar nova vida a computadores e notebooks mais antigos.',
        specs: ['480 GB', '960 GB', '1,92 TB'],
        warrantyMonths: 36,
      },
      {
        name: 'HD Externo',
        code: 'HE',
        pitch: 'HD externo com criptografia por hardware e software de backup automático.',
        specs: ['1 TB USB 3.2', '2 TB USB 3.2', '4 TB USB-C'],
        warrantyMonths: 24,
      },
      {
        name: 'Servidor NAS',
        code: 'NS',
        pitch: 'Servidor NAS para centralizar arquivos e backups da equipe com acesso remoto.',
        specs: ['2 baias com RAID 1', '4 baias com RAID 5 e rede 2,5 Gb'],
        warrantyMonths: 24,
      },
    ],
  },
  '6': {
    colors: ['#7f1d1d', '#ef4444'],
    pictogram: 'component',
    lines: ['Núcleo', 'Titã', 'Faísca', 'Quântica'],
    types: [
      {
        name: 'Memória RAM DDR5',
        code: 'MR',
        pitch: 'Memória DDR5 com dissipador de calor e perfil de overclock pronto.',
        specs: ['16 GB a 5.600 MHz', '32 GB (2 x 16 GB) a 6.000 MHz'],
        warrantyMonths: 120,
      },
      {
        name: 'Placa de Vídeo',
        code: 'PV',
        pitch: 'Placa de vídeo para jogos em alta resolução e aceleração de renderização.',
        specs: ['8 GB GDDR6', '12 GB GDDR6X', '16 GB GDDR6X'],
        warrantyMonths: 36,
      },
      {
        name: 'Fonte 80 Plus',
        code: 'FT',
        pitch: 'Fonte modular certificada 80 Plus, silenciosa e com proteções completas.',
        specs: ['650 W Bronze', '750 W Gold', '1.000 W Platinum'],
        warrantyMonths: 60,
      },
      {
        name: 'Placa-mãe',
        code: 'PM',
        pitch: 'Placa-mãe com Wi-Fi integrado, slots M.2 e BIOS atualizável por USB.',
        specs: ['chipset B650', 'chipset B760', 'chipset X670E'],
        warrantyMonths: 36,
      },
    ],
  },
};

/** The shop's categories with the demo's looks: what the demo's products are made of. */
export const CATEGORIES: readonly CategoryDef[] = SHOP_CATEGORIES.map((category) => {
  const looks = DEMO_LOOKS[category.id];
  if (!looks) throw new Error(`the demo has no looks for category ${category.id}`);
  return { ...category, ...looks };
});

export { COLORS, SIZES };

/** Lower case without accents, the form searches and name sorting compare. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
