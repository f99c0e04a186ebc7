import { MSG_DADOS } from '../../../domain/dados/messages.ts';
import { useResource } from '../../api/use-resource.ts';
import { Icon } from '../../components/icons.tsx';
import { consultasAdmin } from './queries.ts';

function quando(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

/** The read behind SituacaoBackup (the admin panel waits for it before drawing its tabs). */
export function useSituacaoBackup() {
  return useResource(consultasAdmin.backup());
}

/** The scheduled backups at a glance (admins only): the last copy, or what went wrong with the last attempt. */
export function SituacaoBackup() {
  const res = useSituacaoBackup();
  const s = res.data;
  if (!s) return null;
  if (s.ultimaFalha) {
    return (
      <div className="alert alert-warning mb-6 text-sm" role="alert">
        <Icon name="alert" className="size-5 shrink-0" />
        <p>
          {MSG_DADOS.backupFalhou(s.ultimaFalha.motivo)} ({quando(s.ultimaFalha.em)}).{' '}
          {s.ultimo ? `O último backup bom é de ${quando(s.ultimo.em)}.` : 'Ainda não há nenhum backup.'} Confira a
          pasta {s.pasta} ou rode <code>leiteira diagnostico</code>.
        </p>
      </div>
    );
  }
  return (
    <p className="mb-6 flex items-start gap-2 text-sm text-base-content/80" data-testid="situacao-backup">
      <Icon name="shield" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 wrap-anywhere">
        {!s.ativo
          ? MSG_DADOS.backupDesligado
          : s.ultimo
            ? `Último backup automático: ${quando(s.ultimo.em)} (guardadas as ${s.manter} cópias mais recentes em ${s.pasta}).`
            : `Nenhum backup automático ainda; o primeiro é feito ao iniciar o servidor, em ${s.pasta}.`}
      </span>
    </p>
  );
}
