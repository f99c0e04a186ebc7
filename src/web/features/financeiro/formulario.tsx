import { ApiError } from '../../api/client.ts';
import { invalidate } from '../../api/use-resource.ts';
import { toast } from '../../components/toast.tsx';
import { chavesFinanceiro } from './queries.ts';

/**
 * What every finance dialog does after a save (useForm's done/failed): the toast, the finance lists reloaded, the
 * dialog closed; after a 409 the lists reload too, so the row shows as it is now.
 */
/** Every finance list and total is under chavesFinanceiro.tudo (queries.ts): a change reloads them all. */
export const recarregarFinanceiro = () => invalidate(chavesFinanceiro.tudo);

export function aoSalvarFinanceiro(sucesso: string, onClose: () => void) {
  return {
    done() {
      toast.success(sucesso);
      recarregarFinanceiro();
      onClose();
    },
    failed(err: unknown) {
      if (err instanceof ApiError && err.status === 409) recarregarFinanceiro();
    },
  };
}
