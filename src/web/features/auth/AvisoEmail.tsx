import { useResource } from '../../api/use-resource.ts';
import { Icon } from '../../components/icons.tsx';
import { consultasAuth } from './queries.ts';

/** The read behind AvisoEmail (the admin panel waits for it before drawing its tabs: nothing moves under a tap). */
export function useAvisoEmail() {
  return useResource(consultasAuth.recuperacao());
}

/**
 * For administrators: the last password-reset e-mail the server could not send (the requester is never told, so
 * accounts cannot be discovered), with what to check. Nothing is shown while e-mails go out.
 */
export function AvisoEmail() {
  const status = useAvisoEmail();
  const falha = status.data?.ultimaFalha;
  if (!falha) return null;
  const quando = new Date(falha.em).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="alert alert-warning mb-6 text-sm" role="alert">
      <Icon name="mail" className="size-5 shrink-0" />
      <p>
        O e-mail de redefinição de senha para <strong>{falha.para}</strong> não pôde ser enviado em {quando}:{' '}
        {falha.motivo}. Enquanto isso, gere o link com <code>leiteira user reset-link {falha.para}</code>.
      </p>
    </div>
  );
}
