import { useStore } from '@nanostores/react';
import { Dialog } from '~/components/ui/Dialog';
import { $noticeOpen, dismissNotice } from './store.ts';

/**
 * The maintenance notice: a modal over the page (nothing moves) on the first page of a
 * browser session. BaseLayout loads it with `client:load` (it must act at once) and only when
 * PUBLIC_MAINTENANCE_NOTICE is on.
 */
export function MaintenanceNotice() {
  const open = useStore($noticeOpen);
  return (
    <Dialog
      open={open}
      onClose={dismissNotice}
      title="Atenção"
      description={
        <>
          <p>Nossos sistemas ainda estão em manutenção e esta é uma versão de teste da loja.</p>
          <p>O site será lançado em breve. Obrigado pela visita!</p>
        </>
      }
      actions={
        <button type="button" className="button" onClick={dismissNotice}>
          Continuar para o site
        </button>
      }
    />
  );
}
