/**
 * 'Instalar no celular': a small server-rendered page (no script, inline style) that a phone opens before it
 * trusts the farm's CA — so it is also served on the plain-HTTP port. Every value written into it is escaped.
 */

export interface InstallPageData {
  /** The CA to download (/ca.crt), when the server has a local one. */
  ca?: { nome: string; impressaoDigital: string };
  /** HTTPS addresses of the app, the main one first; empty when the server has no TLS. */
  enderecos: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:17px;line-height:1.55;color:#1f2937;background:#f3f4f6}
header{background:#1f6f43;color:#fff;padding:18px 0}
header div{max-width:720px;margin:0 auto;padding:0 16px}
header p{margin:0;font-size:15px}
h1{margin:2px 0 0;font-size:26px;line-height:1.25}
main{max-width:720px;margin:0 auto;padding:16px 16px 40px}
section{background:#fff;border:1px solid #d1d5db;border-radius:12px;padding:16px 18px;margin:0 0 16px}
h2{display:flex;gap:10px;align-items:center;margin:0 0 8px;font-size:21px;line-height:1.3}
h2 .n{flex:none;display:inline-flex;width:34px;height:34px;border-radius:50%;background:#1f6f43;color:#fff;align-items:center;justify-content:center;font-size:18px}
h3{margin:16px 0 4px;font-size:18px}
ol{margin:0;padding-left:24px}
li{margin:6px 0}
p{margin:8px 0}
.botao{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:10px 20px;margin:6px 0;border-radius:10px;background:#1f6f43;color:#fff;font-weight:600;text-decoration:none;max-width:100%;overflow-wrap:anywhere}
.botao:focus-visible,a:focus-visible{outline:3px solid #b45309;outline-offset:2px}
a{color:#1d4ed8}
.enderecos{list-style:none;padding:0}
.enderecos a{display:inline-flex;align-items:center;min-height:44px;overflow-wrap:anywhere}
.miudo{font-size:15px;color:#374151}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px;overflow-wrap:anywhere;background:#f3f4f6;padding:1px 4px;border-radius:4px}
.aviso{border-left:4px solid #b45309;background:#fffbeb;padding:8px 12px;border-radius:6px}
`;

function passo(n: number, titulo: string, corpo: string): string {
  return `<section aria-labelledby="passo${n}"><h2 id="passo${n}"><span class="n" aria-hidden="true">${n}</span>${titulo}</h2>${corpo}</section>`;
}

export function renderInstallPage({ ca, enderecos }: InstallPageData): string {
  const e = escapeHtml;
  const [principal, ...outros] = enderecos;
  const secoes: string[] = [];
  if (!principal) {
    secoes.push(
      `<section><p class="aviso">Este servidor ainda não usa HTTPS, e sem ele o celular não instala o aplicativo nem o usa sem conexão. Peça ao técnico para rodar <code>leiteira tls init --nome leiteira.internal --ip &lt;IP do servidor&gt;</code> e reiniciar o servidor; depois abra esta página de novo.</p></section>`,
    );
  } else {
    let n = 0;
    if (ca) {
      secoes.push(
        passo(
          ++n,
          'Baixe o certificado da fazenda',
          `<p>Ele faz o celular reconhecer o servidor da fazenda como seguro.</p>
<p><a class="botao" href="/ca.crt">Baixar certificado</a></p>
<p class="miudo">Certificado: <strong>${e(ca.nome)}</strong><br>Impressão digital (SHA-256): <code>${e(ca.impressaoDigital)}</code><br>Confira com a que o técnico viu ao criar o certificado (<code>leiteira tls init</code>).</p>`,
        ),
        passo(
          ++n,
          'Confie no certificado',
          `<h3>Android</h3>
<ol>
<li>Abra <strong>Configurações</strong>, busque por <strong>certificado</strong> e toque em <strong>Instalar um certificado</strong> › <strong>Certificado CA</strong>. Em muitos celulares fica em Configurações › Segurança › Mais configurações de segurança › Criptografia e credenciais.</li>
<li>Toque em <strong>Instalar assim mesmo</strong> e confirme com o PIN, o padrão ou a digital.</li>
<li>Escolha o arquivo <strong>ca.crt</strong> na pasta Downloads.</li>
</ol>
<h3>iPhone (iOS)</h3>
<ol>
<li>Abra esta página no <strong>Safari</strong>, toque em <strong>Baixar certificado</strong> e em <strong>Permitir</strong>; depois em <strong>Fechar</strong>.</li>
<li>Abra <strong>Ajustes</strong> e toque em <strong>Perfil Transferido</strong>, logo abaixo do seu nome (ou em Ajustes › Geral › VPN e Gerenciamento de Dispositivos). Toque em <strong>Instalar</strong>, digite o código do iPhone e toque em <strong>Instalar</strong> de novo.</li>
<li>Abra <strong>Ajustes › Geral › Sobre › Ajustes de Confiança de Certificados</strong>, ligue <strong>Confiar totalmente</strong> em <strong>${e(ca.nome)}</strong> e toque em <strong>Continuar</strong>.</li>
</ol>`,
        ),
      );
    }
    const lista = outros.length
      ? `<p class="miudo">O mesmo servidor também responde em:</p><ul class="enderecos">${outros
          .map((a) => `<li><a href="${e(a)}/">${e(a)}</a></li>`)
          .join('')}</ul>`
      : '';
    secoes.push(
      passo(
        ++n,
        'Abra o Gestão Leiteira',
        `<p>No <strong>Chrome</strong> (Android) ou no <strong>Safari</strong> (iPhone), abra:</p>
<p><a class="botao" href="${e(principal)}/">${e(principal)}</a></p>
${lista}
<p class="aviso">Se aparecer “Sua conexão não é particular” ou “Esta conexão não é privada”, o celular ainda não confia no certificado: refaça o passo anterior.</p>`,
      ),
      passo(
        ++n,
        'Coloque o app na tela inicial',
        `<h3>Android (Chrome)</h3>
<ol><li>Com o Gestão Leiteira aberto, toque no menu <strong>⋮</strong>, no canto de cima.</li><li>Toque em <strong>Adicionar à tela inicial</strong> (ou <strong>Instalar app</strong>) e confirme.</li></ol>
<h3>iPhone (Safari)</h3>
<ol><li>Com o Gestão Leiteira aberto, toque em <strong>Compartilhar</strong> (o quadrado com a seta para cima).</li><li>Toque em <strong>Adicionar à Tela de Início</strong> e em <strong>Adicionar</strong>.</li></ol>
<p>Pronto: abra o Gestão Leiteira pelo ícone e entre com seu e-mail e senha. Ele continua funcionando quando o servidor da fazenda não responde, e envia o que foi lançado quando ele voltar.</p>`,
      ),
    );
  }
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Instalar no celular – Gestão Leiteira</title>
<style>${STYLE}</style>
</head>
<body>
<header><div><p>Gestão Leiteira</p><h1>Instalar no celular</h1></div></header>
<main>
<p>Faça uma vez em cada celular; leva uns cinco minutos.</p>
${secoes.join('\n')}
</main>
</body>
</html>
`;
}
