import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatData } from '../../../domain/format.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { SEXO_LABEL, SITUACAO_LABEL, SITUACOES, type Situacao } from '../../../domain/records/schemas.ts';
import { ApiError } from '../../api/client.ts';
import { invalidate } from '../../api/use-resource.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { ConfirmDialog, Modal } from '../../components/dialog.tsx';
import { apiErrorOf, FormError, SelectField } from '../../components/form.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { PageHeader } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { AnimalDialog } from './AnimalDialog.tsx';
import { type AnimalRebanho, recordsApi } from './api.ts';
import { useAnimais, useFarmCtx } from './hooks.ts';

const TOM: Record<string, 'success' | 'warning' | 'error' | 'neutral'> = {
  ativo: 'success',
  vendido: 'neutral',
  morto: 'error',
  descartado: 'warning',
};

/** The herd register: list, search, add, edit, delete, and the 'Ficha Técnica' of each animal. */
export function HerdList() {
  const { farmId } = useFarmCtx();
  const [, navigate] = useLocation();
  const animais = useAnimais(farmId);
  const [situacao, setSituacao] = useState<Situacao | ''>('');
  const [dialog, setDialog] = useState<{ animal: AnimalRebanho | null } | null>(null);
  const [toDelete, setToDelete] = useState<AnimalRebanho | null>(null);
  const [blocked, setBlocked] = useState<{ animal: AnimalRebanho; message: string } | null>(null);
  const [blockedError, setBlockedError] = useState<string | null>(null);
  if (!farmId) return null;
  const all = animais.data ?? [];
  const rows = situacao ? all.filter((a) => a.situacao === situacao) : all;
  const reload = () => {
    invalidate(`animais:${farmId}`);
    invalidate(`producao:${farmId}`);
    invalidate(`reproducao:${farmId}`);
  };

  async function marcar(a: AnimalRebanho, nova: Situacao) {
    try {
      await recordsApi.editarAnimal(farmId as string, a.id, {
        identificacao: a.identificacao,
        nome: a.nome,
        categoria: a.categoria,
        raca: a.raca,
        sexo: a.sexo as 'F' | 'M',
        dataNascimento: a.dataNascimento,
        maeId: a.maeId,
        situacao: nova,
        observacao: a.observacao,
        updatedAt: a.updatedAt,
      });
      toast.success(MSG_REC.animalAtualizado);
      setBlocked(null);
      reload();
    } catch (e) {
      setBlockedError(apiErrorOf(e).message);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Rebanho" subtitle="Registro individual dos animais" />
      <ListScreen<AnimalRebanho>
        title="Animais do rebanho"
        subtitle="Brinco, categoria, raça e situação de cada animal"
        rows={rows}
        loading={animais.loading && !animais.data}
        error={animais.error ? MSG_REC.erroAnimais : null}
        rowKey={(a) => a.id}
        onAdd={() => setDialog({ animal: null })}
        toolbar={
          <>
            <SelectField
              label="Situação"
              className="w-48"
              value={situacao}
              onChange={(v) => setSituacao(v as Situacao | '')}
              options={[
                { value: '', label: 'Todas' },
                ...SITUACOES.map((s) => ({ value: s, label: SITUACAO_LABEL[s] })),
              ]}
            />
            <CsvButtons entidade="rebanho" after={reload} />
          </>
        }
        columns={[
          { key: 'identificacao', header: 'Identificação', render: (a) => a.identificacao, primary: true },
          { key: 'nome', header: 'Nome', render: (a) => a.nome },
          { key: 'categoria', header: 'Categoria', render: (a) => a.categoria },
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
            toast.success(dialog?.animal ? MSG_REC.animalAtualizado : MSG_REC.animalAdicionado);
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
              await recordsApi.excluirAnimal(farmId, a.id);
              toast.success(MSG_REC.animalExcluido);
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
                        await recordsApi.excluirAnimal(farmId, blocked.animal.id, true);
                        toast.success(MSG_REC.animalExcluido);
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
