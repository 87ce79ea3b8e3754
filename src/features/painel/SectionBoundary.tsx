/**
 * Around a lazily loaded painel section: when its code cannot be loaded (the network, or an
 * old page after a deploy once the reload guard has had its turn) or it fails to render, the
 * reason and `Tentar novamente` show where the section would be, and the rest of the painel
 * stays. Trying again loads the page anew: a module that failed to import is not retried by
 * the browser within the same page.
 */
import { Component } from 'react';
import type { ReactNode } from 'react';
import { LoadError } from '~/components/ui/LoadError';

interface Props {
  readonly children: ReactNode;
}

const MESSAGE =
  'Verifique sua conexão e tente novamente. Se o problema continuar, recarregue a página.';

export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[painel] A section could not be shown:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadError what="esta seção" message={MESSAGE} onRetry={() => location.reload()} />;
  }
}
