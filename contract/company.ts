/**
 * The company's fixed details, kept in this one module: the header, the
 * footer, page titles and the Organization JSON-LD all read them from here.
 *
 * VALUES TO FILL IN: everything below is a realistic placeholder for the demo. Replace each
 * value with the company's real data before going live; the shape stays the same.
 */
export const company = {
  /** Trading name: header, footer, page titles, structured data. */
  title: 'Vértice Tecnologia',
  /** Registered (legal) name, shown beside the CNPJ. */
  legalName: 'Vértice Tecnologia e Serviços Ltda.',
  /** One sentence about the company: footer and the home page's default description. */
  tagline: 'Equipamentos, redes e suporte para quem trabalha com tecnologia.',
  /** Postal address, in parts so structured data can use them. */
  address: {
    street: 'Rua Augusta, 1500, sala 42',
    district: 'Consolação',
    city: 'São Paulo',
    /** Two-letter state code (UF). */
    state: 'SP',
    /** CEP. */
    postalCode: '01304-001',
  },
  /** Display form and the E.164 form used in `tel:` links. */
  telephone: { display: '(11) 4002-8922', e164: '+551140028922' },
  mail: 'contato@verticetecnologia.com.br',
  /** The support team's WhatsApp Business number, digits only with country code (for wa.me). */
  whatsapp: '5511940028922',
  /** When the support team answers, as shown to shoppers. */
  openingHours: 'Segunda a sexta, das 8h às 18h; sábado, das 9h às 13h',
  /**
   * The person in charge of personal data (the LGPD's "encarregado"), whom customers and the
   * data protection authority contact about privacy.
   */
  dataProtectionOfficer: {
    name: 'Marina Albuquerque',
    mail: 'privacidade@verticetecnologia.com.br',
  },
  /** CNPJ, the company registration number. */
  cnpj: '12.345.678/0001-95',
  /** Credits in the footer. */
  designer: { name: 'Estúdio Traço', url: 'https://example.com/estudio-traco' },
  developer: { name: 'Equipe Vértice', url: 'https://example.com/equipe-vertice' },
} as const;

/** The address on one line, e.g. for the footer. */
export function formatAddress(address: typeof company.address = company.address): string {
  return `${address.street} – ${address.district}, ${address.city} – ${address.state}, CEP ${address.postalCode}`;
}
