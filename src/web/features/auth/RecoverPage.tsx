import { useState } from 'react';
import { Link } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { api, call } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { apiErrorOf, FormError, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { AuthCard } from './AuthCard.tsx';

/** /recuperar-senha: form → 'email sent' view with 'Solicitar novamente'. */
export default function RecoverPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // Without PUBLIC_URL and SMTP no e-mail goes out: say where the link goes instead of promising a mail.
  const delivery = useResource('auth/recover', () => call(api.api.auth.recover.$get()));
  const semEmail = delivery.data?.porEmail === false;
  const semEmailNote = semEmail ? (
    <p className="alert alert-warning text-sm" role="note">
      {MSG.resetSemEmail}
    </p>
  ) : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setFieldError(MSG.campoObrigatorio);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await call(api.api.auth.recover.$post({ json: { email: email.trim() } }));
      toast.success(MSG.resetEnviado);
      setSent(true);
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      if (fields.email) setFieldError(fields.email);
      else setError(message || 'Ocorreu um erro ao processar sua solicitação.');
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthCard title="Verifique seu email">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
            <Icon name="mail" className="size-7" />
          </span>
          <p role="status">
            Se houver uma conta para <strong>{email}</strong>, enviamos um email com o link para redefinir sua senha. O
            link vale por 1 hora.
          </p>
          {semEmailNote}
          <button type="button" className="btn btn-outline min-h-11 w-full" onClick={() => setSent(false)}>
            Solicitar novamente
          </button>
          <Link href="/login" className="link link-primary inline-flex min-h-11 items-center">
            Voltar para o login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Recuperar Senha" subtitle="Informe seu email para receber o link de redefinição de senha.">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={fieldError}
          required
        />
        {semEmailNote}
        <FormError message={error} />
        <button type="submit" className="btn btn-primary min-h-12 w-full" disabled={busy}>
          {busy ? 'Enviando...' : 'Recuperar Senha'}
        </button>
        <Link href="/login" className="link link-primary inline-flex min-h-11 items-center justify-center gap-1">
          <Icon name="chevronLeft" className="size-4" /> Voltar para o login
        </Link>
      </form>
    </AuthCard>
  );
}
