/** The words a farm's name may start with, and whether they are feminine ('Fazenda', 'Chácara'…) or not. */
const PROPRIEDADES: Record<string, 'a' | 'o'> = {
  fazenda: 'a',
  chacara: 'a',
  estancia: 'a',
  granja: 'a',
  sitio: 'o',
  rancho: 'o',
  haras: 'o',
  retiro: 'o',
};

/**
 * docs/PRODUTO.md §Autenticação's 'Fazenda {nome} selecionada automaticamente', for every name a farm has: 'Fazenda Modelo' is not
 * 'Fazenda Fazenda Modelo', and 'Sítio Boa Vista' is 'selecionado'.
 */
function fazendaSelecionadaAuto(nome: string): string {
  const primeira = nome.trim().split(/\s+/)[0] ?? '';
  const genero = PROPRIEDADES[primeira.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()];
  if (!genero) return `Fazenda ${nome} selecionada automaticamente`;
  return `${nome} selecionad${genero} automaticamente`;
}

/**
 * Texts used by more than one layer (docs/PRODUTO.md §Formulários, §Autenticação, §Permissões). One place, imported by
 * server, web and CLI.
 */
export const MSG = {
  campoObrigatorio: 'Campo obrigatório',
  valorNumerico: 'Informe um valor numérico.',
  valorAltoDemais: (maximo?: string) => (maximo ? `Valor alto demais: o máximo é ${maximo}.` : 'Valor alto demais.'),
  valorBaixoDemais: (minimo?: string) => (minimo ? `Valor baixo demais: o mínimo é ${minimo}.` : 'Valor baixo demais.'),
  caracteresDeControle: 'Contém caracteres de controle não permitidos.',
  casasDecimais: (casas: number) => `Use no máximo ${casas === 2 ? 'duas' : casas} casas decimais.`,
  dataDigitada: 'Data inválida. Use o formato dd/mm/aaaa.',
  abrirCalendario: (campo: string) => `Abrir calendário: ${campo}`,
  loginInvalido: 'Email ou senha inválidos.',
  loginErro: 'Ocorreu um erro ao fazer login.',
  senhaCurta: 'A senha deve ter pelo menos 6 caracteres.',
  senhasDiferentes: 'As senhas não coincidem.',
  senhaObrigatoria: 'Por favor, digite sua senha.',
  senhaIncorreta: 'Senha incorreta. Tente novamente.',
  resetInvalido: 'Sessão inválida ou expirada. Por favor, solicite um novo link de redefinição de senha.',
  resetEnviado: 'E-mail de redefinição de senha enviado com sucesso!',
  erroSolicitarReset: (motivo: string) => `Erro ao solicitar redefinição de senha: ${motivo}`,
  // What a milker can do; how the administrator makes the link is in the server log (password-reset.ts).
  resetSemEmail: 'Este servidor não envia e-mails. Peça ao administrador para redefinir sua senha.',
  senhaAtualizada: 'Senha atualizada com sucesso!',
  muitasTentativas: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  naoAutenticado: 'Sua sessão expirou. Entre novamente.',
  semPermissao: 'Você não tem permissão para acessar este módulo.',
  semAcessoFazenda: 'Você não tem acesso a esta fazenda.',
  /** A part of an answer withheld from the caller (src/domain/retidos.ts), named by the modules it needs. */
  oculto: (modulos: readonly string[]) =>
    `Oculto: requer ${modulos.length > 1 ? 'os módulos' : 'o módulo'} ${modulos.length > 1 ? `${modulos.slice(0, -1).join(', ')} e ${modulos.at(-1)}` : modulos[0]}`,
  apenasAdmin: 'Acesso não autorizado. Apenas administradores podem acessar este painel.',
  semFazendaSelecionada: 'Nenhuma fazenda selecionada',
  escolhaFazendaAtiva: 'Os dados são de cada fazenda: escolha a fazenda ativa para vê-los.',
  semFazenda: 'Você não tem acesso a nenhuma fazenda. Entre em contato com o administrador.',
  /** A farm whose modules leave the user none (its modules, or the user's groups'). */
  semModulosTitulo: 'Nenhum módulo ativo',
  semModulos: 'Esta fazenda não tem módulos ativos para você; fale com o administrador.',
  naoEncontrado: 'Registro não encontrado.',
  rotaNaoEncontrada: 'Recurso não encontrado.',
  dadosInvalidos: 'Dados inválidos. Verifique os campos destacados.',
  erroInterno: 'Erro interno do servidor. Tente novamente.',
  /** A write that waited its turn too long (a large import holds the database): 503, nothing written. */
  bancoOcupado:
    'O servidor está ocupado gravando outros dados (uma importação grande, por exemplo). Nada foi salvo; tente de novo em alguns segundos.',
  /** A summary figure whose data could not be read (never shown as 0). */
  figuraIndisponivel: 'Indisponível',
  semConexao: 'Sem conexão com o servidor. Verifique a rede e tente novamente.',
  /** An answer that is not the server's JSON (a Wi-Fi login page or a proxy's page answered in its place). */
  respostaEstranha:
    'A resposta não veio do servidor da fazenda (uma página da rede ou de um proxy respondeu no lugar dele). Verifique a rede e tente novamente.',
  servidorNaoRespondeu:
    'O servidor não respondeu a tempo. Verifique a conexão com o servidor da fazenda e tente novamente.',
  origemInvalida: 'Requisição de origem não permitida.',
  somenteJson: 'Envie os dados em JSON (cabeçalho Content-Type: application/json).',
  idUsado: 'Identificador já usado.',
  /** A request line or headers over the server's 16 KB (a very long URL): answered 431 before the app reads it. */
  cabecalhosGrandes:
    'Endereço ou cabeçalhos da requisição grandes demais (máximo 16 KB). Use menos filtros ou um texto de busca mais curto.',
  requisicaoMalFormada: 'Requisição mal formada: o servidor não conseguiu lê-la.',
  idOutroConteudo: 'Este identificador já foi usado para um registro com outros dados. Confira o registro atual.',
  conflito: 'Este registro foi alterado por outra pessoa. Confira os dados atuais antes de salvar.',
  emailEmUso: 'Já existe um usuário com este email.',
  selecioneUsuarioFazenda: 'Selecione um usuário e uma fazenda.',
  selecioneUsuarioGrupo: 'Selecione um usuário e um grupo.',
  usuarioJaNoGrupo: 'Usuário já está vinculado a este grupo.',
  naoExcluirASiMesmo: 'Você não pode excluir o seu próprio usuário.',
  requisicaoEmAndamento: 'Requisição em andamento. Aguarde um instante e tente novamente.',
  logout: 'Logout realizado com sucesso!',
  fazendaSelecionada: 'Fazenda selecionada com sucesso!',
  fazendaAlterada: 'Fazenda alterada com sucesso! Os dados específicos desta fazenda serão carregados.',
  dadosCarregados: (nome: string) => `Dados carregados para: ${nome}`,
  fazendaSelecionadaAuto,
  corpoInvalido: 'Corpo da requisição inválido: envie JSON.',
  idempotenciaConflito: 'Esta chave de idempotência já foi usada para outra requisição.',
  // Web Push (issue 14 item 5)
  inscricaoInvalida: 'Inscrição de notificações inválida.',
  inscricaoNaoEncontrada: 'Inscrição de notificações não encontrada.',
  servicoPushNaoPermitido: 'Serviço de notificações não reconhecido.',
  inscricaoDeOutroUsuario: 'Este dispositivo já recebe as notificações de outro usuário.',
  pushTesteTitulo: 'Gestão Leiteira',
  pushTesteCorpo: 'As notificações estão funcionando.',
  muitasConexoesAlertas: 'Muitas conexões abertas: os alertas serão atualizados a cada minuto.',
  alertaNaoEncontrado: 'Este alerta não está mais na sua lista.',
  alertaMudou: 'Este alerta mudou desde que foi mostrado; veja-o de novo antes de dispensar.',
  alertaDispensado: 'Alerta dispensado.',
} as const;
