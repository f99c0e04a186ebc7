/**
 * Sanidade's screens (issue 39), the whole app on the real server (test/app.tsx `servidorReal`, in-process), at a PC's
 * and a phone's size, axe in both themes. Two farms made through the API before the app opens, each test choosing its
 * own. 'Fazenda Sanidade': the medicine registry and a treatment typed through the dialogs, the cow then in 'Em carência
 * hoje' with the day her milk goes back to the tank; the lab's file of 300 cows imported through the CSV preview and
 * its error table. 'Fazenda Controle' (issue 39's leftovers): one test-day result typed on its screen, refused with the
 * words the lab file's import uses, then listed; and 'Buscar...' of Eventos sanitários finding a record that is not on
 * the page shown (the server's `q`). The withdrawal's arithmetic is src/domain/sanidade/carencia.test.ts's, the
 * import's rules src/server/routes/csv.test.ts's, the routes' src/server/routes/sanidade/sanidade.test.ts's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { semViolacoes } from '../../test/acessibilidade.ts';
import { abrirApp, abrirRecarregavel, servidorReal } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const dia = (n: number) => somarDias(hoje, n);
const br = (iso: string) => iso.split('-').reverse().join('/');
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

let srv: Awaited<ReturnType<typeof servidorReal>>;
/** The medicines' and treatments' farm, with the lab's 300 cows. */
let sanidade: string;
/** The test-day results' and the events search's farm. */
let controle: string;
const brinco = 'V-01';
const brincos = Array.from({ length: 300 }, (_, i) => `L${1000 + i}`);
const mimosaDoControle = 'C-01';
const estrela = 'E-01';

beforeAll(async () => {
  srv = await servidorReal();
  const fazenda = (name: string) => srv.novaFazenda(name, undefined, { size: 120 });
  const vaca = async (farmId: string, identificacao: string, nome: string) =>
    (
      await srv.ok('POST', `/api/farms/${farmId}/animais`, {
        identificacao,
        nome,
        categoria: 'Vaca Leiteira',
        dataNascimento: '2021-03-01',
      })
    ).id;

  sanidade = await fazenda('Fazenda Sanidade');
  await vaca(sanidade, brinco, 'Mimosa');
  // the lab's 300 cows
  const rebanho = [
    ['Identificação', 'Categoria', 'Data de nascimento'],
    ...brincos.map((b) => [b, 'Vaca Leiteira', '01/01/2020']),
  ];
  await srv.ok('POST', `/api/farms/${sanidade}/csv/rebanho`, { registros: rebanho, separador: ';', simular: false });

  controle = await fazenda('Fazenda Controle');
  // the cow whose result is typed
  await vaca(controle, mimosaDoControle, 'Mimosa');
  // 50 exams today fill the events' first page (50 a page, newest first); Estrela's mastitis of yesterday is on the
  // second
  const muitas = await vaca(controle, 'M-01', 'Malhada');
  const outra = await vaca(controle, estrela, 'Estrela');
  for (let i = 0; i < 50; i++)
    await srv.ok('POST', `/api/farms/${controle}/eventos-sanitarios`, {
      data: hoje,
      animalId: muitas,
      tipo: 'Exame',
      exame: 'Brucelose',
      resultado: 'Negativo',
    });
  await srv.ok('POST', `/api/farms/${controle}/eventos-sanitarios`, {
    data: dia(-1),
    animalId: outra,
    tipo: 'Mastite clínica',
    quartos: ['AE'],
    grau: 1,
  });
});
afterAll(() => srv.fechar());

/** The page answered by the server, signed in with `farmId` as the current farm (the app reads it when it opens). */
async function naFazenda(farmId: string) {
  srv.responder();
  await srv.escolher(farmId);
}

it('a treatment typed on the screen puts the cow in withdrawal, with the day it ends', async () => {
  await naFazenda(sanidade);
  await page.viewport(1366, 768);
  const { host, navegar, recarregar } = await abrirRecarregavel('/dashboard/sanidade');
  await expect.element(page.getByRole('heading', { name: 'Sanidade', level: 1 })).toBeVisible();
  await expect.element(page.getByText('Nenhum animal em carência hoje.')).toBeVisible();
  await userEvent.click(page.getByRole('link', { name: /Medicamentos/ }));
  await expect.element(page.getByRole('heading', { name: 'Medicamentos', level: 1 })).toBeVisible();
  // the seeded classes: the label's withdrawal is the farm's to type, never invented
  await expect.element(page.getByRole('row', { name: /Antibiótico injetável/ })).toHaveTextContent('não informada');

  await userEvent.click(page.getByRole('button', { name: 'Adicionar' }));
  const dialog = page.getByRole('dialog');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(dialog.getByText('Nome e unidade do medicamento são obrigatórios.').first()).toBeVisible();
  await userEvent.fill(dialog.getByLabelText('Nome'), 'Mastizone');
  await userEvent.fill(dialog.getByLabelText('Princípio ativo'), 'Cefalexina');
  await userEvent.fill(dialog.getByLabelText('Carência de leite', { exact: true }), '4');
  await userEvent.fill(dialog.getByLabelText('Carência de carne (dias)'), '5');
  await userEvent.fill(dialog.getByLabelText('Unidade', { exact: true }), 'bisnaga');
  await userEvent.fill(dialog.getByLabelText('Custo por unidade'), '25,00');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Medicamento adicionado com sucesso!')).toBeVisible();
  await expect.element(page.getByRole('row', { name: /Mastizone/ })).toHaveTextContent('R$ 25,00');

  navegar('/dashboard/sanidade/eventos');
  await expect.element(page.getByRole('heading', { name: 'Eventos sanitários', level: 1 })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Registrar evento' }));
  const ev = page.getByRole('dialog');
  await userEvent.fill(ev.getByLabelText('Data'), br(dia(-1)));
  await userEvent.selectOptions(ev.getByLabelText('Animal', { exact: true }), `${brinco} — Mimosa`);
  await userEvent.selectOptions(ev.getByLabelText('Motivo'), 'Mastite clínica');
  await userEvent.click(ev.getByRole('button', { name: 'Salvar' }));
  await expect
    .element(ev.getByText('Informe o motivo, o medicamento, a dose e o número de dias do tratamento.').first())
    .toBeVisible();
  await userEvent.selectOptions(ev.getByLabelText('Medicamento'), 'Mastizone');
  await userEvent.fill(ev.getByLabelText('Dose'), '1');
  await userEvent.selectOptions(ev.getByLabelText('Via'), 'Intramamária');
  await userEvent.fill(ev.getByLabelText('Dias de tratamento'), '3');
  await userEvent.fill(ev.getByLabelText('Responsável'), 'João');
  // the page reloads before Salvar (the phone's browser dropped it): what was typed is kept on the device, and comes
  // back when the dialog opens again, said with its time
  recarregar();
  await expect.element(ev).not.toBeInTheDocument();
  await expect.element(page.getByRole('heading', { name: 'Eventos sanitários', level: 1 })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Registrar evento' }));
  await expect.element(ev.getByRole('status')).toHaveTextContent(/^Rascunho de \d{2}:\d{2} recuperado/);
  await expect.element(ev.getByLabelText('Animal', { exact: true })).toHaveDisplayValue(`${brinco} — Mimosa`);
  await expect.element(ev.getByLabelText('Medicamento')).toHaveDisplayValue('Mastizone');
  await expect.element(ev.getByLabelText('Dias de tratamento')).toHaveValue('3');
  await expect.element(ev.getByLabelText('Responsável')).toHaveValue('João');
  await userEvent.click(ev.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Evento sanitário registrado com sucesso!')).toBeVisible();
  // 1 bisnaga × 3 dias × R$ 25,00
  await expect.element(page.getByRole('row', { name: new RegExp(brinco) })).toHaveTextContent('R$ 75,00');
  // saved: the draft is gone, the next event starts blank
  await userEvent.click(page.getByRole('button', { name: 'Registrar evento' }));
  await expect.element(ev.getByLabelText('Responsável')).toHaveValue('');
  expect(ev.getByText(/Rascunho de/).elements()).toHaveLength(0);
  await userEvent.click(ev.getByRole('button', { name: 'Cancelar' }));

  // doses yesterday, today, tomorrow; 4 days × 2 milkings after tomorrow's morning dose: the last discarded milking is
  // the morning of yesterday + 6 (worked by hand in src/domain/sanidade/carencia.test.ts)
  navegar('/dashboard/sanidade');
  const carencia = page.getByRole('region', { name: 'Em carência hoje' });
  await expect.element(carencia).toHaveTextContent(brinco);
  await expect.element(carencia).toHaveTextContent(`Em carência de leite até ${ddmm(dia(5))} (manhã)`);
  await expect.element(carencia).toHaveTextContent(`Em carência de carne até ${ddmm(dia(6))}`);
  await semViolacoes(host, 'sanidade');

  await page.viewport(390, 844);
  await expect.element(carencia).toHaveTextContent(brinco);
  navegar('/dashboard/sanidade/eventos');
  await expect.element(page.getByRole('button', { name: `Ações para ${brinco} — Mimosa` })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Registrar evento' }));
  await userEvent.selectOptions(page.getByRole('dialog').getByLabelText('Tipo de evento'), 'Mastite clínica');
  await expect.element(page.getByRole('dialog').getByRole('checkbox', { name: 'PD' })).toBeVisible();
});

it('the lab’s file of 300 cows through the screen: the error table, then the preview and the import', async () => {
  await naFazenda(sanidade);
  await page.viewport(1366, 768);
  const data = br(dia(-10));
  // the lab's own headers, matched by name; the file as Excel in Portuguese writes it (windows-1252)
  const linhas = brincos.map((b, i) => `${b};${data};${20 + (i % 10)},5;3,6;3,2;${100 + i * 3}`);
  const arquivo = (extra: string[]) =>
    new File(
      [
        Uint8Array.from(
          ['Brinco;Data do controle;Leite (kg);Gordura;Proteína;CCS', ...linhas, ...extra].join('\r\n'),
          (c) => c.charCodeAt(0),
        ),
      ],
      'laboratorio.csv',
      { type: 'text/csv' },
    );

  await abrirApp(undefined, '/dashboard/sanidade');
  const secao = page.getByRole('region', { name: 'Controle leiteiro' });
  await userEvent.click(secao.getByRole('button', { name: 'Importar CSV' }));
  const dialog = page.getByRole('dialog', { name: /Importar CSV/ });
  await userEvent.upload(dialog.getByLabelText('Arquivo CSV'), arquivo([`X999;${data};20;3;3;150`]));
  const erros = dialog.getByRole('region', { name: 'Erros da importação' });
  await expect.element(erros.getByRole('row', { name: /302 .*X999.*Animal não encontrado/ })).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  await userEvent.upload(dialog.getByLabelText('Arquivo CSV'), arquivo([]));
  await expect.element(dialog.getByText('Confira os números e clique em Importar.')).toBeVisible();
  const novas = dialog.getByText('Novas').element().parentElement as HTMLElement;
  await expect.element(novas).toHaveTextContent('300');
  await userEvent.click(dialog.getByRole('button', { name: 'Importar', exact: true }));
  await expect.element(page.getByText('Controle leiteiro: 300 novos, 0 atualizados, 0 sem alteração.')).toBeVisible();
  const lista = await srv.api<{ itens: unknown[] }>('GET', `/api/farms/${sanidade}/controle-leiteiro?porPagina=500`);
  expect(lista.corpo.itens).toHaveLength(300);
});

it('one test-day result typed on the screen, refused with the import’s words, then listed', async () => {
  await naFazenda(controle);
  await page.viewport(390, 844);
  const { host } = await abrirApp(undefined, '/dashboard/sanidade');
  await userEvent.click(page.getByRole('link', { name: /Controle leiteiro/ }));
  await expect.element(page.getByRole('heading', { name: 'Controle leiteiro', level: 1 })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Registrar resultado' }));
  const dialog = page.getByRole('dialog');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  // controleLeiteiroSchema: the lab file's own rule and message
  await expect
    .element(
      dialog
        .getByRole('alert')
        .filter({
          hasText: 'Data e animal são obrigatórios, e ao menos um resultado (leite, gordura, proteína ou CCS).',
        })
        .first(),
    )
    .toBeVisible();
  await userEvent.selectOptions(dialog.getByLabelText('Animal', { exact: true }), `${mimosaDoControle} — Mimosa`);
  // typed in cells/mL instead of thousands: the import's refusal, 'Confira a unidade.'
  await userEvent.fill(dialog.getByLabelText('CCS (mil cél/mL)'), '250000');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect
    .element(
      dialog.getByText('CCS acima do que um laboratório informa (máximo 100.000 mil cél/mL). Confira a unidade.'),
    )
    .toBeVisible();
  await userEvent.fill(dialog.getByLabelText('CCS (mil cél/mL)'), '250');
  await userEvent.fill(dialog.getByLabelText('Gordura (%)'), '3,6');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Resultado do controle leiteiro registrado com sucesso!')).toBeVisible();
  await expect.element(dialog).not.toBeInTheDocument();
  // on the phone, a card with its row menu
  await expect.element(page.getByRole('button', { name: `Ações para ${mimosaDoControle} — Mimosa` })).toBeVisible();
  await semViolacoes(host, 'sanidade-controle');

  await page.viewport(1366, 768);
  const linha = page.getByRole('row', { name: new RegExp(mimosaDoControle) });
  await expect.element(linha).toHaveTextContent(br(hoje));
  // 250 mil/mL: above 200 (in bold), linear score log2(2,5) + 3 = 4,3; fat 3,60 %
  await expect.element(linha).toHaveTextContent('250');
  await expect.element(linha).toHaveTextContent('4,3');
  await expect.element(linha).toHaveTextContent('3,60');
  await semViolacoes(host, 'sanidade-controle-desktop');
});

it('Eventos sanitários: the search finds a record on another page', async () => {
  await naFazenda(controle);
  await page.viewport(1366, 768);
  const { host } = await abrirApp(undefined, '/dashboard/sanidade/eventos');
  await expect.element(page.getByRole('heading', { name: 'Eventos sanitários', level: 1 })).toBeVisible();
  await expect.element(page.getByRole('row', { name: /Brucelose/ }).first()).toBeVisible();
  expect(page.getByRole('row', { name: new RegExp(estrela) }).elements()).toHaveLength(0);
  await userEvent.fill(page.getByRole('searchbox', { name: 'Buscar' }), 'estrela');
  await expect.element(page.getByRole('row', { name: new RegExp(estrela) })).toHaveTextContent('Mastite clínica');
  await expect.poll(() => page.getByRole('row', { name: /Brucelose/ }).elements()).toHaveLength(0);
  await page.viewport(390, 844);
  await semViolacoes(host, 'sanidade-eventos-busca');
});
