import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MSG } from '../../../domain/messages.ts';
import { FormError, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { Loading } from '../../shell/guards.tsx';
import { AuthCard } from './AuthCard.tsx';
import { authApi } from './api.ts';

const REDIRECT_MS = 3000;
// = SENHA_MINIMA of domain/schemas/auth.ts, repeated so this public page does not pull zod into its chunk.
const SENHA_MINIMA = 6;

/** /redefinir-senha?token=…: checks the link, then new password + confirm; success → /login after 3 s. */
export default function ResetPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const [checked, setChecked] = useState(false);
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
    authApi.tokenValido(token).then(
      (r) => {
        if (!alive) return;
        if (r.valid) setChecked(true);
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

  const form = useForm({
    initial: { password: '', confirmPassword: '' },
    // The schema's two rules (domain/schemas/auth.ts), restated so this public page does not load zod.
    rules: (raw) => {
      const v = raw as { password: string; confirmPassword: string };
      const fields: Record<string, string> = {};
      if (v.password.length < SENHA_MINIMA) fields.password = v.password ? MSG.senhaCurta : MSG.campoObrigatorio;
      if (v.password !== v.confirmPassword) fields.confirmPassword = MSG.senhasDiferentes;
      const messages = Object.values(fields);
      return messages.length ? { ok: false, message: messages[0], fields } : { ok: true, data: v };
    },
    send: (json) => authApi.redefinir({ token, ...json }),
    done() {
      toast.success(MSG.senhaAtualizada);
      setDone(true);
    },
  });
  const { d, set, errors, error, busy } = form;

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
      <form className="flex flex-col gap-4" onSubmit={form.submit} noValidate>
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          value={d.password}
          onChange={(password) => set({ password })}
          error={errors.password}
          hint={`Pelo menos ${SENHA_MINIMA} caracteres.`}
          required
        />
        <TextField
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          value={d.confirmPassword}
          onChange={(confirmPassword) => set({ confirmPassword })}
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
