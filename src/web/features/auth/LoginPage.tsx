import { Link, useLocation } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { ApiError } from '../../api/client.ts';
import { FormError, TextField } from '../../components/form.tsx';
import { obrigatorios, useForm } from '../../components/use-form.ts';
import { useSetSession } from '../../session/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { authApi } from './api.ts';

/** /login (docs/PRODUTO.md §Autenticação): 'Gestão Leiteira', Email, Senha, 'Entrando...' and its messages. */
export default function LoginPage() {
  const setSession = useSetSession();
  const [, navigate] = useLocation();
  const form = useForm({
    initial: { email: '', password: '' },
    // The required check only: the rest is the server's answer (this public page does not load zod).
    rules: obrigatorios(['email', 'password']),
    send: async ({ email, password }) => {
      try {
        setSession(await authApi.entrar({ email: email.trim(), password }));
      } catch (err) {
        // Wrong credentials, a field's message or the back-off are worth reading; anything else is 'Erro ao fazer login'.
        if (err instanceof ApiError && (err.status === 400 || err.status === 429)) throw err;
        throw new Error(MSG.loginErro);
      }
    },
    done: () => navigate('/dashboard', { replace: true }),
  });
  const { d, set, errors, error, busy } = form;

  return (
    <AuthCard title="Gestão Leiteira" subtitle="Entre com suas credenciais para acessar o sistema.">
      <form className="flex flex-col gap-4" onSubmit={form.submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={d.email}
          onChange={(email) => set({ email })}
          error={errors.email}
          required
          placeholder="seu@email.com"
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          value={d.password}
          onChange={(password) => set({ password })}
          error={errors.password}
          required
        />
        <div className="-mt-2 text-right">
          <Link href="/recuperar-senha" className="link link-primary inline-flex min-h-11 items-center text-sm">
            Esqueceu sua senha?
          </Link>
        </div>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary min-h-12 w-full" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" />}
          {busy ? 'Entrando...' : 'Entrar'}
        </button>
        <Link
          href="/"
          className="link link-hover inline-flex min-h-11 items-center justify-center text-sm text-base-content/70"
        >
          Voltar para a página inicial
        </Link>
      </form>
    </AuthCard>
  );
}
