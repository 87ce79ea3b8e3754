/**
 * The preview: the page built from the draft by the site's own build, in a frame of this origin
 * (its scripts stay off, so it shows exactly the served HTML). The frame's page is asked for by
 * a form posted into it, as the server builds previews only for a POST. A preview the server
 * could not build, or a product that will have no page (`Publicado` unchecked), is said instead.
 */
import { useEffect, useId, useRef, useState } from 'react';

interface PreviewFrameProps {
  /** A product's id, or null for the home page. */
  readonly productId: string | null;
  /** Changes with every request for a new preview. */
  readonly run: number;
}

export function PreviewFrame({ productId, run }: PreviewFrameProps) {
  const [state, setState] = useState<{ run: number; problem: string | null } | null>(null);
  const action =
    productId === null ? '/pre-visualizar/inicio' : `/pre-visualizar/produtos/${productId}`;
  const frameName = `pre-visualizacao-${useId()}`;
  const form = useRef<HTMLFormElement>(null);
  const ready = state?.run === run;

  // Each run's frame is new (keyed by the run): its page is posted for once it is in place.
  useEffect(() => {
    form.current?.submit();
  }, [run, action]);

  function loaded(frame: HTMLIFrameElement) {
    const document = frame.contentDocument;
    // The new frame's own blank page, before the form's answer arrives.
    if (document?.URL === 'about:blank') return;
    const isPage = document?.querySelector('[data-preview-banner]') !== null;
    let problem: string | null = null;
    if (!isPage) {
      try {
        problem =
          (JSON.parse(document?.body.textContent ?? '') as { error?: string }).error ?? null;
      } catch {
        problem = 'Não foi possível gerar a pré-visualização.';
      }
    }
    setState({
      run,
      problem: problem ?? (isPage ? null : 'Não foi possível gerar a pré-visualização.'),
    });
  }

  return (
    <section className="bo-section" aria-labelledby="pre-visualizacao">
      <h2 id="pre-visualizacao">Pré-visualização</h2>
      <p role="status" className="bo-muted">
        {ready
          ? state.problem === null
            ? 'Pronta: é a página que a loja vai mostrar depois de publicar.'
            : ''
          : 'Gerando a página com o site de verdade; leva alguns segundos…'}
      </p>
      {ready && state.problem !== null && (
        <p role="alert" className="alert alert--warning">
          {state.problem}
        </p>
      )}
      <form ref={form} method="post" action={action} target={frameName} hidden />
      <iframe
        key={run}
        name={frameName}
        className="bo-preview"
        sandbox="allow-same-origin"
        title="Pré-visualização da página"
        hidden={ready && state.problem !== null}
        onLoad={(event) => loaded(event.currentTarget)}
      />
    </section>
  );
}
