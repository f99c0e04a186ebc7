/** Texts of HTTPS on the farm LAN: `leiteira tls init`, the server's start-up lines and its refusals. */
export const TLS_MSG = {
  semEndereco:
    'Informe o nome e o endereço IP do servidor na rede da fazenda, ex.: leiteira tls init --nome leiteira.internal --ip 192.168.0.10',
  nomeInvalido: (nome: string) =>
    `Nome inválido: "${nome}". Use letras sem acento, números, hífens e pontos, ex.: leiteira.internal (sem http://, porta ou barra).`,
  nomeEhIp: (nome: string) => `"${nome}" é um endereço IP: informe-o com --ip ${nome}.`,
  ipInvalido: (ip: string) => `Endereço IP inválido: "${ip}". Use o IP do servidor na rede, ex.: 192.168.0.10.`,
  ipNaoEspecificado: (ip: string) =>
    `O endereço ${ip} não é de um computador: use o IP do servidor na rede, ex.: 192.168.0.10.`,
  caIncompleta: (pasta: string) =>
    `A pasta ${pasta} tem só parte da autoridade certificadora (ca.key ou ca.crt faltando). Restaure o arquivo que falta de um backup ou apague a pasta para criar uma nova (os celulares terão de instalar o certificado de novo).`,
  caIlegivel: (pasta: string) =>
    `Não foi possível ler a autoridade certificadora em ${pasta} (ca.key e ca.crt não combinam ou estão corrompidos).`,
  caVencida: (quando: string) =>
    `A autoridade certificadora venceu em ${quando}. Apague a pasta tls e rode de novo; os celulares terão de instalar o novo certificado.`,
  certificadoAusente: (caminho: string) => `Arquivo de certificado não encontrado: ${caminho}.`,
  portaHttpOcupada: (porta: number, motivo: string) =>
    `  Aviso: o redirecionamento HTTP não pôde escutar na porta ${porta} (${motivo}). Defina HTTP_PORT (ou HTTP_PORT=off).\n`,
  bannerAbraNosCelulares: '  Nos celulares da rede da fazenda, abra:',
  bannerForaDoCertificado: (ip: string) => `(fora do certificado: rode "leiteira tls init --ip ${ip}" para incluí-lo)`,
  bannerInstalar: (url: string) => `  Para preparar um celular (certificado e instalação do app): ${url}`,
  bannerCertificadoVencido: (quando: string) =>
    `  Aviso: o certificado do servidor venceu em ${quando}; os celulares vão recusá-lo. Rode "leiteira tls init" para renová-lo.`,
  bannerCertificadoVencendo: (quando: string) =>
    `  Aviso: o certificado do servidor vence em ${quando}. Rode "leiteira tls init" para renová-lo (os celulares não precisam de nada).`,
  bannerNaRede: '  Na rede da fazenda:',
  bannerSemHttps:
    '  Sem HTTPS os celulares não instalam o app nem o usam sem conexão: rode "leiteira tls init --nome leiteira.internal --ip <IP do servidor>" e reinicie.',
  cliCaCriada: (nome: string) => `Autoridade certificadora criada: ${nome}`,
  cliCaReaproveitada: (nome: string) =>
    `Autoridade certificadora reaproveitada: ${nome} (os celulares que já a instalaram continuam valendo)`,
  cliCaCrt: (caminho: string) => `  ${caminho}  (o certificado que os celulares instalam; servido em /ca.crt)`,
  cliCaKey: (caminho: string) =>
    `  ${caminho}  (chave privada: fica só neste servidor e nunca é servida; guarde uma cópia no backup)`,
  cliImpressao: (fp: string) => `  Impressão digital SHA-256: ${fp}`,
  cliServidor: (enderecos: string, validade: string) =>
    `Certificado do servidor emitido para ${enderecos}, válido até ${validade}:`,
  cliProximos: 'Próximos passos:',
  cliPasso1: (porta: number) =>
    `  1. Reinicie o servidor (ex.: sudo systemctl restart leiteira): ele passa a usar HTTPS na porta ${porta}.`,
  cliPasso2: (url: string) =>
    `  2. Em cada celular, abra ${url} e siga os passos da página (certificado e instalação do app).`,
  cliPasso3: (url: string) => `  3. Depois, o endereço do app é ${url}`,
  cliDono:
    '  Rode este comando como o usuário do serviço (ex.: sudo -u leiteira npx leiteira tls init …), para que o servidor leia os arquivos.',
} as const;
