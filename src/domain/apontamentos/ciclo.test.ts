import { describe, expect, it } from 'vitest';
import {
  type EventoDoCiclo,
  faixaDeGestacao,
  recusaDaFemea,
  recusaDaMudanca,
  TOLERANCIA_GESTACAO_DIAS,
  violacoesDoCiclo,
} from './ciclo.ts';
import { eventoDeExemplo, VACA_HOLANDESA as HOLANDESA, NOVILHA_HOLANDESA as NOVILHA } from './ciclo-historias-tests.ts';
import { MSG_APONT } from './messages.ts';

const ev = eventoDeExemplo();
/** The refusal of writing `novo` after `antes`, or null. */
const registrar = (antes: EventoDoCiclo[], novo: EventoDoCiclo, femea = HOLANDESA) =>
  recusaDaMudanca(antes, [...antes, novo], femea, novo.id, 'registrar')?.mensagem ?? null;

describe('the reproductive cycle (worked examples)', () => {
  it('gestation range: the breed table ± 20 days (Holandesa 280: 260 to 300; Gir 290: 270 to 310)', () => {
    expect(faixaDeGestacao('Holandesa')).toEqual({ minimo: 260, maximo: 300 });
    expect(faixaDeGestacao('Gir')).toEqual({ minimo: 270, maximo: 310 });
    // Norman et al. 2009: SD of gestation length about 5 to 6 d — the tolerance is over 3 SD (18 d) each side; and
    // the range holds every one of Knott's (1932) 2,824 Holstein gestations, 262 to 296 d
    expect(TOLERANCIA_GESTACAO_DIAS).toBeGreaterThanOrEqual(3 * 6);
    expect(faixaDeGestacao('Holandesa').minimo).toBeLessThanOrEqual(262);
    expect(faixaDeGestacao('Holandesa').maximo).toBeGreaterThanOrEqual(296);
  });

  it('a Parto 2 days after the previous one is refused (2 < 260)', () => {
    const parto = ev('2025-01-10', 'Parto');
    expect(registrar([parto], ev('2025-01-12', 'Parto'))).toBe(MSG_APONT.partoCedoDemais('2025-01-10', 2, 260));
  });

  it('a Parto 114 days after the confirmed service is refused; 282 days is accepted', () => {
    // service 2025-03-20 + 114 days = 2025-07-12; + 282 days = 2025-12-27
    const h = [
      ev('2024-03-01', 'Parto'),
      ev('2025-03-20', 'Inseminação'),
      ev('2025-04-25', 'Diagnóstico', { resultado: 'positivo' }),
    ];
    expect(registrar(h, ev('2025-07-12', 'Parto'))).toBe(MSG_APONT.partoForaDaGestacao('2025-03-20', 114, 260, 300));
    expect(registrar(h, ev('2025-12-27', 'Parto'))).toBeNull();
    // with an Aborto recorded first, the pregnancy ended: no gestation to fit (a cow, calved before)
    expect(registrar([...h, ev('2025-07-01', 'Aborto')], ev('2026-04-10', 'Parto'))).toBeNull();
  });

  it('a positive Diagnóstico with no service since the last calving is refused, unless it gives the gestation age', () => {
    const h = [ev('2025-01-10', 'Parto'), ev('2024-05-01', 'Inseminação')];
    expect(registrar(h, ev('2025-03-01', 'Diagnóstico', { resultado: 'positivo' }))).toBe(
      MSG_APONT.diagnosticoSemServico,
    );
    // monta natural not recorded: 45 days of gestation on 2025-03-01 dates the service 2025-01-15, after the calving
    expect(registrar(h, ev('2025-03-01', 'Diagnóstico', { resultado: 'positivo', idadeGestacaoDias: 45 }))).toBeNull();
    // 60 days would date it 2024-12-31, before the calving of 2025-01-10
    expect(registrar(h, ev('2025-03-01', 'Diagnóstico', { resultado: 'positivo', idadeGestacaoDias: 60 }))).toBe(
      MSG_APONT.idadeAntesDoParto('2024-12-31', '2025-01-10'),
    );
    // a negative diagnosis needs no service
    expect(registrar(h, ev('2025-03-01', 'Diagnóstico', { resultado: 'negativo' }))).toBeNull();
  });

  it('a service of a cow confirmed pregnant is refused until an Aborto or a negative diagnosis', () => {
    const h = [ev('2025-03-20', 'Inseminação'), ev('2025-04-25', 'Diagnóstico', { resultado: 'positivo' })];
    const msg = MSG_APONT.inseminacaoDePrenhe('2025-04-25');
    expect(registrar(h, ev('2025-05-10', 'Inseminação'))).toBe(msg);
    expect(registrar(h, ev('2025-05-10', 'Inseminação', { servico: 'Transferência de embrião' }))).toBe(msg);
    expect(registrar([...h, ev('2025-05-01', 'Aborto')], ev('2025-05-10', 'Inseminação'))).toBeNull();
    expect(
      registrar([...h, ev('2025-05-01', 'Diagnóstico', { resultado: 'negativo' })], ev('2025-05-10', 'Inseminação')),
    ).toBeNull();
  });

  it('a heifer’s Parto needs a service 260 to 300 days before: monta natural, TE or a diagnosis with the age count', () => {
    expect(registrar([], ev('2025-05-01', 'Parto'), NOVILHA)).toBe(MSG_APONT.partoSemServico(260, 300));
    // 2024-07-25 + 280 = 2025-05-01
    for (const servico of ['Monta natural', 'Transferência de embrião', null] as const)
      expect(registrar([ev('2024-07-25', 'Inseminação', { servico })], ev('2025-05-01', 'Parto'), NOVILHA)).toBeNull();
    // bought pregnant: diagnosed on arrival (2025-01-10) at 160 days: service 2024-08-03, calving 271 days later
    const compra = ev('2025-01-10', 'Diagnóstico', { resultado: 'positivo', idadeGestacaoDias: 160 });
    expect(registrar([compra], ev('2025-05-01', 'Parto'), NOVILHA)).toBeNull();
    // a cow's category calved before the system: her first recorded Parto needs no recorded service
    expect(registrar([], ev('2025-05-01', 'Parto'), HOLANDESA)).toBeNull();
  });

  it('a delete or an edit that leaves a later record impossible is refused naming it; an old fault does not block', () => {
    const insem = ev('2025-03-20', 'Inseminação');
    const diag = ev('2025-04-25', 'Diagnóstico', { resultado: 'positivo' });
    const h = [ev('2025-01-10', 'Parto'), insem, diag];
    const sem = h.filter((e) => e !== insem);
    expect(recusaDaMudanca(h, sem, HOLANDESA, insem.id, 'excluir')?.mensagem).toBe(
      MSG_APONT.mudancaQuebraCiclo('excluir', 'Diagnóstico', '2025-04-25', MSG_APONT.diagnosticoSemServico),
    );
    // a stored history with a fault (two calvings 2 days apart) still takes an unrelated record
    const velho = [ev('2024-01-10', 'Parto'), ev('2024-01-12', 'Parto')];
    expect(violacoesDoCiclo(velho, HOLANDESA)).toHaveLength(1);
    expect(registrar(velho, ev('2024-03-20', 'Inseminação'))).toBeNull();
  });

  it('a breed or a category change that makes a stored record impossible is refused naming it', () => {
    // Inseminação 2024-08-01 → Parto 2025-04-23: 265 days; Holandesa 260–300 fits, Gir 270–310 does not
    const h = [
      ev('2024-08-01', 'Inseminação'),
      ev('2024-09-05', 'Diagnóstico', { resultado: 'positivo' }),
      ev('2025-04-23', 'Parto'),
    ];
    const gir = recusaDaFemea(h, HOLANDESA, { ...HOLANDESA, raca: 'Gir' });
    expect(gir).toMatchObject({ id: h[2].id, campo: 'raca' });
    expect(gir?.mensagem).toBe(
      MSG_APONT.animalQuebraCiclo(
        'raca',
        'Parto',
        '2025-04-23',
        MSG_APONT.partoForaDaGestacao('2024-08-01', 265, 270, 310),
      ),
    );
    expect(recusaDaFemea(h, HOLANDESA, { ...HOLANDESA, raca: 'Jersey' })).toBeNull();
    // a cow's first Parto with no service: fine for a cow, impossible for a heifer
    const parto = [ev('2025-05-01', 'Parto')];
    expect(recusaDaFemea(parto, HOLANDESA, NOVILHA)?.mensagem).toBe(
      MSG_APONT.animalQuebraCiclo('categoria', 'Parto', '2025-05-01', MSG_APONT.partoSemServico(260, 300)),
    );
    // an old fault (two calvings 2 days apart) does not block a change it has nothing to do with
    const velho = [ev('2024-01-10', 'Parto'), ev('2024-01-12', 'Parto')];
    expect(recusaDaFemea(velho, HOLANDESA, { ...HOLANDESA, raca: 'Gir' })).toBeNull();
  });
});
