import { TELAS, type Tela, type TelaId } from '../../../domain/modules.ts';
import type { TipoDeCadastro } from '../../../domain/schemas/cadastros.ts';

/** The five inventory registries: their screen in the manifest, texts of docs/PRODUTO.md §Cadastros (confirmations and toasts) and columns. */
export interface Cadastro {
  tipo: TipoDeCadastro;
  /** The screen of the manifest (TELAS): its address, title and the modules it opens for. */
  tela: TelaId;
  rota: string;
  titulo: string;
  subtitulo: string;
  /** 'Técnico adicionado com sucesso!' / 'Tem certeza que deseja excluir este técnico? …' */
  singular: { rotulo: string; artigo: string; nome: string };
  campos: { campo: string; rotulo: string; obrigatorio?: boolean; entrada?: 'email' | 'tel' }[];
}

type Campo = Cadastro['campos'][number];

const NOME: Campo = { campo: 'nome', rotulo: 'Nome', obrigatorio: true };
const DESCRICAO: Campo = { campo: 'descricao', rotulo: 'Descrição' };
const obrigatorio = (campo: string, rotulo: string): Campo => ({ campo, rotulo, obrigatorio: true });

/**
 * Every registry is a screen of the manifest (its address under /dashboard/inventario, title and subtitle), is named
 * by 'Nome' first and is masculine in its texts (docs/PRODUTO.md §Cadastros).
 */
function cadastro(c: Pick<Cadastro, 'tipo' | 'tela' | 'campos'> & { rotulo: string }): Cadastro {
  const tela: Tela = TELAS[c.tela];
  return {
    tipo: c.tipo,
    tela: c.tela,
    rota: tela.caminho.replace(TELAS.inventario.caminho, ''),
    titulo: tela.rotulo,
    subtitulo: tela.descricao ?? '',
    singular: { rotulo: c.rotulo, artigo: 'este', nome: c.rotulo.toLowerCase() },
    campos: [NOME, ...c.campos],
  };
}

export const CADASTROS: Cadastro[] = [
  cadastro({
    tipo: 'tecnicos',
    tela: 'cadastroTecnicos',
    rotulo: 'Técnico',
    campos: [
      obrigatorio('especialidade', 'Especialidade'),
      { campo: 'telefone', rotulo: 'Telefone', entrada: 'tel' },
      { campo: 'email', rotulo: 'Email', entrada: 'email' },
    ],
  }),
  cadastro({
    tipo: 'tipos-terras',
    tela: 'cadastroTiposTerras',
    rotulo: 'Tipo de terra',
    campos: [DESCRICAO],
  }),
  cadastro({
    tipo: 'tipos-animais',
    tela: 'cadastroTiposAnimais',
    rotulo: 'Tipo de animal',
    campos: [obrigatorio('categoria', 'Categoria'), DESCRICAO],
  }),
  cadastro({
    tipo: 'tipos-instalacoes',
    tela: 'cadastroTiposInstalacoes',
    rotulo: 'Tipo de instalação',
    campos: [obrigatorio('finalidade', 'Finalidade'), DESCRICAO],
  }),
  cadastro({
    tipo: 'tipos-maquinas',
    tela: 'cadastroTiposMaquinas',
    rotulo: 'Tipo de máquina',
    campos: [obrigatorio('categoria', 'Categoria'), DESCRICAO],
  }),
];
