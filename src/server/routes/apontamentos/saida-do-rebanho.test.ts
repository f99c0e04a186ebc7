import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Alerta } from '../../../domain/alertas.ts';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { formatData, hojeNoFuso } from '../../../domain/format.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';

/**
 * Issue 22 item 7: a cow sold or dead leaves every herd count from her exit on (the register has no exit date: the
 * day the situação was changed from ativo is it), and counts as she was on the days before.
 */
const f = adminFixture({ fazenda: 'Fazenda da Saída' });
let hoje: string;
const base = (farm = f.farmId) => `/api/farms/${farm}`;

beforeAll(() => {
  hoje = hojeNoFuso('America/Sao_Paulo');
});

afterEach(() => {
  vi.useRealTimers();
});

interface Animal {
  id: string;
  identificacao: string;
  updatedAt: string;
}

async function vaca(farm: string, identificacao: string, situacao = 'ativo'): Promise<Animal> {
  return jsonComStatus<Animal>(
    await f.t.request('POST', `${base(farm)}/animais`, {
      cookie: f.admin,
      body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa', situacao },
    }),
    201,
  );
}

async function evento(farm: string, animalId: string, data: string, ev: string, resultado?: string) {
  await jsonComStatus(
    await f.t.request('POST', `${base(farm)}/reproducao`, {
      cookie: f.admin,
      body: { animalId, data, evento: ev, ...(resultado ? { resultado } : {}) },
    }),
    201,
  );
}

/** Marks the cow sold through the register's form (PUT), as a user does; `em` sets the clock of that moment. */
async function vender(farm: string, a: Animal, em?: string) {
  if (em) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(em));
  }
  await jsonComStatus(
    await f.t.request('PUT', `${base(farm)}/animais/${a.id}`, {
      cookie: f.admin,
      body: {
        identificacao: a.identificacao,
        categoria: 'Vaca Leiteira',
        raca: 'Holandesa',
        situacao: 'vendido',
        updatedAt: a.updatedAt,
      },
    }),
  );
  vi.useRealTimers();
}

const umaCasa = (n: number) => Math.round(n * 10) / 10;
const soma = (de: number, ate: number) => ((de + ate) * (ate - de + 1)) / 2;

describe('an exit takes the animal out of the herd figures from its date', () => {
  it("a cow sold mid-lactation without a Secagem counts in the assessment's zootécnico only until the sale", async () => {
    const farm = f.farmId;
    // calved 01/12/2024, never dried off, sold (the register changed) on 30/06/2025 at noon, Brasília time
    const vendida = await vaca(farm, 'V-VENDIDA');
    await evento(farm, vendida.id, '2024-12-01', 'Parto');
    await vender(farm, vendida, '2025-06-30T15:00:00Z');
    // stayed: calved 01/11/2024, dried off 01/09/2025
    const ficou = await vaca(farm, 'V-FICOU');
    await evento(farm, ficou.id, '2024-11-01', 'Parto');
    await evento(farm, ficou.id, '2025-09-01', 'Secagem');
    // registered already sold afterwards, with her history: calved 01/01/2025, last milked 31/03/2025
    const historica = await vaca(farm, 'V-HISTORICA', 'vendido');
    await evento(farm, historica.id, '2025-01-01', 'Parto');
    await jsonComStatus(
      await f.t.request('POST', `${base(farm)}/producao`, {
        cookie: f.admin,
        body: { animalId: historica.id, data: '2025-03-31', ordenha: 'Manhã', producao: 12 },
      }),
      201,
    );

    const { sugestao } = await jsonComStatus<{ sugestao: { zootecnico: Record<string, number | undefined> } }>(
      await f.t.request('GET', `${base(farm)}/avaliacoes/2025/sugestao`, { cookie: f.admin }),
    );
    // By hand over the 365 days of 2025:
    // sold cow: in milk 01/01–29/06 = 180 days, DEL 31 … 210; a cow those 180 days
    // cow that stayed: a cow 365 days; in milk 01/01–31/08 = 243 days, DEL 61 … 303
    // registered sold: in milk 01/01–31/03 = 90 days (she left the day after her last milking), DEL 0 … 89
    expect(sugestao.zootecnico).toEqual({
      vacasLactacaoMedia: (180 + 243 + 90) / 365, // 1,4 (counting the sold cows all year, as before: 2,7)
      vacasTotalMedia: (180 + 365 + 90) / 365, // 1,7
      delMedio: umaCasa((soma(31, 210) + soma(61, 303) + soma(0, 89)) / (180 + 243 + 90)),
    });
  });

  it('a cow sold today: no alert nor agenda for her, out of today’s count, still counted yesterday; her ficha ends at the sale', async () => {
    const farm = await f.t.createFarm('Fazenda da Venda de Hoje');
    // in milk for 300 days, pregnant (Holandesa: calving expected at +50 days): her dry-off is overdue since 10 days
    const v = await vaca(farm, 'V-21');
    await evento(farm, v.id, somarDias(hoje, -300), 'Parto');
    await evento(farm, v.id, somarDias(hoje, -230), 'Inseminação');
    await evento(farm, v.id, somarDias(hoje, -190), 'Diagnóstico', 'positivo');
    const alertas = async () =>
      (
        await jsonComStatus<{ alertas: Alerta[] }>(
          await f.t.request('GET', `${base(farm)}/alertas`, { cookie: f.admin }),
        )
      ).alertas;
    const agenda = async () =>
      (
        await jsonComStatus<{ eventos: { identificacao: string }[] }>(
          await f.t.request('GET', `${base(farm)}/reproducao/proximos?dias=60`, { cookie: f.admin }),
        )
      ).eventos;
    expect((await alertas()).map((a) => a.text)).toEqual([
      `Secagem prevista em atraso: vaca V-21 (desde ${formatData(somarDias(hoje, -10))})`,
    ]);
    expect((await agenda()).map((e) => e.identificacao)).toEqual(['V-21', 'V-21']);

    await vender(farm, v);

    expect(await alertas()).toEqual([]);
    expect(await agenda()).toEqual([]);
    const emLactacao = async (dia: string) =>
      (
        await jsonComStatus<{ vacasLactantes: number }>(
          await f.t.request('GET', `${base(farm)}/producao/resumo?ate=${dia}`, { cookie: f.admin }),
        )
      ).vacasLactantes;
    expect(await emLactacao(hoje)).toBe(0);
    // yesterday she was there and in milk: the day's count and the batch screen of that milking have her
    const ontem = somarDias(hoje, -1);
    expect(await emLactacao(ontem)).toBe(1);
    const lote = await jsonComStatus<{ vacas: { identificacao: string; del: number }[] }>(
      await f.t.request('GET', `${base(farm)}/producao/lote?data=${ontem}&ordenha=Manh%C3%A3`, { cookie: f.admin }),
    );
    expect(lote.vacas).toMatchObject([{ identificacao: 'V-21', del: 299 }]);
    expect(
      (
        await jsonComStatus<{ vacas: unknown[] }>(
          await f.t.request('GET', `${base(farm)}/producao/lote?data=${hoje}&ordenha=Manh%C3%A3`, { cookie: f.admin }),
        )
      ).vacas,
    ).toEqual([]);

    const ficha = await jsonComStatus<{ status: Record<string, unknown>; eventos: unknown[] }>(
      await f.t.request('GET', `${base(farm)}/animais/${v.id}/ficha`, { cookie: f.admin }),
    );
    expect(ficha.status).toMatchObject({
      lactando: false,
      del: null,
      ultimoParto: somarDias(hoje, -300),
      fimLactacao: hoje,
      secagemPrevista: null,
      partoPrevisto: null,
      saida: { data: hoje, situacao: 'vendido' },
      descricao: `Vendido em ${formatData(hoje)}`,
    });
    expect(ficha.eventos).toHaveLength(3);
  });
});
