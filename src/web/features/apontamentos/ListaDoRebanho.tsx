import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { LISTAS_DE_ACAO, type ListaDeAcao } from '../../../domain/apontamentos/reproducao.ts';
import { SEXO_LABEL, SITUACAO_LABEL, SITUACOES, type Situacao } from '../../../domain/apontamentos/schemas.ts';
import { compararTexto, formatData, formatNumero } from '../../../domain/format.ts';
import { ApiError } from '../../api/client.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { ConfirmDialog, Modal } from '../../components/dialog.tsx';
import { apiErrorOf, FormError, SelectField } from '../../components/form.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { PageHeader } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { useCan } from '../../session/session.ts';
import { AnimalDialog } from './AnimalDialog.tsx';
import { type AnimalRebanho, apontamentosApi, type EstadoDaFemea } from './api.ts';
import { dataOuTraco, EstadoBadge, ouTraco, ResumoDoRebanho, textoDoEstado } from './estado.tsx';
import { useAnimais, useFarmCtx } from './hooks.ts';
import { chavesApontamentos, consultasApontamentos } from './queries.ts';

const TOM: Record<string, 'success' | 'warning' | 'error' | 'neutral'> = {
  ativo: 'success',
  vendido: 'neutral',
  morto: 'error',
  descartado: 'warning',
};

type Linha = AnimalRebanho & { st?: EstadoDaFemea; carencia?: string };

/** Rebanho's filters: by category, by reproductive state, by action list (the server's lists, one rule). */
const FILTROS: { value: string; label: string; passa(e: EstadoDaFemea): boolean }[] = [
  { value: 'lactacao', label: 'Em lactação', passa: (e) => e.estado.categoria === 'Em lactação' },
  { value: 'secas', label: 'Secas', passa: (e) => e.estado.categoria === 'Seca' },
  { value: 'novilhas-todas', label: 'Novilhas', passa: (e) => e.estado.categoria === 'Novilha' },
  { value: 'bezerras', label: 'Bezerras', passa: (e) => e.estado.categoria === 'Bezerra' },
  { value: 'prenhes', label: 'Prenhes', passa: (e) => e.estado.reprodutiva === 'Prenhe' },
  { value: 'vazias', label: 'Vazias', passa: (e) => e.estado.reprodutiva === 'Vazia' },
  { value: 'inseminadas', label: 'Inseminadas', passa: (e) => e.estado.reprodutiva === 'Inseminada' },
  ...(Object.keys(LISTAS_DE_ACAO) as ListaDeAcao[]).map((l) => ({
    value: l,
    label: LISTAS_DE_ACAO[l].titulo,
    passa: (e: EstadoDaFemea) => e.listas.includes(l),
  })),
];

/** Sorts: a figure the animal does not have goes last, whatever the direction. */
const ORDENS: { value: string; label: string; chave(l: Linha): number | string | null; desc?: boolean }[] = [
  { value: 'identificacao', label: 'Identificação', chave: (l) => l.identificacao },
  { value: 'del', label: 'DEL (maior primeiro)', chave: (l) => l.st?.estado.del ?? null, desc: true },
  {
    value: 'aberto',
    label: 'Dias em aberto (maior primeiro)',
    chave: (l) => l.st?.estado.diasEmAberto ?? null,
    desc: true,
  },
  { value: 'servicos', label: 'Serviços (mais primeiro)', chave: (l) => l.st?.estado.servicos ?? null, desc: true },
  { value: 'parto', label: 'Parto previsto', chave: (l) => l.st?.estado.partoPrevisto ?? null },
  { value: 'secagem', label: 'Secagem prevista', chave: (l) => l.st?.estado.secagemPrevista ?? null },
];

function ordenar(linhas: Linha[], ordem: string): Linha[] {
  const o = ORDENS.find((x) => x.value === ordem) ?? ORDENS[0];
  return [...linhas].sort((a, b) => {
    const x = o.chave(a);
    const y = o.chave(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : compararTexto(String(x), String(y));
    // the one collator: localeCompare with a locale builds one per comparison (slow on a 300-cow herd)
    return (o.desc ? -c : c) || compararTexto(a.identificacao, b.identificacao);
  });
}

const dias = (v: number | null | undefined) => ouTraco(v, (x: number) => formatNumero(x, 0));

/** The state columns (Apontamentos' data): the card shows the state first, under the ear tag. */
const COLUNAS_ESTADO: Column<Linha>[] = [
  {
    key: 'estado',
    header: 'Estado',
    render: (l) => (l.st ? <EstadoBadge estado={l.st.estado} /> : '—'),
    text: (l) => (l.st ? textoDoEstado(l.st.estado) : ''),
  },
  { key: 'del', header: 'DEL', render: (l) => dias(l.st?.estado.del), align: 'right' },
  { key: 'aberto', header: 'Dias em aberto', render: (l) => dias(l.st?.estado.diasEmAberto), align: 'right' },
  { key: 'servicos', header: 'Serviços', render: (l) => (l.st ? String(l.st.estado.servicos) : '—'), align: 'right' },
  {
    key: 'ultimoServico',
    header: 'Último serviço',
    render: (l) => dataOuTraco(l.st?.estado.ultimoServico),
    hideOnMobile: true,
  },
  { key: 'parto', header: 'Parto previsto', render: (l) => dataOuTraco(l.st?.estado.partoPrevisto) },
  {
    key: 'secagem',
    header: 'Secagem prevista',
    render: (l) => dataOuTraco(l.st?.estado.secagemPrevista),
    hideOnMobile: true,
  },
  {
    key: 'carencia',
    header: 'Carência',
    render: (l) => (l.carencia ? <span className="font-semibold text-error">{l.carencia}</span> : '—'),
    text: (l) => l.carencia ?? '',
  },
  {
    key: 'lactacao',
    header: 'Lactação',
    render: (l) => (l.st ? String(l.st.estado.lactacao) : '—'),
    align: 'right',
    hideOnMobile: true,
  },
];

/** The herd register: list, search, add, edit, delete, and the 'Ficha Técnica' of each animal. */
export function ListaDoRebanho() {
  const { farmId } = useFarmCtx();
  const [, navigate] = useLocation();
  const animais = useAnimais(farmId);
  // The computed state is Apontamentos' data: read only by who may open it (a Gerente sees the register alone).
  const podeApontar = useCan('appointments');
  const estado = useResource(podeApontar && farmId ? consultasApontamentos.estado(farmId) : null);
  const [situacao, setSituacao] = useState<Situacao | ''>('');
  const [filtro, setFiltro] = useState('');
  const [ordem, setOrdem] = useState('identificacao');
  const [dialog, setDialog] = useState<{ animal: AnimalRebanho | null } | null>(null);
  const [toDelete, setToDelete] = useState<AnimalRebanho | null>(null);
  const [blocked, setBlocked] = useState<{ animal: AnimalRebanho; message: string } | null>(null);
  const [blockedError, setBlockedError] = useState<string | null>(null);
  if (!farmId) return null;
  const all = animais.data ?? [];
  const porId = new Map((estado.data?.animais ?? []).map((e) => [e.animalId, e]));
  const carenciaDe = new Map((estado.data?.carencias ?? []).map((c) => [c.animalId, c.texto]));
  const f = FILTROS.find((x) => x.value === filtro);
  const linhas: Linha[] = all
    .filter((a) => !situacao || a.situacao === situacao)
    .map((a) => ({ ...a, st: porId.get(a.id), carencia: carenciaDe.get(a.id) }))
    .filter((l) => !f || (l.st !== undefined && f.passa(l.st)));
  const rows = ordenar(linhas, ordem);
  const reload = () => {
    // the register, its records and everything computed from them
    invalidate(chavesApontamentos.fazenda(farmId));
  };

  async function marcar(a: AnimalRebanho, nova: Situacao) {
    try {
      await apontamentosApi.editarAnimal(farmId as string, a.id, {
        identificacao: a.identificacao,
        nome: a.nome,
        categoria: a.categoria,
        raca: a.raca,
        sexo: a.sexo as 'F' | 'M',
        dataNascimento: a.dataNascimento,
        maeId: a.maeId,
        situacao: nova,
        destino: a.destino,
        observacao: a.observacao,
        updatedAt: a.updatedAt,
      });
      toast.success(MSG_APONT.animalAtualizado);
      setBlocked(null);
      reload();
    } catch (e) {
      setBlockedError(apiErrorOf(e).message);
    }
  }

  return (
    // on a phone the blocks sit closer (the header keeps its own margin), so the first cows are on screen
    <div className="flex flex-col gap-3 sm:gap-6">
      <PageHeader
        title="Rebanho"
        subtitle="Registro individual dos animais"
        actions={
          podeApontar && (
            <Link href="~/dashboard/apontamentos/listas" className="btn btn-outline min-h-11">
              Listas de trabalho
            </Link>
          )
        }
      />
      {podeApontar && <ResumoDoRebanho leitura={estado} />}
      <ListScreen<Linha>
        title="Animais do rebanho"
        subtitle={
          podeApontar
            ? 'Estado reprodutivo, DEL e previsões de cada animal'
            : 'Brinco, categoria, raça e situação de cada animal'
        }
        rows={rows}
        loading={animais.loading && !animais.data}
        error={
          animais.error ? MSG_APONT.erroAnimais : estado.error && !estado.data ? MSG_APONT.erroEstadoRebanho : null
        }
        rowKey={(a) => a.id}
        onAdd={() => setDialog({ animal: null })}
        toolbar={
          <>
            {/* on a phone the three selects share one row (three rows of their own pushed the cows off the screen) */}
            <div
              className={`grid w-full ${podeApontar ? 'grid-cols-[4fr_5fr_6fr]' : 'grid-cols-1'} gap-2 [&_select]:ps-2 sm:flex sm:w-auto sm:flex-wrap sm:items-end sm:gap-3 sm:[&_select]:ps-3`}
            >
              <SelectField
                label="Situação"
                className="min-w-0 sm:w-48"
                value={situacao}
                onChange={(v) => setSituacao(v as Situacao | '')}
                options={[
                  { value: '', label: 'Todas' },
                  ...SITUACOES.map((s) => ({ value: s, label: SITUACAO_LABEL[s] })),
                ]}
              />
              {podeApontar && (
                <>
                  <SelectField
                    label="Filtro"
                    className="min-w-0 sm:w-52"
                    value={filtro}
                    onChange={setFiltro}
                    options={[{ value: '', label: 'Todos' }, ...FILTROS.map(({ value, label }) => ({ value, label }))]}
                  />
                  <SelectField
                    label="Ordenar por"
                    className="min-w-0 sm:w-60"
                    value={ordem}
                    onChange={setOrdem}
                    options={ORDENS.map(({ value, label }) => ({ value, label }))}
                  />
                </>
              )}
            </div>
            <CsvButtons entidade="rebanho" after={reload} />
          </>
        }
        columns={[
          { key: 'identificacao', header: 'Identificação', render: (a) => a.identificacao, primary: true },
          ...(podeApontar ? COLUNAS_ESTADO : []),
          { key: 'nome', header: 'Nome', render: (a) => a.nome },
          { key: 'categoria', header: 'Categoria', render: (a) => a.categoria, hideOnMobile: podeApontar },
          { key: 'raca', header: 'Raça', render: (a) => a.raca, hideOnMobile: true },
          {
            key: 'sexo',
            header: 'Sexo',
            render: (a) => SEXO_LABEL[a.sexo as 'F' | 'M'] ?? a.sexo,
            hideOnMobile: true,
          },
          {
            key: 'nascimento',
            header: 'Nascimento',
            render: (a) => formatData(a.dataNascimento),
            hideOnMobile: true,
          },
          { key: 'mae', header: 'Mãe', render: (a) => a.mae ?? '', hideOnMobile: true },
          {
            key: 'situacao',
            header: 'Situação',
            render: (a) => (
              <Badge tone={TOM[a.situacao] ?? 'neutral'}>{SITUACAO_LABEL[a.situacao as Situacao] ?? a.situacao}</Badge>
            ),
            text: (a) => SITUACAO_LABEL[a.situacao as Situacao] ?? a.situacao,
          },
        ]}
        actions={[
          { label: 'Ficha Técnica', icon: 'file', onClick: (a) => navigate(`/${a.id}`) },
          { label: 'Editar', icon: 'edit', onClick: (a) => setDialog({ animal: a }) },
          { label: 'Excluir', icon: 'trash', danger: true, onClick: setToDelete },
        ]}
      >
        <AnimalDialog
          farmId={farmId}
          open={dialog !== null}
          animal={dialog?.animal ?? null}
          animais={all}
          onClose={() => setDialog(null)}
          onSaved={() => {
            toast.success(dialog?.animal ? MSG_APONT.animalAtualizado : MSG_APONT.animalAdicionado);
            setDialog(null);
            reload();
          }}
        />
        <ConfirmDialog
          open={toDelete !== null}
          onClose={() => setToDelete(null)}
          message="Tem certeza que deseja excluir este animal? Esta ação não pode ser desfeita."
          onConfirm={async () => {
            const a = toDelete;
            if (!a) return;
            try {
              await apontamentosApi.excluirAnimal(farmId, a.id);
              toast.success(MSG_APONT.animalExcluido);
              reload();
            } catch (e) {
              if (e instanceof ApiError && e.status === 409) {
                setBlockedError(null);
                setBlocked({ animal: a, message: e.message });
                return;
              }
              throw e;
            }
          }}
        />
        <Modal
          open={blocked !== null}
          onClose={() => setBlocked(null)}
          title="Animal com apontamentos"
          description={blocked?.message}
          size="md"
          actions={
            <>
              <button type="button" className="btn min-h-11" onClick={() => setBlocked(null)}>
                Cancelar
              </button>
              {blocked && (
                <>
                  <button type="button" className="btn min-h-11" onClick={() => marcar(blocked.animal, 'vendido')}>
                    Marcar como vendido
                  </button>
                  <button type="button" className="btn min-h-11" onClick={() => marcar(blocked.animal, 'morto')}>
                    Marcar como morto
                  </button>
                  <button
                    type="button"
                    className="btn btn-error min-h-11"
                    onClick={async () => {
                      try {
                        await apontamentosApi.excluirAnimal(farmId, blocked.animal.id, true);
                        toast.success(MSG_APONT.animalExcluido);
                        setBlocked(null);
                        reload();
                      } catch (e) {
                        setBlockedError(apiErrorOf(e).message);
                      }
                    }}
                  >
                    Excluir com os apontamentos
                  </button>
                </>
              )}
            </>
          }
        >
          <p className="text-sm">
            Marcar o animal como vendido ou morto mantém a produção e os eventos no histórico. Excluir com os
            apontamentos apaga também esses registros.
          </p>
          <FormError message={blockedError} />
        </Modal>
      </ListScreen>
    </div>
  );
}
