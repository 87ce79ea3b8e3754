/**
 * Every e-mail the shop sends, laid out once: the shop's name and colours, a heading, short
 * paragraphs, optional facts (label and value: items, totals, a deadline), a code to copy, one
 * main link as a button and further links, and a footer naming the company. The HTML part is
 * rendered by React Email (tables and inline styles that mail clients keep); the plain-text part
 * is written from the same content, so it reads as well as the HTML does, links in full.
 */
import { createElement as h } from 'react';
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { company } from '../../../contract/company.ts';

export interface EmailLink {
  readonly label: string;
  readonly url: string;
}

export interface EmailFact {
  readonly label: string;
  readonly value: string;
}

export interface EmailContent {
  readonly subject: string;
  readonly heading: string;
  /** What the first lines say, in order. */
  readonly paragraphs: readonly string[];
  readonly facts?: readonly EmailFact[];
  /** Something to copy as it is (a code, a Pix copia e cola), with what it is. */
  readonly code?: { readonly label: string; readonly value: string };
  /** The one thing to do, as a button. */
  readonly action?: EmailLink;
  /** Paragraphs after the action. */
  readonly after?: readonly string[];
  readonly links?: readonly EmailLink[];
}

/** A message ready to send: its subject and its two parts. */
export interface Email {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const COLORS = {
  primary: '#1f4fd8',
  primaryStrong: '#1639a6',
  text: '#1d2433',
  muted: '#4a5468',
  line: '#d9deea',
  soft: '#f4f6fb',
};

const FONT = 'Arial, Helvetica, sans-serif';
/** Codes up to this length (a recovery code, a tracking code) show large. */
const SHORT_CODE = 24;
const paragraph = { color: COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

function htmlOf(content: EmailContent): ReactNode {
  const { facts = [], links = [], after = [] } = content;
  return h(
    Html,
    { lang: 'pt-BR' },
    h(Head, null, h('title', null, content.subject)),
    h(Preview, null, content.paragraphs[0] ?? content.heading),
    h(
      Body,
      { style: { backgroundColor: COLORS.soft, fontFamily: FONT, margin: 0, padding: '24px 0' } },
      h(
        Container,
        {
          style: {
            backgroundColor: '#ffffff',
            border: `1px solid ${COLORS.line}`,
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '32px',
          },
        },
        h(
          Text,
          {
            style: {
              color: COLORS.primaryStrong,
              fontSize: '18px',
              fontWeight: 700,
              margin: '0 0 24px',
            },
          },
          company.title,
        ),
        h(
          Heading,
          { as: 'h1', style: { color: COLORS.text, fontSize: '24px', margin: '0 0 16px' } },
          content.heading,
        ),
        ...content.paragraphs.map((text, i) => h(Text, { key: `p${i}`, style: paragraph }, text)),
        facts.length > 0
          ? h(
              Section,
              { style: { margin: '0 0 16px' } },
              ...facts.map((fact, i) =>
                h(
                  Text,
                  { key: `f${i}`, style: { ...paragraph, margin: '0 0 4px' } },
                  h('strong', null, `${fact.label}: `),
                  fact.value,
                ),
              ),
            )
          : null,
        content.code
          ? h(
              Section,
              {
                style: {
                  backgroundColor: COLORS.soft,
                  borderRadius: '6px',
                  margin: '0 0 16px',
                  padding: '12px 16px',
                },
              },
              h(Text, { style: { ...paragraph, margin: '0 0 4px' } }, content.code.label),
              h(
                Text,
                {
                  style: {
                    ...paragraph,
                    fontFamily: 'Courier New, monospace',
                    // A short code reads large; a Pix copia e cola (about 150 characters) is
                    // copied rather than read, and keeps to a few lines on a phone.
                    fontSize: content.code.value.length > SHORT_CODE ? '14px' : '20px',
                    lineHeight: content.code.value.length > SHORT_CODE ? '20px' : '24px',
                    fontWeight: 700,
                    margin: 0,
                    wordBreak: 'break-all',
                  },
                },
                content.code.value,
              ),
            )
          : null,
        content.action
          ? h(
              Section,
              { style: { margin: '8px 0 24px' } },
              h(
                Button,
                {
                  href: content.action.url,
                  style: {
                    backgroundColor: COLORS.primary,
                    borderRadius: '6px',
                    color: '#ffffff',
                    fontSize: '16px',
                    fontWeight: 700,
                    padding: '12px 20px',
                  },
                },
                content.action.label,
              ),
            )
          : null,
        ...after.map((text, i) => h(Text, { key: `a${i}`, style: paragraph }, text)),
        ...links.map((link, i) =>
          h(
            Text,
            { key: `l${i}`, style: { ...paragraph, margin: '0 0 8px' } },
            h(Link, { href: link.url, style: { color: COLORS.primaryStrong } }, link.label),
          ),
        ),
        h(Hr, { style: { borderColor: COLORS.line, margin: '24px 0 16px' } }),
        h(
          Text,
          { style: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: 0 } },
          footer(),
        ),
      ),
    ),
  );
}

function footer(): string {
  const { address } = company;
  return `${company.legalName}, CNPJ ${company.cnpj}. ${address.street}, ${address.district}, ${address.city} - ${address.state}. Atendimento: ${company.telephone.display}. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.`;
}

function textOf(content: EmailContent): string {
  const { facts = [], links = [], after = [] } = content;
  const blocks: string[] = [company.title, content.heading, ...content.paragraphs];
  if (facts.length > 0) blocks.push(facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n'));
  if (content.code) blocks.push(`${content.code.label}\n${content.code.value}`);
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(...after);
  if (links.length > 0) blocks.push(links.map((link) => `${link.label}: ${link.url}`).join('\n'));
  blocks.push(`--\n${footer()}`);
  return `${blocks.join('\n\n')}\n`;
}

export async function renderEmail(content: EmailContent): Promise<Email> {
  return { subject: content.subject, text: textOf(content), html: await render(htmlOf(content)) };
}
