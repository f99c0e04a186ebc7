import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MODULOS_CONCEDIVEIS } from '../src/domain/modules.ts';
import {
  apiLogin,
  createFarm,
  createUser,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  semViolacoes,
  shot,
  test,
  unique,
} from './support/fixtures.ts';
import { abrir, assentar, irPara, semServiceWorker } from './support/navegacao.ts';

/**
 * WCAG 2 A/AA (axe-core) on every screen reachable from the sidebar, the menus and the public pages, at a PC's and a
 * phone's size, in the light and the dark theme (the app follows the system's prefers-color-scheme: each screen,
 * opened once, is checked in one theme and then the other, switched as the system would, without a reload).
 * The signed-in tests share one page, which loads the app once: they move between screens inside it (irPara: the
 * app's own navigation) and between sizes by resizing the window, as a person turning a tablet would. No reload
 * re-runs the app's JavaScript, and axe is injected once for all of them. (Its tests were independent and ran in
 * parallel, each loading the app, injecting axe and checking the shared frame again: 5 loads and 6 injections for
 * the file.) A failed test ends its worker; the next one's beforeAll opens a new page.
 */
const TEMAS = ['light', 'dark'] as const;

const TAMANHOS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** The scheme each page was last checked in: the next screen starts there (one switch a screen, not two). */
const temaAtual = new WeakMap<Page, (typeof TEMAS)[number]>();

/**
 * The system's scheme switched to `tema` with the page's CSS transitions held for that one change: the colours land
 * at once where the transitions would end (what axe reads either way), instead of animating for a fifth of a second
 * over every button, link and input, each frame restyled and drawn. The hold (a style element) is gone again before
 * anything else happens: what the next click or hover animates still animates, and semViolacoes waits for it.
 */
async function trocarTema(page: Page, tema: (typeof TEMAS)[number]) {
  await page.evaluate(() => {
    const s = document.createElement('style');
    s.id = 'a11y-sem-transicao';
    s.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(s);
  });
  await page.emulateMedia({ colorScheme: tema });
  const escuro = await page.evaluate(() => {
    // the page restyled now (a forced layout), under the new scheme and without transitions; removing the hold then
    // changes no colour and so starts no transition
    document.body.getBoundingClientRect();
    document.getElementById('a11y-sem-transicao')?.remove();
    return matchMedia('(prefers-color-scheme: dark)').matches;
  });
  expect(escuro).toBe(tema === 'dark');
}

/** WCAG 2 A/AA checks of axe-core on what is on screen, in each theme; each violation named with its elements. */
async function verificarTela(page: Page, tela: string) {
  const primeiro = temaAtual.get(page);
  const ordem = primeiro === 'dark' ? [...TEMAS].reverse() : TEMAS;
  for (const [i, tema] of ordem.entries()) {
    if (tema !== primeiro) await trocarTema(page, tema);
    temaAtual.set(page, tema);
    // what reads the theme in script (the charts' colours) redraws on the change; semViolacoes waits for the frame
    // and for any colour transition that redraw starts
    await shot(page, `a11y ${tela} ${tema}`.replace(/[^\p{L}\p{N}]+/gu, '-'));
    // the second scheme re-reads only what colours can change, when the markup stayed what the first one checked
    await semViolacoes(page, `${tela} ${tema}`, { outroTema: i > 0 });
  }
}

/**
 * Opens a screen inside the app, waits for its data (its reads answered: `assentar`, on the answers themselves rather
 * than re-reading the page on expect's backoff), its title and no 'Carregando...', then runs axe.
 */
async function verificar(page: Page, caminho: string, titulo: string | RegExp, tela: string) {
  await irPara(page, caminho);
  await assentar(page);
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await verificarTela(page, tela);
}

/**
 * The window at another size, the page kept. On a signed-in page, waits for that size's frame (a phone's ☰ button,
 * a PC's sidebar): what is checked next is drawn for the new size.
 */
async function mudarTamanho(page: Page, tamanho: (typeof TAMANHOS)[number], comMenu = true) {
  await page.setViewportSize(tamanho);
  if (!comMenu) return;
  const moldura =
    tamanho.width < 768
      ? page.getByRole('button', { name: 'Abrir menu' })
      : page.getByRole('complementary', { name: 'Menu lateral' });
  await expect(moldura).toBeVisible();
}

function diasAtras(n: number) {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

async function criar(request: APIRequestContext, caminho: string, data: object) {
  const res = await request.post(caminho, { data });
  expect(res.ok(), `${caminho}: ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * One farm with a row of every kind whose colours matter (overdue and open bills, statuses, money in and out,
 * records), made before the shared page loads the app.
 */
function fazendaComDados(request: APIRequestContext) {
  return (async () => {
    // every module a farm can open (Sanidade's screens among them)
    const farm = await createFarm(request, unique('Fazenda A11y'), [...MODULOS_CONCEDIVEIS]);
    const api = `/api/farms/${farm.id}`;
    await criar(request, `${api}/categorias`, { nome: 'Energia', tipo: 'Despesa' });
    await criar(request, `${api}/despesas`, {
      data: diasAtras(10),
      descricao: 'Conta de luz',
      categoria: 'Energia',
      valor: 45_000,
      forma_pagamento: 'PIX',
    });
    await criar(request, `${api}/receitas`, {
      data: diasAtras(8),
      descricao: 'Venda de leite',
      categoria: 'Venda',
      valor: 500_000,
      forma_recebimento: 'PIX',
    });
    for (const [dias, descricao] of [
      [40, 'Sal mineral'],
      [-20, 'Ração'],
    ] as const) {
      await criar(request, `${api}/contas-pagar`, {
        data_vencimento: diasAtras(dias),
        fornecedor: 'Cooperativa Agro',
        descricao,
        categoria: 'Insumos',
        valor: 45_990,
      });
      await criar(request, `${api}/contas-receber`, {
        data_vencimento: diasAtras(dias),
        cliente: 'Laticínio Serra',
        descricao: `Leite ${descricao}`,
        categoria: 'Venda',
        valor: 120_000,
      });
    }
    await criar(request, `${api}/inventario/animais`, {
      tipo: 'Novilha',
      quantidade: 18,
      valor: 420_000,
      responsavelTecnico: 'Ana Souza',
    });
    await criar(request, `${api}/inventario/terras`, {
      tipo: 'Pastagem',
      quantidade: 60,
      valor: 1_800_000,
      taxaJurosItem: 6,
      responsavelTecnico: 'Dr. Carlos Silva',
    });
    await criar(request, `${api}/inventario/instalacoes`, {
      nome: 'Estábulo principal',
      tipo: 'Estábulo',
      area: 600,
      capacidade: 80,
      status: 'Ativo',
      valor: 25_000_000,
    });
    await criar(request, `${api}/inventario/instalacoes`, {
      nome: 'Sala de ordenha',
      tipo: 'Sala de Ordenha',
      area: 120,
      capacidade: 8,
      status: 'Em manutenção',
    });
    // in this year's inventory (the screen's), made three years ago: both statuses' badges on the screen
    const ano = new Date().getFullYear();
    for (const status of ['Operacional', 'Em manutenção']) {
      await criar(request, `${api}/inventario/maquinas`, {
        ano,
        anoFabricacao: ano - 3,
        nome: `Trator ${status}`,
        tipo: 'Trator',
        status,
        valor: 18_000_000,
        quantidade: 1,
        vidaUtilAnos: 10,
      });
    }
    const vaca = await criar(request, `${api}/animais`, {
      identificacao: 'A11Y-1',
      nome: 'Mimosa',
      categoria: 'Vaca Leiteira',
      raca: 'Holandesa',
    });
    await criar(request, `${api}/producao`, { data: diasAtras(1), animalId: vaca.id, ordenha: 'Manhã', producao: 20 });
    await criar(request, `${api}/qualidade`, {
      data: diasAtras(2),
      amostra: 'Tanque 1',
      gordura: 3.6,
      proteina: 3.2,
      ccs: 900,
      cbt: 400_000,
    });
    await criar(request, `${api}/reproducao`, { data: diasAtras(60), animalId: vaca.id, evento: 'Inseminação' });
    // Sanidade: a treatment that puts the cow in withdrawal (its badge and the day her milk goes back), a mastitis,
    // and a test-day result over the CCS limit (shown in its warning colour)
    const remedio = await criar(request, `${api}/medicamentos`, {
      nome: 'Mastizone',
      unidade: 'bisnaga',
      carenciaLeite: 4,
      carenciaCarneDias: 7,
    });
    await criar(request, `${api}/eventos-sanitarios`, {
      data: diasAtras(1),
      animalId: vaca.id,
      tipo: 'Tratamento',
      motivo: 'Mastite clínica',
      medicamentoId: remedio.id,
      dose: 1,
      via: 'Intramamária',
      dias: 3,
    });
    await criar(request, `${api}/eventos-sanitarios`, {
      data: diasAtras(2),
      animalId: vaca.id,
      tipo: 'Mastite clínica',
      quartos: ['AE'],
      grau: 2,
    });
    await criar(request, `${api}/controle-leiteiro`, { data: diasAtras(5), animalId: vaca.id, leite: 20, ccs: 900 });
    // The admin tabs' quiet states ('Nenhum' group, no description): there whatever other tests ran before.
    await createUser(request, { name: unique('Sem Grupo'), farmIds: [farm.id] });
    await criar(request, '/api/admin/groups', { name: unique('Grupo A11y'), allowedModules: ['animals'] });
    return farm;
  })();
}

async function clicarAba(page: Page, lista: Locator, nome: string) {
  await lista.getByRole('tab', { name: nome }).click();
  await expect(lista.getByRole('tab', { name: nome })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

test.describe('temas claro e escuro', () => {
  test('public pages and the not-found screen', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    for (const tamanho of TAMANHOS) {
      await mudarTamanho(page, tamanho, false);
      const t = `${tamanho.width}px`;
      await verificar(page, '/', 'Sistema de Gestão para Produção Leiteira', `landing ${t}`);
      await verificar(page, '/login', 'Gestão Leiteira', `login ${t}`);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
      await verificarTela(page, `login com erros ${t}`);
      await irPara(page, '/recuperar-senha');
      await expect(page.getByRole('button', { name: 'Recuperar Senha' })).toBeVisible();
      await verificarTela(page, `recuperar senha ${t}`);
      if (tamanho.width >= 768) {
        // a link under the pointer reads as well as at rest (daisyUI darkens it: 4.27:1 on the dark theme)
        await page.getByRole('link', { name: 'Voltar para o login' }).hover();
        await verificarTela(page, `recuperar senha, link sob o ponteiro ${t}`);
      }
      await irPara(page, '/pagina-que-nao-existe');
      await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible();
      await verificarTela(page, `404 ${t}`);
    }
  });

  test.describe('signed in, one page', () => {
    let page: Page;
    let farm: { id: string; name: string };
    test.beforeAll(async ({ browser }, testInfo) => {
      page = await paginaCompartilhada(browser, testInfo);
      await semServiceWorker(page); // as the tests' own `page` (fixtures.ts): no worker to install
      // the data first: the app, once loaded, holds its reads fresh for 30 s
      farm = await fazendaComDados(page.request);
      await apiLogin(page);
      expect((await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } })).status()).toBe(200);
      await abrir(page, '/dashboard/inventario');
    });
    fecharCompartilhadas(() => [page]);

    test('inventory: overview, valuation screens with their rows, a row being edited, and registries', async () => {
      test.setTimeout(360_000);
      const inv = '/dashboard/inventario';
      /** A row of the farm's data each valuation screen lists (fazendaComDados). */
      const linhas: Record<string, string> = {
        [`${inv}/paez/animais`]: 'Novilha',
        [`${inv}/paez/terras`]: 'Pastagem',
        [`${inv}/paez/instalacoes`]: 'Sala de ordenha',
        [`${inv}/paez/maquinas`]: 'Trator Operacional',
      };
      for (const tamanho of TAMANHOS) {
        await mudarTamanho(page, tamanho);
        const t = `${tamanho.width}px`;
        for (const [caminho, titulo] of [
          [inv, 'Inventário'],
          [`${inv}/paez`, 'Avaliação Econômico Zootécnica'],
          [`${inv}/paez/animais`, 'Animais'],
          [`${inv}/paez/terras`, 'Terras'],
          [`${inv}/paez/instalacoes`, 'Instalações'],
          [`${inv}/paez/maquinas`, 'Máquinas'],
          [`${inv}/paez/cadastros`, 'Cadastros'],
          [`${inv}/paez/relatorios`, 'Relatórios'],
          [`${inv}/cadastros/tecnicos`, 'Técnicos Responsáveis'],
          [`${inv}/cadastros/tipos-animais`, 'Tipos de Animais'],
          [`${inv}/cadastros/tipos-terras`, 'Tipos de Terras'],
          [`${inv}/cadastros/tipos-instalacoes`, 'Tipos de Instalações'],
          [`${inv}/cadastros/tipos-maquinas`, 'Tipos de Máquinas'],
        ] as const) {
          await verificar(page, caminho, titulo, `${caminho} ${t}`);
          const linha = linhas[caminho];
          if (!linha) continue;
          // its row: in the table on a PC, one card a row on a phone
          const lista =
            tamanho.width < 768 ? page.getByRole('list', { name: /cadastrad|^Máquinas de/ }) : page.getByRole('table');
          await expect(lista.getByText(linha).first()).toBeVisible();
          await expect(page.getByRole('alert')).toHaveCount(0);
          if (caminho !== `${inv}/paez/maquinas`) continue;
          // a row in edit mode, its fields and Salvar/Cancelar in place of its menu
          await page.getByRole('button', { name: `Editar ${linha}` }).click();
          await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
          await verificarTela(page, `${caminho} editando ${t}`);
          await page.getByRole('button', { name: 'Cancelar' }).click();
          await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
        }
      }
    });

    test('finance: hub, lists, registries and a form dialog', async () => {
      test.setTimeout(360_000);
      const fin = '/dashboard/financeiro';
      for (const tamanho of TAMANHOS) {
        await mudarTamanho(page, tamanho);
        const t = `${tamanho.width}px`;
        for (const [caminho, titulo] of [
          [fin, 'Financeiro'],
          [`${fin}/contas-pagar`, 'Contas a Pagar'],
          [`${fin}/contas-receber`, 'Contas a Receber'],
          [`${fin}/receitas`, 'Receitas'],
          [`${fin}/despesas`, 'Despesas'],
          [`${fin}/cadastros`, 'Cadastros'],
          [`${fin}/cadastros/fornecedores`, 'Fornecedores'],
          [`${fin}/cadastros/categorias`, 'Categorias'],
          [`${fin}/cadastros/status`, 'Status'],
          [`${fin}/cadastros/contas-bancarias`, 'Contas bancárias'],
        ] as const) {
          await verificar(page, caminho, titulo, `${caminho} ${t}`);
          if (caminho !== `${fin}/despesas`) continue;
          // the expenses' form dialog, opened from the list just checked, with its errors shown
          await page
            .getByRole('button', { name: /Nova despesa|Adicionar/ })
            .first()
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
          await expect(page.getByRole('dialog').getByText('Campo obrigatório').first()).toBeVisible();
          await verificarTela(page, `diálogo de despesa com erros ${t}`);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
    });

    test('records tabs, herd, an animal card, Sanidade and the reports', async () => {
      test.setTimeout(360_000);
      const animais = (await (await page.request.get(`/api/farms/${farm.id}/animais?q=A11Y-1`)).json()) as {
        id: string;
      }[];
      for (const tamanho of TAMANHOS) {
        await mudarTamanho(page, tamanho);
        const t = `${tamanho.width}px`;
        await verificar(page, '/dashboard/apontamentos', 'Apontamentos', `produção ${t}`);
        const abas = page.getByRole('tablist', { name: 'Apontamentos' });
        await expect(abas.getByRole('tab', { name: 'Produção', exact: true })).toHaveAttribute('aria-selected', 'true');
        await clicarAba(page, abas, 'Qualidade');
        await verificarTela(page, `qualidade ${t}`);
        await clicarAba(page, abas, 'Reprodução');
        await verificarTela(page, `reprodução ${t}`);
        await verificar(page, '/dashboard/apontamentos/lote', /Lote|lote/, `lançamento em lote ${t}`);
        await verificar(page, '/dashboard/rebanho', 'Rebanho', `rebanho ${t}`);
        await verificar(page, '/dashboard/apontamentos/listas', 'Listas de trabalho', `listas de trabalho ${t}`);
        await verificar(page, `/dashboard/rebanho/${animais[0].id}`, /Ficha Técnica/, `ficha técnica ${t}`);
        for (const [caminho, titulo] of [
          ['/dashboard/sanidade', 'Sanidade'],
          ['/dashboard/sanidade/eventos', 'Eventos sanitários'],
          ['/dashboard/sanidade/medicamentos', 'Medicamentos'],
          ['/dashboard/sanidade/controle-leiteiro', 'Controle leiteiro'],
        ] as const)
          await verificar(page, caminho, titulo, `${caminho} ${t}`);

        await verificar(page, '/dashboard/relatorios', 'Relatórios', `relatórios ${t}`);
        await page.getByLabel('Tipo de relatório').selectOption('mensal');
        await page.getByLabel('Categoria').selectOption('despesas');
        await page.getByLabel('Mês').selectOption(String(new Date().getMonth() + 1));
        await page.getByRole('button', { name: 'Gerar Relatório' }).click();
        await expect(page.getByRole('region', { name: 'Relatório gerado' })).toBeVisible();
        await verificarTela(page, `relatório gerado ${t}`);
      }
    });

    test('every step of the assessment', async () => {
      test.setTimeout(360_000);
      // a PC's step bar (the page may be at a phone's size, where the steps are a list)
      await mudarTamanho(page, TAMANHOS[0]);
      await abrir(page, '/dashboard/avaliacao-economica');
      const assistente = page.getByRole('region', { name: 'Assistente da avaliação' });
      // Step 1 saved once (the page's farm is new: never before): from then on every step can be opened directly.
      await expect(assistente.getByRole('button', { name: '2. Terras' })).toBeDisabled();
      await assistente.getByRole('button', { name: 'Importar da fazenda' }).click();
      // The import fills the form: type the producer only once it has (else the import wipes it).
      await expect(assistente.getByLabel('Propriedade')).toHaveValue(farm.name);
      await assistente.getByLabel('Produtor').fill('João da Silva');
      await assistente.getByRole('button', { name: 'Próxima' }).click();
      await expect(assistente.getByRole('heading', { name: /Etapa 2 de 8/ })).toBeVisible();
      for (const tamanho of TAMANHOS) {
        await mudarTamanho(page, tamanho);
        const t = `${tamanho.width}px`;
        await expect(page.getByRole('heading', { name: 'Avaliação Zootécnica', level: 1 })).toBeVisible();
        // every step from the first, which the page opens at (the resize may keep the page at the last one)
        for (let n = 1; n <= 8; n++) {
          if (tamanho.width < 768) await assistente.getByLabel('Ir para a etapa').selectOption(String(n));
          else await assistente.getByRole('button', { name: new RegExp(`^${n}\\. `) }).click();
          await expect(assistente.getByRole('heading', { name: new RegExp(`Etapa ${n} de 8`) })).toBeVisible();
          await expect(page.getByText(/^Carregando/)).toHaveCount(0);
          await verificarTela(page, n === 1 ? `avaliação ${t}` : `avaliação etapa ${n} ${t}`);
        }
      }
    });

    test('admin tabs, the user menu (its button named with what it shows) and the PWA settings', async () => {
      test.setTimeout(360_000);
      const eu = (await (await page.request.get('/api/auth/me')).json()) as { user: { name: string } };
      for (const tamanho of TAMANHOS) {
        await mudarTamanho(page, tamanho);
        const t = `${tamanho.width}px`;
        // the farms' desk (issue 27), which the all-farms mode opens
        await verificar(page, '/dashboard/painel', 'Painel das fazendas', `painel das fazendas ${t}`);
        await verificar(page, '/dashboard/admin', 'Painel Administrativo', `admin usuários ${t}`);
        const abas = page.getByRole('tablist', { name: 'Seções do painel' });
        await expect(abas.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
        for (const aba of ['Grupos', 'Fazendas', 'Vinculações']) {
          await clicarAba(page, abas, aba);
          await verificarTela(page, `admin ${aba} ${t}`);
        }
        await clicarAba(page, page.getByRole('tablist', { name: 'Tipo de vinculação' }), 'Usuários e Grupos');
        await verificarTela(page, `admin vinculações a grupos ${t}`);

        await irPara(page, '/dashboard/financeiro');
        await expect(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
        if (tamanho.width < 768) {
          await page.getByRole('button', { name: 'Abrir menu' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await verificarTela(page, `menu do celular ${t}`);
          await page.getByRole('button', { name: 'Configurações PWA' }).click();
        } else {
          // the user menu button is named with what it shows (WCAG 2.5.3, label in name)
          const botao = page.getByRole('button', { name: 'Menu do usuário' });
          const visivel = (await botao.innerText()).replace(/\s+/g, ' ').trim();
          expect(visivel).toContain(eu.user.name);
          const nome = await botao.evaluate((b) => b.getAttribute('aria-label') ?? '');
          for (const palavra of visivel.split(' ').filter((p) => p.length > 1)) expect(nome).toContain(palavra);
          await botao.click();
          await expect(page.getByRole('group', { name: 'Menu do usuário' })).toBeVisible();
          await verificarTela(page, `menu do usuário ${t}`);
          await page.getByRole('button', { name: 'Configurações PWA' }).click();
        }
        const pwa = page.getByRole('dialog', { name: 'Configurações PWA' });
        await expect(pwa).toBeVisible();
        await verificarTela(page, `configurações PWA ${t}`);
        await page.keyboard.press('Escape');
        await expect(pwa).toHaveCount(0);
      }
    });
  });
});
