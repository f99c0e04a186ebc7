import { quantos, umaVez } from '../format.ts';

const ou = umaVez(() => new Intl.ListFormat('pt-BR', { type: 'disjunction' }));

/** Texts of CSV import and export, the same on the screen, in the API and on the CLI. */
export const MSG_CSV = {
  escolherArquivo: 'Escolher arquivo',
  nenhumArquivo: 'Nenhum arquivo escolhido',
  /** A NUL character (byte 0): a binary file, or UTF-16 saved without its byte-order mark. */
  caractereNulo:
    'O arquivo tem um caractere nulo (byte 0), que uma planilha CSV de texto não tem: se foi salvo como "Texto Unicode" (UTF-16), salve-o de novo como "CSV UTF-8"; se não, não é uma planilha CSV.',
  linhaLonga: 'Linha longa demais (mais de 1 MB): o arquivo não parece ser uma planilha CSV.',
  vazio: 'O arquivo está vazio: falta a linha de cabeçalho com os nomes das colunas.',
  semLinhas: 'O arquivo não tem linhas de dados abaixo do cabeçalho.',
  colunaAusente: (rotulo: string) => `Coluna obrigatória ausente: ${rotulo}.`,
  colunaRepetida: (rotulo: string) => `Coluna repetida: ${rotulo}.`,
  celulasDemais: 'A linha tem mais células que o cabeçalho.',
  entidadeDesconhecida: (nome: string, validas: string) => `Não sei importar "${nome}". Use uma destas: ${validas}.`,
  referenciaDesconhecida: (oque: string, valor: string) => `${oque} não encontrado nesta fazenda: ${valor}.`,
  /** A cell of a column with a closed list (ordenha, sexo, evento, status…): what it says and what it may say. */
  opcaoDesconhecida: (coluna: string, valor: string, validas: readonly string[]) =>
    `Valor desconhecido em ${coluna}: "${valor}". Use: ${ou().format(validas)}.`,
  linhaRepetida: (linha: number) => `Linha repetida: os mesmos dados-chave da linha ${linha}.`,
  idInvalido: 'Identificador inválido: deixe a célula vazia para um registro novo.',
  idRepetido: (linha: number) => `ID repetido: o mesmo da linha ${linha}.`,
  idOutraFazenda:
    'Identificador já usado em outra fazenda: apague a coluna ID para importar estas linhas como registros novos.',
  chaveDeOutro: 'Já existe outro registro com estes dados-chave (e outro ID) nesta fazenda.',
  erros: (n: number) => quantos(n, 'erro', 'erros'),
  errosDemais: (n: number) => `… e mais ${quantos(n, 'erro não mostrado', 'erros não mostrados')}.`,
  nadaGravado: 'Nada foi gravado: corrija as linhas com erro e importe de novo.',
  resumo: (r: { novos: number; atualizados: number; inalterados: number }) =>
    `${quantos(r.novos, 'novo', 'novos')}, ${quantos(r.atualizados, 'atualizado', 'atualizados')}, ${r.inalterados} sem alteração`,
  importado: 'Importação concluída.',
  simulado: 'Simulação: nada foi gravado.',
  exportado: 'Arquivo exportado.',
  arquivoGrande: 'Arquivo grande demais para a tela (máximo 16 MB): use "leiteira importar" na linha de comando.',
} as const;
