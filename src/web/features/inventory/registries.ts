import type { RegistroTipo } from '../../../domain/schemas/registries.ts';

/** The five inventory registries: route, texts of SPEC.md (§8 confirmations and toasts) and columns. */
export interface Cadastro {
  tipo: RegistroTipo;
  rota: string;
  titulo: string;
  subtitulo: string;
  /** 'Técnico adicionado com sucesso!' / 'Tem certeza que deseja excluir este técnico? …' */
  singular: { rotulo: string; artigo: string; nome: string };
  campos: { campo: string; rotulo: string; obrigatorio?: boolean }[];
}

export const CADASTROS: Cadastro[] = [
  {
    tipo: 'tecnicos',
    rota: '/cadastros/tecnicos',
    titulo: 'Técnicos Responsáveis',
    subtitulo: 'Técnicos que respondem pelos itens do inventário',
    singular: { rotulo: 'Técnico', artigo: 'este', nome: 'técnico' },
    campos: [
      { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
      { campo: 'especialidade', rotulo: 'Especialidade', obrigatorio: true },
      { campo: 'telefone', rotulo: 'Telefone' },
      { campo: 'email', rotulo: 'Email' },
    ],
  },
  {
    tipo: 'tipos-terras',
    rota: '/cadastros/tipos-terras',
    titulo: 'Tipos de Terras',
    subtitulo: 'Classificação das áreas da propriedade',
    singular: { rotulo: 'Tipo de terra', artigo: 'este', nome: 'tipo de terra' },
    campos: [
      { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
      { campo: 'descricao', rotulo: 'Descrição' },
    ],
  },
  {
    tipo: 'tipos-animais',
    rota: '/cadastros/tipos-animais',
    titulo: 'Tipos de Animais',
    subtitulo: 'Categorias do rebanho usadas no inventário',
    singular: { rotulo: 'Tipo de animal', artigo: 'este', nome: 'tipo de animal' },
    campos: [
      { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
      { campo: 'categoria', rotulo: 'Categoria', obrigatorio: true },
      { campo: 'descricao', rotulo: 'Descrição' },
    ],
  },
  {
    tipo: 'tipos-instalacoes',
    rota: '/cadastros/tipos-instalacoes',
    titulo: 'Tipos de Instalações',
    subtitulo: 'Estábulos, salas de ordenha, armazéns e outras benfeitorias',
    singular: { rotulo: 'Tipo de instalação', artigo: 'este', nome: 'tipo de instalação' },
    campos: [
      { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
      { campo: 'finalidade', rotulo: 'Finalidade', obrigatorio: true },
      { campo: 'descricao', rotulo: 'Descrição' },
    ],
  },
  {
    tipo: 'tipos-maquinas',
    rota: '/cadastros/tipos-maquinas',
    titulo: 'Tipos de Máquinas',
    subtitulo: 'Tratores, ordenhadeiras, implementos e veículos',
    singular: { rotulo: 'Tipo de máquina', artigo: 'este', nome: 'tipo de máquina' },
    campos: [
      { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
      { campo: 'categoria', rotulo: 'Categoria', obrigatorio: true },
      { campo: 'descricao', rotulo: 'Descrição' },
    ],
  },
];
