import { useState } from 'react';
import { Link } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { ApiError } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { apiErrorOf, FormError, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { obrigatorios, useForm } from '../../components/use-form.ts';
import { AuthCard } from './AuthCard.tsx';
import { authApi } from './api.ts';
import { consultasAuth } from './queries.ts';

/** /recuperar-senha: form → 'email sent' view with 'Solicitar novamente'. */
export default function RecoverPage() {
  const [sent, setSent] = useState(false);
  // Without PUBLIC_URL and SMTP no e-mail goes out: the user is told whom to ask (the how is in the server log,
  // for the administrator), never promised a mail.
  const delivery = useResource(consultasAuth.recuperacao());
  const semEmail = delivery.data?.porEmail === false;
  const semEmailNote = semEmail ? (
    <p className="alert alert-warning text-sm" role="note">
      <Icon name="alert" className="size-5 shrink-0" />
      {MSG.resetSemEmail}
    </p>
  ) : null;

  const form = useForm({
    initial: { email: '' },
    rules: obrigatorios(['email']),
    // docs/PRODUTO.md §Autenticação: a failure says what was being asked ('Erro ao solicitar redefinição de senha: …').
    send: ({ email }) =>
      authApi.recuperar(email.trim()).catch((e: unknown) => {
        const { message, fields } = apiErrorOf(e);
        throw new ApiError(
          e instanceof ApiError ? e.status : 0,
          MSG.erroSolicitarReset(message),
          fields as Record<string, string>,
        );
      }),
    done() {
      if (!semEmail) toast.success(MSG.resetEnviado);
      setSent(true);
    },
  });
  const { d, set, errors, error, busy } = form;
  const email = d.email;

  if (sent) {
    return (
      <AuthCard title={semEmail ? 'Fale com o administrador' : 'Verifique seu email'}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
            <Icon name="mail" className="size-7" />
          </span>
          {semEmail ? (
            <p role="status">
              Pedido registrado para <strong>{email}</strong>. {MSG.resetSemEmail}
            </p>
          ) : (
            <p role="status">
              Se houver uma conta para <strong>{email}</strong>, enviamos um email com o link para redefinir sua senha.
              O link vale por 1 hora.
            </p>
          )}
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
    <AuthCard
      title="Recuperar Senha"
      subtitle={
        semEmail
          ? 'Informe seu email para registrar o pedido.'
          : 'Informe seu email para receber o link de redefinição de senha.'
      }
    >
      <form className="flex flex-col gap-4" onSubmit={form.submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={d.email}
          onChange={(email) => set({ email })}
          error={errors.email}
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
