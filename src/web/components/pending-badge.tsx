import { isPendente } from '../offline/outbox-rules.ts';
import { PWA_MSG } from '../pwa/update-toast.ts';

/**
 * 'Pendente de sincronização' beside a row that exists only on this device so far (kept in the outbox, merged into
 * the list it belongs to). ListScreen and InlineEditTable put it in every row's first cell: no screen does it itself.
 */
export function PendenteBadge({ row }: { row: unknown }) {
  if (!isPendente(row)) return null;
  return <span className="badge badge-warning badge-soft ml-2 whitespace-nowrap text-xs">{PWA_MSG.pendente}</span>;
}
