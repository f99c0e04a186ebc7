import { useState } from 'react';
import { formatPercent } from '../../../domain/format.ts';
import { MSG_INVENTARIO } from '../../../domain/inventario/constants.ts';
import { descreverMudanca } from '../../../domain/inventario/rebanho.ts';
import { animalEdicaoSchema, animalNovoSchema } from '../../../domain/inventario/schemas.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useCan, useFazendaAtual } from '../../session/session.ts';
import { type AnimalEdicao, type AnimalInventario, animaisApi } from './api.ts';
import { type CampoNovo, dinheiro, inteiro, texto } from './campos.tsx';
import { consultasInventario, recarregarInventario } from './queries.ts';
import {
  colunasRemuneradas,
  NovoItem,
  ResumoRemunerado,
  TelaDeItens,
  useItensDoInventario,
  useTiposETecnicos,
} from './tela-de-itens.tsx';
import { FarmGate } from './ui.tsx';

export default function AnimaisPage() {
  return (
    <>
      <PageHeader title="Animais" subtitle="Todos os Animais Cadastrados" back="/paez" actions={<SyncButton />} />
      <FarmGate modulo="animals">{(farmId) => <Animais farmId={farmId} />}</FarmGate>
    </>
  );
}

function SyncButton() {
  const farm = useFazendaAtual();
  const can = useCan('animals');
  return farm && can ? <SyncButtonInner farmId={farm.id} /> : null;
}

type Previa = Awaited<ReturnType<typeof animaisApi.previaDoRebanho>>;

/** Asks first: the server's preview (type: before → after) in a confirmation, then the update. */
function SyncButtonInner({ farmId }: { farmId: string }) {
  const [busy, setBusy] = useState(false);
  const [previa, setPrevia] = useState<Previa | null>(null);
  async function perguntar() {
    setBusy(true);
    try {
      const p = await animaisApi.previaDoRebanho(farmId);
      if (p.mudancas.length) setPrevia(p);
      else toast.info(MSG_INVENTARIO.rebanhoConfere(p.ano));
    } catch (e) {
      toast.error(apiErrorOf(e).message);
    } finally {
      setBusy(false);
    }
  }
  async function atualizar() {
    const r = await animaisApi.atualizarPeloRebanho(farmId);
    recarregarInventario();
    toast.success(
      r.atualizados + r.criados
        ? MSG_INVENTARIO.rebanhoFeito(r.ano, r.atualizados, r.criados)
        : MSG_INVENTARIO.rebanhoConfere(r.ano),
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline min-h-11"
        onClick={perguntar}
        disabled={busy}
        title="Quantidade de cada tipo = animais ativos do rebanho"
      >
        <Icon name="cow" className="size-5" />
        {busy ? 'Atualizando...' : 'Atualizar pelo rebanho'}
      </button>
      <ConfirmDialog
        open={previa !== null}
        onClose={() => setPrevia(null)}
        onConfirm={atualizar}
        title={MSG_INVENTARIO.rebanhoTitulo}
        message={previa ? MSG_INVENTARIO.rebanhoTexto(previa.ano) : undefined}
        confirmLabel={MSG_INVENTARIO.rebanhoConfirmar}
        busyLabel="Atualizando..."
        tone="primary"
      >
        <ul className="list-disc pl-5 text-sm" aria-label="Mudanças">
          {previa?.mudancas.map((m) => (
            <li key={m.tipo}>{descreverMudanca(m)}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}

/** The add form; a rate left blank is the farm's, which the hint names. */
function novoAnimal(taxaPadrao: number): CampoNovo[] {
  return [
    { campo: 'ano', rotulo: 'Ano', tipo: 'ano' },
    { campo: 'tipo', rotulo: 'Tipo de Animal', tipo: 'tipos', obrigatorio: true },
    { campo: 'quantidade', rotulo: 'Quantidade (un)', tipo: 'numero', casas: 0, obrigatorio: true },
    { campo: 'valor', rotulo: 'Valor unitário', tipo: 'dinheiro' },
    {
      campo: 'taxaJuros',
      rotulo: 'Taxa de juros (% a.a.)',
      tipo: 'numero',
      sufixo: '%',
      placeholder: String(taxaPadrao).replace('.', ','),
      dica: `Em branco: taxa da fazenda (${formatPercent(taxaPadrao)})`,
    },
    { campo: 'responsavelTecnico', rotulo: 'Responsável Técnico', tipo: 'tecnicos' },
  ];
}

const EDICAO = { tipo: texto, quantidade: inteiro, valor: dinheiro, responsavelTecnico: texto };

function Animais({ farmId }: { farmId: string }) {
  const tela = useItensDoInventario(consultasInventario.animais(farmId));
  const registros = useTiposETecnicos(farmId, 'tipos-animais');
  const { data, itens } = tela;
  return (
    <TelaDeItens<AnimalInventario, keyof typeof EDICAO, AnimalEdicao>
      tela={tela}
      resumo={
        <ResumoRemunerado
          pizza="Animais por tipo"
          itens={itens}
          unidade="un"
          total={{ label: 'Quantidade total', icon: 'cow' }}
          resumo={data?.resumo}
        />
      }
      novo={
        <NovoItem
          rascunho={[farmId, 'inventario:animais']}
          titulo="Adicionar Novo Animal"
          botao="Adicionar Animal"
          colunas={3}
          campos={novoAnimal(data?.taxaJurosAnual ?? 6)}
          regras={animalNovoSchema}
          criar={(body) => animaisApi.criar(farmId, body)}
          sucesso={MSG_INVENTARIO.animalAdicionado}
          registros={registros}
        />
      }
      lista={{
        titulo: 'Animais cadastrados',
        csv: 'animais',
        vazio: 'Nenhum animal cadastrado.',
        rowLabel: (a) => a.tipo,
        edicao: EDICAO,
        regras: animalEdicaoSchema,
        salvar: (a, corpo) => animaisApi.salvar(farmId, a.id, corpo),
        sucesso: MSG_INVENTARIO.animalAtualizado,
        colunas: colunasRemuneradas({ tipo: 'Animal', quantidade: 'Qtd. (un)', casas: 0, registros }),
      }}
      excluir={{
        titulo: MSG_INVENTARIO.confirmarExclusao,
        mensagem: MSG_INVENTARIO.excluirAnimal,
        sucesso: MSG_INVENTARIO.itemExcluido,
        comSenha: false,
        excluir: (a) => animaisApi.excluir(farmId, a.id),
      }}
    />
  );
}
