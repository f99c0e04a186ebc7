import { describe, expect, it } from 'vitest';
import {
  baixaSchema,
  categoriaSchema,
  contaPagarSchema,
  filtroContasPagarSchema,
  filtroFluxoSchema,
  fornecedorSchema,
  receitaSchema,
  recusaStatus,
} from './schemas.ts';

function campos(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

const pagar = {
  data_vencimento: '2025-03-10',
  fornecedor: 'Agropecuária',
  descricao: 'Ração',
  categoria: 'Alimentação',
  valor: 123456,
};

describe('contaPagarSchema', () => {
  it('accepts a full payable and drops a status sent by the client', () => {
    const r = contaPagarSchema.parse({ ...pagar, status: 'Pago' });
    expect(r).toEqual(pagar);
  });
  it("says 'Campo obrigatório' for each empty field", () => {
    const r = contaPagarSchema.safeParse({ data_vencimento: '', fornecedor: ' ', descricao: '', categoria: '' });
    expect(campos(r)).toMatchObject({
      data_vencimento: 'Campo obrigatório',
      fornecedor: 'Campo obrigatório',
      descricao: 'Campo obrigatório',
      categoria: 'Campo obrigatório',
    });
    expect(campos(r).valor).toBeDefined();
  });
  it('refuses negative, zero, fractional and non-numeric values', () => {
    expect(campos(contaPagarSchema.safeParse({ ...pagar, valor: -1 })).valor).toBe('O valor não pode ser negativo.');
    expect(campos(contaPagarSchema.safeParse({ ...pagar, valor: 0 })).valor).toBe('O valor deve ser maior que zero.');
    expect(campos(contaPagarSchema.safeParse({ ...pagar, valor: 1.5 })).valor).toBe('Informe o valor em centavos.');
    expect(campos(contaPagarSchema.safeParse({ ...pagar, valor: '10' })).valor).toBe('Informe um valor numérico.');
  });
  it('refuses impossible dates and overlong descriptions', () => {
    expect(campos(contaPagarSchema.safeParse({ ...pagar, data_vencimento: '2025-02-30' })).data_vencimento).toMatch(
      /Data inválida/,
    );
    expect(campos(contaPagarSchema.safeParse({ ...pagar, descricao: 'x'.repeat(10_000) })).descricao).toBe(
      'Use no máximo 500 caracteres.',
    );
  });
});

describe('other entities', () => {
  it('income needs forma_recebimento; observacoes is optional', () => {
    const r = receitaSchema.safeParse({ data: '2025-01-01', descricao: 'Leite', categoria: 'Venda', valor: 100 });
    expect(campos(r)).toEqual({ forma_recebimento: 'Campo obrigatório' });
  });
  it('category defaults ativo to Sim and checks tipo', () => {
    expect(categoriaSchema.parse({ nome: 'Ração', tipo: 'Despesa' }).ativo).toBe('Sim');
    expect(campos(categoriaSchema.safeParse({ nome: 'Ração', tipo: 'Outro' })).tipo).toBe('Campo obrigatório');
  });
  it('supplier checks CPF/CNPJ length and e-mail only when given', () => {
    expect(fornecedorSchema.parse({ nome: 'Coop' })).toMatchObject({ cnpj_cpf: '', email: '' });
    expect(fornecedorSchema.safeParse({ nome: 'Coop', cnpj_cpf: '12.345.678/0001-90' }).success).toBe(true);
    expect(fornecedorSchema.safeParse({ nome: 'Coop', cnpj_cpf: '123.456.789-09' }).success).toBe(true);
    expect(campos(fornecedorSchema.safeParse({ nome: 'Coop', cnpj_cpf: '123' })).cnpj_cpf).toMatch(/CNPJ\/CPF/);
    expect(campos(fornecedorSchema.safeParse({ nome: 'Coop', email: 'x@' })).email).toBe('Email inválido.');
  });
  it('baixa needs a bank account with the message of docs/PRODUTO.md §Financeiro', () => {
    expect(campos(baixaSchema.safeParse({})).conta_bancaria).toBe('Por favor, selecione uma conta bancária');
    expect(campos(baixaSchema.safeParse({ conta_bancaria: '' })).conta_bancaria).toBe(
      'Por favor, selecione uma conta bancária',
    );
  });
});

describe('filters', () => {
  it('treats empty query values as absent and checks the period', () => {
    const primeiraPagina = { pagina: 1, porPagina: 50 };
    expect(filtroContasPagarSchema.parse({ de: '', status: '', q: '' })).toEqual(primeiraPagina);
    expect(campos(filtroContasPagarSchema.safeParse({ de: '2025-02-01', ate: '2025-01-01' })).ate).toMatch(
      /data final/,
    );
    expect(filtroContasPagarSchema.safeParse({ status: 'Recebido' }).success).toBe(false);
    expect(filtroContasPagarSchema.parse({ status: 'Vencida' })).toEqual({ ...primeiraPagina, status: 'Vencida' });
    expect(filtroContasPagarSchema.parse({ pagina: '3', porPagina: '20' })).toMatchObject({ pagina: 3, porPagina: 20 });
    expect(campos(filtroContasPagarSchema.safeParse({ porPagina: '5000' })).porPagina).toBe(
      'No máximo 500 registros por página.',
    );
  });
  it('cash flow takes a month and a count', () => {
    expect(filtroFluxoSchema.parse({ ate: '2025-03', meses: '6' })).toEqual({ ate: '2025-03', meses: 6 });
    expect(filtroFluxoSchema.safeParse({ ate: '2025-13' }).success).toBe(false);
  });
});

describe('statuses the accounts set', () => {
  it('refuses deleting or renaming Pendente, Pago and Recebido; anything else passes', () => {
    expect(recusaStatus('Pago')).toBe(
      'O status "Pago" é usado pelas contas (baixa e estorno) e não pode ser excluído.',
    );
    expect(recusaStatus('Recebido', 'Quitado')).toBe(
      'O status "Recebido" é usado pelas contas (baixa e estorno) e não pode ser renomeado.',
    );
    expect(recusaStatus('Pendente')).not.toBeNull();
    expect(recusaStatus('Pago', 'Pago')).toBeNull();
    expect(recusaStatus('Cancelado')).toBeNull();
    expect(recusaStatus('Cancelado', 'Anulado')).toBeNull();
  });
});
