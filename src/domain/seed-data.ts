import type { Modulo } from './modules.ts';
import { MODULOS } from './modules.ts';

/**
 * Seed data (docs/PRODUTO.md §Administração, §Cadastros): groups, a sample farm and the default registries of every new
 * farm.
 */
export const GRUPOS_PADRAO: { name: string; description: string; allowedModules: Modulo[] }[] = [
  { name: 'Administradores', description: 'Acesso a todos os módulos', allowedModules: [...MODULOS] },
  {
    name: 'Gerentes',
    description: 'Gestão da fazenda: animais, financeiro e relatórios',
    allowedModules: ['dashboard', 'animals', 'financial', 'reports'],
  },
  {
    name: 'Operadores',
    description: 'Operação diária: animais, apontamentos e sanidade',
    allowedModules: ['animals', 'appointments', 'health'],
  },
];

export const FAZENDA_EXEMPLO = {
  name: 'Fazenda Modelo',
  location: 'Minas Gerais, MG',
  size: 120,
  allowedModules: [...MODULOS],
};

export const TECNICOS_PADRAO = [
  {
    nome: 'Dr. Carlos Silva',
    especialidade: 'Médico Veterinário',
    telefone: '(31) 99999-0001',
    email: 'carlos.vet@exemplo.com.br',
  },
  {
    nome: 'Ana Souza',
    especialidade: 'Zootecnista',
    telefone: '(31) 99999-0002',
    email: 'ana.zootecnia@exemplo.com.br',
  },
];

export const TIPOS_ANIMAIS_PADRAO = [
  { nome: 'Vaca Leiteira', categoria: 'Bovino', descricao: 'Fêmeas em produção de leite' },
  { nome: 'Bezerro', categoria: 'Bovino', descricao: 'Bovinos jovens até 1 ano' },
  { nome: 'Touro Reprodutor', categoria: 'Bovino', descricao: 'Machos para reprodução' },
  { nome: 'Novilha', categoria: 'Bovino', descricao: 'Fêmeas jovens ainda não cobertas' },
  { nome: 'Vaca Seca', categoria: 'Bovino', descricao: 'Fêmeas fora de lactação' },
];

export const TIPOS_INSTALACOES_PADRAO = [
  { nome: 'Estábulo', finalidade: 'Abrigo', descricao: 'Abrigo dos animais' },
  { nome: 'Sala de Ordenha', finalidade: 'Produção', descricao: 'Ordenha do rebanho' },
  { nome: 'Armazém', finalidade: 'Armazenamento', descricao: 'Armazenamento de insumos e rações' },
];

export const TIPOS_MAQUINAS_PADRAO = [
  { nome: 'Trator', categoria: 'Tração', descricao: 'Tratores agrícolas' },
  { nome: 'Ordenhadeira', categoria: 'Ordenha', descricao: 'Equipamento de ordenha mecânica' },
  { nome: 'Plantadeira', categoria: 'Plantio', descricao: 'Implemento de plantio' },
];

export const TIPOS_TERRAS_PADRAO = [
  { nome: 'Instalações', descricao: 'Área ocupada por benfeitorias' },
  { nome: 'Pastagem intensificada sequeiro', descricao: 'Pastagem adubada sem irrigação' },
  { nome: 'Reserva', descricao: 'Reserva legal e APP' },
  { nome: 'Silagem', descricao: 'Área de produção de volumoso para silagem' },
];

/** docs/PRODUTO.md §Cadastros: Pendente (orange), Pago (green), Recebido (green), Cancelado (red). */
export const STATUS_PADRAO = [
  { nome: 'Pendente', cor: 'orange', descricao: 'Aguardando pagamento ou recebimento', ativo: 'Sim' as const },
  { nome: 'Pago', cor: 'green', descricao: 'Conta paga', ativo: 'Sim' as const },
  { nome: 'Recebido', cor: 'green', descricao: 'Conta recebida', ativo: 'Sim' as const },
  { nome: 'Cancelado', cor: 'red', descricao: 'Conta cancelada', ativo: 'Sim' as const },
];

export const CONTAS_BANCARIAS_PADRAO = [
  { nome: 'Banco do Brasil - Conta Corrente', banco: 'Banco do Brasil', agencia: '', conta: '', ativo: 'Sim' as const },
  {
    nome: 'Caixa Econômica Federal - Conta Corrente',
    banco: 'Caixa Econômica Federal',
    agencia: '',
    conta: '',
    ativo: 'Sim' as const,
  },
  { nome: 'Bradesco - Conta Corrente', banco: 'Bradesco', agencia: '', conta: '', ativo: 'Sim' as const },
  { nome: 'Sicoob - Conta Corrente', banco: 'Sicoob', agencia: '', conta: '', ativo: 'Sim' as const },
  { nome: 'Caixa da Fazenda (dinheiro)', banco: '', agencia: '', conta: '', ativo: 'Sim' as const },
];

/**
 * Sanidade's medicine classes of a new farm (issue 39): names and units only. The withdrawal figures are the label's,
 * so they stay blank until the farm types them from its product's bula, and a treatment with a blank one is refused
 * saying so (MSG_SANIDADE.carenciaNaoInformada): the product never invents a withdrawal.
 */
export const MEDICAMENTOS_PADRAO = [
  { nome: 'Antibiótico intramamário (vaca em lactação)', unidade: 'bisnaga' },
  { nome: 'Antibiótico injetável', unidade: 'mL' },
  { nome: 'Anti-inflamatório', unidade: 'mL' },
  { nome: 'Antiparasitário', unidade: 'mL' },
  { nome: 'Vacina contra brucelose (B19)', unidade: 'dose' },
];
