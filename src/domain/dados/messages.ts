import { formatData } from '../format.ts';

/** Texts of backups, restore, diagnosis and moving a farm (CLI and admin panel). */
export const MSG_DADOS = {
  // restaurar
  arquivoNaoEncontrado: (arquivo: string) => `Arquivo não encontrado: ${arquivo}.`,
  naoEhBanco: (arquivo: string) => `${arquivo} não é um banco de dados SQLite/libSQL; nada foi alterado.`,
  naoEhDaLeiteira: (arquivo: string) =>
    `${arquivo} não é um banco da Gestão Leiteira (faltam as tabelas do sistema); nada foi alterado.`,
  bancoCorrompido: (arquivo: string) =>
    `O arquivo ${arquivo} está danificado (a verificação de integridade falhou) e não pode ser restaurado; ` +
    'nada foi alterado. Use outra cópia de segurança.',
  esquemaMaisNovo: (arquivo: string, dele: string, nosso: string) =>
    `${arquivo} é de uma versão mais nova do sistema (esquema ${dele}; este programa conhece até ${nosso}). ` +
    'Atualize a Gestão Leiteira antes de restaurá-lo; nada foi alterado.',
  mesmoArquivo: 'O arquivo a restaurar é o próprio banco em uso; escolha uma cópia de segurança.',
  servidorRodando: (pid: number, marca: string) =>
    `O servidor está rodando sobre este banco (processo ${pid}). Pare o servidor antes de restaurar ` +
    `(se ele não estiver rodando, apague ${marca}).`,
  servidorOutraMaquina: (host: string, marca: string) =>
    `O servidor pode estar rodando sobre este banco na máquina "${host}". Pare-o antes de restaurar ` +
    `(se ele não estiver rodando, apague ${marca}).`,
  somenteArquivo:
    'Só o banco embutido (file:) pode ser restaurado pela CLI; num servidor libSQL use as ferramentas dele.',
  restaurado: (origem: string, destino: string) => `Banco ${destino} restaurado a partir de ${origem}.`,
  migrado: (de: string, para: string) => `O banco restaurado foi atualizado do esquema ${de} para ${para}.`,
  anteriorGuardado: (arquivo: string) => `O banco anterior foi guardado em ${arquivo}.`,
  falhaAoMigrar: (detalhe: string) =>
    `Não foi possível atualizar o esquema do arquivo restaurado (${detalhe}); nada foi alterado.`,

  copiandoAntesDeAtualizar: (gb: string) =>
    `Versão nova: copiando o banco (${gb} GB) antes de atualizá-lo; o servidor abre quando terminar…`,
  atualizandoOBanco: (migracoes: string) => `Atualizando o banco para a versão nova (${migracoes})…`,
  etapaConcluida: (segundos: string) => `Pronto, em ${segundos} s.`,
  copiaAntesDeAtualizar: (arquivo: string) =>
    `Versão nova: o banco foi copiado em ${arquivo} antes de ser atualizado (para voltar à versão anterior).`,

  // backups agendados
  backupFalhou: (motivo: string) => `O backup automático falhou: ${motivo}`,
  backupDesligado: 'Backups automáticos desligados (BACKUP_DIR=off ou banco num servidor libSQL).',

  // diagnóstico
  diagIntegridadeOk: 'Integridade: ok',
  diagIntegridadeFalha: (detalhe: string) => `Integridade: FALHA (${detalhe})`,
  diagChavesOk: 'Chaves estrangeiras: ok',
  diagChavesFalha: (n: number, tabelas: string) =>
    `Chaves estrangeiras: ${n} ${n === 1 ? 'registro aponta' : 'registros apontam'} para o que não existe (${tabelas})`,
  diagMigracoesOk: (versao: string) => `Esquema: em dia (${versao})`,
  diagMigracoesPendentes: (n: number, lista: string) =>
    `Esquema: ${n} ${n === 1 ? 'migração pendente' : 'migrações pendentes'} (${lista}); rode "leiteira migrate" ou inicie o servidor`,
  diagEsquemaNovo: (versao: string) =>
    `Esquema: o banco é de uma versão mais nova do sistema (${versao}); atualize a Gestão Leiteira`,
  // The data's size is the file plus what is still in its WAL (SQLite folds the WAL into the file at a checkpoint):
  // a busy server's fresh database is a 4 KB file beside megabytes of WAL, and 'banco 4 KB' read as empty.
  diagTamanho: (total: string, banco: string, wal: string | null) =>
    wal ? `Tamanho: ${total} (arquivo do banco ${banco}, mais ${wal} ainda no arquivo WAL)` : `Tamanho: ${total}`,
  diagBackupUltimo: (quando: string, idade: string, arquivo: string) =>
    `Último backup: ${quando} (há ${idade}) — ${arquivo}`,
  diagBackupAntigo: (quando: string, idade: string) =>
    `Último backup: ${quando}, há ${idade} — antigo demais (mais de 2 dias)`,
  diagBackupNenhum: (pasta: string) => `Último backup: nenhum em ${pasta}`,
  diagBackupDesligado: 'Último backup: backups automáticos desligados (BACKUP_DIR=off)',
  diagServidor: (pid: number) => `Servidor: rodando (processo ${pid})`,
  diagServidorParado: 'Servidor: parado',
  diagCicloOk: 'Reprodução: nenhuma sequência impossível',
  diagCicloFalha: (n: number) =>
    `Reprodução: ${n} ${n === 1 ? 'registro impossível' : 'registros impossíveis'} no histórico (nada foi alterado; corrija na aba Reprodução):`,
  diagCicloLinha: (r: { fazenda: string; animal: string; data: string; evento: string; mensagem: string }) =>
    `             ${r.fazenda}, animal ${r.animal}, ${formatData(r.data)}, ${r.evento}: ${r.mensagem}`,
  diagCicloMais: (n: number) => `             … e mais ${n} (veja --json)`,
  diagCicloErro: (detalhe: string) => `Reprodução: não foi possível conferir (${detalhe})`,
  diagTudoOk: 'Nenhum problema encontrado.',
  diagProblemas: (n: number) => `${n} ${n === 1 ? 'problema encontrado' : 'problemas encontrados'}.`,

  // mover fazenda
  fazendaNaoEncontrada: (id: string) => `Fazenda não encontrada: ${id}.`,
  zipInvalido: (arquivo: string) =>
    `${arquivo} não é uma exportação de fazenda da Gestão Leiteira (falta manifesto.json); nada foi alterado.`,
  zipEsquemaNovo: (dele: string, nosso: string) =>
    `A exportação é de uma versão mais nova do sistema (esquema ${dele}; este programa conhece até ${nosso}). ` +
    'Atualize a Gestão Leiteira antes de importá-la; nada foi alterado.',
  zipTabelaDesconhecida: (tabela: string) =>
    `A exportação traz a tabela "${tabela}", que este sistema não tem; nada foi alterado.`,
  zipColunaDesconhecida: (tabela: string, coluna: string) =>
    `A exportação traz a coluna "${coluna}" na tabela "${tabela}", que este sistema não tem; nada foi alterado.`,
  zipLinhaInvalida: (tabela: string, linha: number) =>
    `Linha ${linha} de ${tabela} ilegível ou de outra fazenda; nada foi alterado.`,
  fazendaJaExiste: (nome: string, id: string) =>
    `A fazenda "${nome}" (${id}) já existe neste banco. Use --substituir para trocar os dados dela pelos do arquivo.`,
  idJaUsado: (tabela: string) =>
    `Um registro de "${tabela}" do arquivo já existe neste banco em outra fazenda (mesmo id); nada foi alterado.`,
  importacaoRecusada: (detalhe: string) => `O banco recusou a importação (${detalhe}); nada foi alterado.`,
  arquivoJaExiste: (arquivo: string) => `O arquivo ${arquivo} já existe; escolha outro nome.`,
  // cópias de fazendas de outras instalações (docs/PRODUTO.md §Fazendas)
  /** Every write to a read-only copy, on every path (form, API, batch, CSV import, offline replay): the kernel's. */
  copiaSomenteLeitura: (data: string) =>
    `Esta fazenda é uma cópia somente leitura de ${data}; altere-a na instalação de origem.`,
  copiaMaisAntiga: (dele: string, daqui: string) =>
    `O arquivo é de ${dele}, mais antigo que a cópia desta instalação (${daqui}); nada foi alterado.`,
  copiaDe: (data: string) => `Cópia de ${data}`,
  copiaAviso: (data: string) =>
    `Cópia somente leitura de ${data}, trazida de outra instalação: aqui só se consulta e compara. ` +
    'Para atualizar, importe uma exportação mais nova (leiteira fazenda importar --copia --substituir).',
  exportada: (nome: string, arquivo: string, registros: number) =>
    `Fazenda "${nome}" exportada para ${arquivo} (${registros.toLocaleString('pt-BR')} registros).`,
  importada: (nome: string, registros: number, substituida: boolean) =>
    `Fazenda "${nome}" ${substituida ? 'substituída' : 'importada'} (${registros.toLocaleString('pt-BR')} registros).`,
  importadaCopia: (data: string) => `É uma cópia somente leitura de ${data}.`,
  usuariosAusentes: (n: number) =>
    `${n} ${n === 1 ? 'usuário da fazenda na origem não existe' : 'usuários da fazenda na origem não existem'} neste banco ` +
    '(lista em usuarios.json, dentro do arquivo): crie-os com "leiteira user create --farm"; senhas nunca saem do banco de origem.',
} as const;
