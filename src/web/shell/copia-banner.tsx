import { dataDaCopia } from '../../domain/dados/copia.ts';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import { useFazendaAtual } from '../session/session.ts';

/**
 * On a read-only copy of another installation's farm (docs/PRODUTO.md §Fazendas): says so, and the day it was taken,
 * above every screen of that farm; the shared write buttons hide themselves (useCopiaAtual) and the server refuses
 * any write with the same date.
 */
export function CopiaBanner() {
  const farm = useFazendaAtual();
  if (!farm?.copiaEm) return null;
  return (
    <div role="status" className="alert alert-info alert-soft mb-4 print:hidden">
      <span>{MSG_DADOS.copiaAviso(dataDaCopia(farm.copiaEm, farm.timezone))}</span>
    </div>
  );
}
