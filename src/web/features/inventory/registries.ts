import type { RegistroTipo } from '../../../domain/schemas/registries.ts';

/** The five inventory registries: route, texts of docs/PRODUTO.md §Cadastros (confirmations and toasts) and columns. */
export interface Cadastro {
  tipo: RegistroTipo;
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
 * Every registry lives at /cadastros/<tipo>, is named by 'Nome' first and is masculine in its texts (docs/PRODUTO.md
 * §Cadastros).
 */
function cadastro(c: Pick<Cadastro, 'tipo' | 'titulo' | 'subtitulo' | 'campos'> & { rotulo: string }): Cadastro {
  return {
    tipo: c.tipo,
    rota: `/cadastros/${c.tipo}`,
    titulo: c.titulo,
    subtitulo: c.subtitulo,
    singular: { rotulo: c.rotulo, artigo: 'este', nome: c.rotulo.toLowerCase() },
    campos: [NOME, ...c.campos],
  };
}

export const CADASTROS: Cadastro[] = [
  cadastro({
    tipo: 'tecnicos',
    titulo: 'Técnicos Responsáveis',
    subtitulo: 'Técnicos que respondem pelos itens do inventário',
    rotulo: 'Técnico',
    campos: [
      obrigatorio('especialidade', 'Especialidade'),
      { campo: 'telefone', rotulo: 'Telefone', entrada: 'tel' },
      { campo: 'email', rotulo: 'Email', entrada: 'email' },
    ],
  }),
  cadastro({
    tipo: 'tipos-terras',
    titulo: 'Tipos de Terras',
    subtitulo: 'Classificação das áreas da propriedade',
    rotulo: 'Tipo de terra',
    campos: [DESCRICAO],
  }),
  cadastro({
    tipo: 'tipos-animais',
    titulo: 'Tipos de Animais',
    subtitulo: 'Categorias do rebanho usadas no inventário',
    rotulo: 'Tipo de animal',
    campos: [obrigatorio('categoria', 'Categoria'), DESCRICAO],
  }),
  cadastro({
    tipo: 'tipos-instalacoes',
    titulo: 'Tipos de Instalações',
    subtitulo: 'Estábulos, salas de ordenha, armazéns e outras benfeitorias',
    rotulo: 'Tipo de instalação',
    campos: [obrigatorio('finalidade', 'Finalidade'), DESCRICAO],
  }),
  cadastro({
    tipo: 'tipos-maquinas',
    titulo: 'Tipos de Máquinas',
    subtitulo: 'Tratores, ordenhadeiras, implementos e veículos',
    rotulo: 'Tipo de máquina',
    campos: [obrigatorio('categoria', 'Categoria'), DESCRICAO],
  }),
];
