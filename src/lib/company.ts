/**
 * The company's fixed contact details (spec section 1), in one place.
 * These are placeholder values for the demo: fill in the real ones before going live.
 */
export const company = {
  /** Trading name shown in the header, titles and structured data. */
  title: 'Vértice Tecnologia',
  tagline: 'Equipamentos, redes e suporte para quem trabalha com tecnologia.',
  address: 'Rua Augusta, 1500, sala 42 – Consolação, São Paulo – SP, 01304-001',
  /** Display form and the E.164 form used in `tel:` links. */
  telephone: { display: '(11) 4002-8922', e164: '+551140028922' },
  mail: 'contato@verticetecnologia.com.br',
  /** CNPJ, the company registration number. */
  cnpj: '12.345.678/0001-95',
  designer: { name: 'Estúdio Traço', url: 'https://example.com/estudio-traco' },
  developer: { name: 'Equipe Vértice', url: 'https://example.com/equipe-vertice' },
} as const;
