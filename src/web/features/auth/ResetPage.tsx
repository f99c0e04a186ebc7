import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { api, call } from '../../api/client.ts';
import { apiErrorOf, FormError, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { Loading } from '../../shell/guards.tsx';
import { AuthCard } from './AuthCard.tsx';

const REDIRECT_MS = 3000;
// = SENHA_MINIMA of domain/schemas/auth.ts, repeated so this public page does not pull zod into its chunk.
const SENHA_MINIMA = 6;

/** /redefinir-senha?token=…: checks the link, then new password + confirm; success → /login after 3 s. */
export default function ResetPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const [checked, setChecked] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let alive = true;
    const invalid = () => {
      toast.error(MSG.resetInvalido, { duration: 5000 });
      navigate('/recuperar-senha', { replace: true });
    };
    if (!token) {
      invalid();
      return;
    }
    call(api.api.auth.reset[':token'].$get({ param: { token } })).then(
      (r) => {
        if (!alive) return;
        if ((r as { valid: boolean }).valid) setChecked(true);
        else invalid();
      },
      () => alive && invalid(),
    );
    return () => {
      alive = false;
    };
  }, [token, navigate]);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const errs: typeof errors = {};
    if (password.length < SENHA_MINIMA) errs.password = MSG.senhaCurta;
    if (password !== confirm) errs.confirmPassword = MSG.senhasDiferentes;
    setErrors(errs);
    if (errs.password || errs.confirmPassword) return;
    setBusy(true);
    try {
      await call(api.api.auth.reset.$post({ json: { token, password, confirmPassword: confirm } }));
      toast.success(MSG.senhaAtualizada);
      setDone(true);
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErrors(fields);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  if (!checked) return <Loading />;
  if (done) {
    return (
      <AuthCard title="Senha atualizada">
        <div className="flex flex-col items-center gap-3 text-center" role="status">
          <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
            <Icon name="check" className="size-7" />
          </span>
          <p className="font-medium">{MSG.senhaAtualizada}</p>
          <p className="text-sm text-base-content/70">Você será redirecionado para o login em instantes...</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Redefinir Senha" subtitle="Escolha uma nova senha para sua conta.">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={`Pelo menos ${SENHA_MINIMA} caracteres.`}
          required
        />
        <TextField
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirmPassword}
          required
        />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary min-h-12 w-full" disabled={busy}>
          {busy ? 'Salvando...' : 'Atualizar Senha'}
        </button>
      </form>
    </AuthCard>
  );
}
