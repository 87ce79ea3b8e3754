/**
 * `/conteudo`: the home page's hero and announcements, edited like products: `Salvar rascunho`,
 * `Pré-visualizar` (the home page built by the site from the draft), `Publicar` (the publisher
 * rebuilds the home page), `Descartar rascunho`; a stale revision (someone saved in between) is
 * said and nothing is overwritten.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { TextAreaField, TextField } from '~/components/form/FormField';
import { fieldErrors, graphql, problemText } from '../lib/api';
import {
  BackofficeHomeContentDocument,
  DiscardHomeContentDraftDocument,
  PublishHomeContentDraftDocument,
  SaveHomeContentDraftDocument,
} from '../lib/graphql/generated/graphql';
import type {
  AnnouncementInput,
  HeroInput,
  HomeContentStateFieldsFragment,
  HomeEditableFieldsFragment,
  HomeEditableInput,
} from '../lib/graphql/generated/graphql';
import { formatDateTime } from '../lib/format';
import { PreviewFrame } from './PreviewFrame';
import { StaffShell } from './StaffShell';

const MAX_ANNOUNCEMENTS = 6;

type HomeState = HomeContentStateFieldsFragment;

/** The form's values: the content as it will be sent. */
function editable(home: HomeEditableFieldsFragment): HomeEditableInput {
  return {
    hero: { ...home.hero },
    announcements: home.announcements.map(({ title, body, href }) => ({
      title,
      body,
      href: href ?? '',
    })),
  };
}

function ContentEditor() {
  const [state, setState] = useState<HomeState | null>(null);
  const [values, setValues] = useState<HomeEditableInput | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [previewRun, setPreviewRun] = useState(0);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    graphql(BackofficeHomeContentDocument).then(
      (data) => {
        setState(data.backofficeHomeContent);
        setValues(editable(data.backofficeHomeContent.draft ?? data.backofficeHomeContent.live));
      },
      (error: unknown) => setProblem(problemText(error)),
    );
  }, []);

  /** Shows the content a write answered, and answers it. */
  function settle(next: HomeState): HomeState {
    setState(next);
    return next;
  }

  async function run(work: () => Promise<string>) {
    setBusy(true);
    setProblem('');
    setNotice('');
    setErrors({});
    try {
      setNotice(await work());
    } catch (error) {
      setErrors(fieldErrors(error));
      setProblem(problemText(error));
      alert.current?.focus();
    }
    setBusy(false);
  }

  const saveDraft = async () => {
    if (!state || !values) throw new Error('not loaded');
    const data = await graphql(SaveHomeContentDraftDocument, {
      revision: state.revision,
      input: values,
    });
    return settle(data.saveHomeContentDraft);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await saveDraft();
      return 'Rascunho salvo. A página inicial da loja não mudou.';
    });
  };

  const preview = () =>
    run(async () => {
      await saveDraft();
      setPreviewRun((n) => n + 1);
      return 'Rascunho salvo. A pré-visualização aparece abaixo.';
    });

  const publish = () =>
    run(async () => {
      const saved = await saveDraft();
      const published = settle(
        (await graphql(PublishHomeContentDraftDocument, { revision: saved.revision }))
          .publishHomeContentDraft,
      );
      setValues(editable(published.live));
      return 'Publicado. A página inicial é atualizada em alguns segundos (acompanhe em Publicações).';
    });

  const discard = () =>
    run(async () => {
      if (!state) return '';
      const discarded = settle(
        (await graphql(DiscardHomeContentDraftDocument, { revision: state.revision }))
          .discardHomeContentDraft,
      );
      setValues(editable(discarded.live));
      return 'Rascunho descartado.';
    });

  if (!values) {
    return problem ? (
      <p role="alert" className="alert">
        {problem}
      </p>
    ) : (
      <p role="status">Carregando…</p>
    );
  }

  const hero = (key: keyof HeroInput, value: string) =>
    setValues({ ...values, hero: { ...values.hero, [key]: value } });
  const announcement = (i: number, key: keyof AnnouncementInput, value: string) =>
    setValues({
      ...values,
      announcements: values.announcements.map((a, j) => (j === i ? { ...a, [key]: value } : a)),
    });

  return (
    <>
      {state?.draft && state.savedBy && state.savedAt && (
        <p className="bo-muted">
          Rascunho salvo por {state.savedBy} em {formatDateTime(state.savedAt)}.
        </p>
      )}
      <form className="bo-form" onSubmit={save} noValidate>
        <FormAlert message={problem} ref={alert} />
        <fieldset>
          <legend>Destaque</legend>
          <TextField
            label="Título"
            value={values.hero.title}
            error={errors['hero.title']}
            onChange={(e) => hero('title', e.target.value)}
          />
          <TextAreaField
            label="Subtítulo"
            rows={3}
            maxLength={300}
            hint="Até 300 caracteres."
            value={values.hero.subtitle}
            error={errors['hero.subtitle']}
            onChange={(e) => hero('subtitle', e.target.value)}
          />
          <div className="bo-form__row">
            <TextField
              label="Texto do botão"
              value={values.hero.ctaLabel}
              error={errors['hero.ctaLabel']}
              onChange={(e) => hero('ctaLabel', e.target.value)}
            />
            <TextField
              label="Link do botão"
              hint="Um caminho da loja, como /produtos."
              value={values.hero.ctaHref}
              error={errors['hero.ctaHref']}
              onChange={(e) => hero('ctaHref', e.target.value)}
            />
          </div>
        </fieldset>
        {values.announcements.map((item, i) => (
          <fieldset key={i}>
            <legend>Aviso {i + 1}</legend>
            <TextField
              label={`Título do aviso ${i + 1}`}
              value={item.title}
              error={errors[`announcements.${i}.title`]}
              onChange={(e) => announcement(i, 'title', e.target.value)}
            />
            <TextAreaField
              label={`Texto do aviso ${i + 1}`}
              rows={3}
              maxLength={300}
              hint="Até 300 caracteres."
              value={item.body}
              error={errors[`announcements.${i}.body`]}
              onChange={(e) => announcement(i, 'body', e.target.value)}
            />
            <TextField
              label={`Link do aviso ${i + 1}`}
              value={item.href}
              error={errors[`announcements.${i}.href`]}
              onChange={(e) => announcement(i, 'href', e.target.value)}
            />
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() =>
                setValues({
                  ...values,
                  announcements: values.announcements.filter((_, j) => j !== i),
                })
              }
            >
              Remover aviso {i + 1}
            </button>
          </fieldset>
        ))}
        {values.announcements.length < MAX_ANNOUNCEMENTS && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              setValues({
                ...values,
                announcements: [
                  ...values.announcements,
                  { title: '', body: '', href: '/produtos' },
                ],
              })
            }
          >
            Adicionar aviso
          </button>
        )}
        <div role="status" className={notice ? 'alert alert--success' : undefined}>
          {notice}
        </div>
        <div className="bo-actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            Salvar rascunho
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={preview}
          >
            Pré-visualizar
          </button>
          <button type="button" className="button" disabled={busy} onClick={publish}>
            Publicar
          </button>
          {state?.draft && (
            <button
              type="button"
              className="button button--quiet"
              disabled={busy}
              onClick={discard}
            >
              Descartar rascunho
            </button>
          )}
        </div>
      </form>
      {previewRun > 0 && <PreviewFrame productId={null} run={previewRun} />}
    </>
  );
}

export default function ContentPage() {
  return (
    <StaffShell permission="CONTENT" current="/conteudo" title="Conteúdo da página inicial">
      {() => <ContentEditor />}
    </StaffShell>
  );
}
