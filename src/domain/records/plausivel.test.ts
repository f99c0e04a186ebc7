import { describe, expect, it } from 'vitest';
import { validar } from '../validacao.ts';
import { ateHoje, datasDepoisDeHoje } from './plausivel.ts';
import { producaoSchema } from './schemas.ts';

describe('facts a farm cannot have yet', () => {
  it('names each field dated after the farm’s today; today itself and the past pass', () => {
    expect(datasDepoisDeHoje({ data: '2026-11-24' }, ['data'], '2026-11-23')).toEqual({
      data: 'A data não pode ser posterior a hoje.',
    });
    expect(
      datasDepoisDeHoje({ data: '2026-11-23', dataNascimento: null }, ['data', 'dataNascimento'], '2026-11-23'),
    ).toEqual({});
  });

  it('a form’s rules: the schema’s own message first, then the date', () => {
    const schema = ateHoje(producaoSchema, ['data'], '2026-11-23');
    const regras = (raw: unknown) => validar(schema, raw);
    const base = { animalId: 'a', ordenha: 'Manhã', producao: '10' };
    const vazio = regras({ ...base, data: '' });
    expect(vazio).toMatchObject({ ok: false, message: 'Todos os campos são obrigatórios.' });
    const futuro = regras({ ...base, data: '2030-01-01' });
    expect(futuro).toMatchObject({ ok: false, fields: { data: 'A data não pode ser posterior a hoje.' } });
    const ok = regras({ ...base, data: '2026-11-23' });
    expect(ok).toMatchObject({ ok: true, data: { producao: 10 } });
  });
});
