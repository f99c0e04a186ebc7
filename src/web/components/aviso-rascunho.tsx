import { MSG_RASCUNHO } from '../../domain/rascunho.ts';
import { horaDaCopia } from '../pwa/offline-status.tsx';

/**
 * Above a form whose draft was brought back: 'Rascunho de 14:32 recuperado: 20 vacas', what could not be restored,
 * and 'Descartar rascunho'.
 */
export function AvisoDeRascunho({
  em,
  vacas,
  naoRecuperado,
  descartar,
}: {
  em: string;
  vacas?: number;
  naoRecuperado?: string | null;
  descartar(): void;
}) {
  return (
    <div className="alert alert-info alert-soft flex flex-wrap items-center justify-between gap-2">
      <div role="status" className="flex flex-col gap-1">
        <span>{MSG_RASCUNHO.rascunhoRecuperado(horaDaCopia(em), vacas)}</span>
        {naoRecuperado && <span>{naoRecuperado}</span>}
      </div>
      <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={descartar}>
        {MSG_RASCUNHO.descartarRascunho}
      </button>
    </div>
  );
}
