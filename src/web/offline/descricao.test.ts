/** A waiting or refused change reads as the person typed it, never as the request it became. */
import { describe, expect, it } from 'vitest';
import { describe as describeRequest } from '../api/mutate.ts';
import { descrever, linhaDe, textoParaCopiar } from './descricao.ts';
import { type OutboxItem, rotulosDoCorpo } from './outbox-rules.ts';

const FARM = '0193a1b2-0000-7000-8000-000000000001';
const VACA = '0193a1b2-0000-7000-8000-0000000000aa';
const item = (method: string, path: string, body?: unknown, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  userId: 'u1',
  req: describeRequest(`/api/farms/${FARM}/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  }),
  criadoEm: '2026-11-25T09:30:00.000Z',
  tentativas: 0,
  estado: 'pendente',
  ...extra,
});
const ordenha = { id: 'r1', data: '2026-11-25', animalId: VACA, ordenha: 'Manhã', producao: 9.5 };

describe('descrever', () => {
  it('a milking: the kind, the cow as the device named her when stored, the date dd/mm/aaaa, the milking, the litres', () => {
    const i = item('POST', 'producao', ordenha, {
      rotulos: rotulosDoCorpo(JSON.stringify(ordenha), (id) => (id === VACA ? 'V7' : undefined)),
    });
    const d = descrever(i); // the herd as read now no longer has her
    expect(linhaDe(d)).toBe('Produção — V7, 25/11/2026 Manhã, 9,5 L');
    expect(d.farmId).toBe(FARM);
    expect(d.corrigivel).toEqual({ recurso: 'producao', corpo: ordenha });
    expect(linhaDe(d)).not.toContain(FARM);
  });

  it('names the cow from the herd when the item kept no name, and says when nobody knows her', () => {
    expect(linhaDe(descrever(item('POST', 'producao', ordenha), () => 'V9'))).toBe(
      'Produção — V9, 25/11/2026 Manhã, 9,5 L',
    );
    expect(linhaDe(descrever(item('POST', 'producao', ordenha)))).toBe(
      'Produção — animal não encontrado, 25/11/2026 Manhã, 9,5 L',
    );
  });

  it('quality, reproduction, an edit, a delete, the batch, any other resource', () => {
    const q = { id: 'q', data: '2026-11-20', amostra: 'Tanque 1', gordura: 3.65, proteina: 3.2, ccs: 420, cbt: 150000 };
    expect(linhaDe(descrever(item('POST', 'qualidade', q)))).toBe(
      'Qualidade — Tanque 1, 20/11/2026, gordura 3,65%, proteína 3,20%, CCS 420, CBT 150.000',
    );
    const r = {
      id: 'x',
      data: '2026-11-01',
      animalId: VACA,
      evento: 'Diagnóstico',
      resultado: 'positivo',
      observacao: '',
    };
    expect(linhaDe(descrever(item('POST', 'reproducao', r), () => 'V7'))).toBe(
      'Reprodução — V7, 01/11/2026, Diagnóstico (positivo)',
    );
    const edit = descrever(item('PUT', 'producao/r1', { ...ordenha, updatedAt: 'v' }), () => 'V7');
    expect(linhaDe(edit)).toBe('Produção (alteração) — V7, 25/11/2026 Manhã, 9,5 L');
    expect(edit.corrigivel).toBeNull(); // only a new record goes back to the form
    expect(linhaDe(descrever(item('DELETE', 'producao/r1')))).toBe('Produção (exclusão)');
    const lote = { data: '2026-11-25', ordenha: 'Tarde', itens: [{ id: 'a', animalId: VACA, producao: 1 }] };
    expect(linhaDe(descrever(item('POST', 'producao/lote', lote)))).toBe(
      'Lançamento em lote — 25/11/2026 Tarde, 1 vaca',
    );
    const conta = { id: 'c', descricao: 'Ração', vencimento: '2026-12-01', categoriaId: 'k' };
    expect(linhaDe(descrever(item('POST', 'contas-pagar', conta)))).toBe('Contas pagar — Ração, 01/12/2026');
  });

  it('the copied text: the record as typed, when, and the server’s reason', () => {
    const i = item('POST', 'producao', ordenha, {
      rotulos: { [VACA]: 'V7' },
      estado: 'rejeitado',
      rejeicao: { status: 400, mensagem: 'Animal não encontrado nesta fazenda.' },
    });
    const texto = textoParaCopiar(i, descrever(i));
    expect(texto.split('\n')[0]).toBe('Produção — V7, 25/11/2026 Manhã, 9,5 L');
    expect(texto).toMatch(/^Digitado em 25\/11\/2026/m);
    expect(texto).toContain('Recusado pelo servidor: Animal não encontrado nesta fazenda.');
  });

  it('a treatment and a medicine typed offline (Sanidade) read as typed, the cow and the medicine by name', () => {
    const REMEDIO = '0193a1b2-0000-7000-8000-0000000000bb';
    const tratamento = {
      id: 't1',
      data: '2026-11-25',
      animalId: VACA,
      tipo: 'Tratamento',
      motivo: 'Mastite clínica',
      medicamentoId: REMEDIO,
      dose: 1,
      dias: 3,
    };
    const nomes = (id: string) => ({ [VACA]: 'V7', [REMEDIO]: 'Mastizone' })[id];
    const i = item('POST', 'eventos-sanitarios', tratamento, {
      rotulos: rotulosDoCorpo(JSON.stringify(tratamento), nomes),
    });
    expect(linhaDe(descrever(i))).toBe(
      'Evento sanitário — V7, 25/11/2026, Tratamento, Mastite clínica, Mastizone, dose 1,00 × 3 dia(s)',
    );
    const m = {
      id: 'm1',
      nome: 'Mastizone',
      carenciaLeite: 4,
      carenciaLeiteUnidade: 'dias',
      carenciaCarneDias: 5,
      unidade: 'bisnaga',
    };
    expect(linhaDe(descrever(item('POST', 'medicamentos', m)))).toBe(
      'Medicamento — Mastizone, carência de leite 4 dias, de carne 5 dias',
    );
  });
});
