import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { ApiError, api, call } from '../../api/client.ts';
import { FormError, TextField } from '../../components/form.tsx';
import { type SessionInfo, useSetSession } from '../../session/session.ts';
import { AuthCard } from './AuthCard.tsx';

/** /login (SPEC.md §2): 'Gestão Leiteira', Email, Senha, 'Entrando...', the §8 messages. */
export default function LoginPage() {
  const setSession = useSetSession();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const errs = {
      email: email.trim() ? undefined : MSG.campoObrigatorio,
      password: password ? undefined : MSG.campoObrigatorio,
    };
    setErrors(errs);
    setError(null);
    if (errs.email || errs.password) return;
    setBusy(true);
    try {
      const s = (await call(api.api.auth.login.$post({ json: { email: email.trim(), password } }))) as SessionInfo;
      setSession(s);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.message === MSG.loginInvalido)
        setError(MSG.loginInvalido);
      else if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) setErrors(err.fields);
      else if (err instanceof ApiError && err.status === 429) setError(err.message);
      else setError(MSG.loginErro);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Gestão Leiteira" subtitle="Entre com suas credenciais para acessar o sistema.">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          required
          placeholder="seu@email.com"
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
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
        <Link href="/" className="link link-hover text-center text-sm text-base-content/70">
          Voltar para a página inicial
        </Link>
      </form>
    </AuthCard>
  );
}
