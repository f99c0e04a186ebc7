import { useParams } from 'wouter';
import { textoDoTotal } from '../../../domain/apontamentos/lactacoes.ts';
import { graficoAnimal } from '../../../domain/apontamentos/producao.ts';
import { SEXO_LABEL, SITUACAO_LABEL, type Situacao } from '../../../domain/apontamentos/schemas.ts';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { MODULOS } from '../../../domain/modules.ts';
import { textoRetido } from '../../../domain/retidos.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { useResource } from '../../api/use-resource.ts';
import { FormError } from '../../components/form.tsx';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { CcsDoAnimal, EstadoDeCarencia, HistoricoSanitario } from '../sanidade/ficha.tsx';
import { GraficoRegistro } from './grafico-registro.tsx';
import { useFarmCtx } from './hooks.ts';
import { LactacoesDaVaca } from './lactacoes.tsx';
import { Card } from './parts.tsx';
import { consultasApontamentos } from './queries.ts';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs uppercase tracking-wide text-base-content/60">{label}</dt>
      <dd className="font-medium">{children || '—'}</dd>
    </div>
  );
}

/** 'Ficha Técnica' of one animal: data, computed status, production history (chart) and reproduction events. */
export function FichaTecnica() {
  const { id } = useParams<{ id: string }>();
  const { farmId } = useFarmCtx();
  const ficha = useResource(farmId ? consultasApontamentos.ficha(farmId, id) : null);
  const f = ficha.data;
  if (ficha.error) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Ficha Técnica" back="/" />
        <FormError message={ficha.error.message} />
      </div>
    );
  }
  if (!f) return <div className="skeleton h-96 w-full" />;
  const { animal: a, status: s } = f;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Ficha Técnica — ${a.identificacao}${a.nome ? ` (${a.nome})` : ''}`}
        subtitle={a.categoria}
        back="/"
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Dados do animal">
          <dl className="grid grid-cols-2 gap-4">
            <Item label="Identificação">{a.identificacao}</Item>
            <Item label="Nome">{a.nome}</Item>
            <Item label="Categoria">{a.categoria}</Item>
            <Item label="Raça">{a.raca}</Item>
            <Item label="Sexo">{SEXO_LABEL[a.sexo as 'F' | 'M'] ?? a.sexo}</Item>
            <Item label="Nascimento">{formatData(a.dataNascimento)}</Item>
            <Item label="Mãe">{a.mae ? `${a.mae.identificacao}${a.mae.nome ? ` — ${a.mae.nome}` : ''}` : ''}</Item>
            <Item label="Situação">{SITUACAO_LABEL[a.situacao as Situacao] ?? a.situacao}</Item>
          </dl>
          {a.observacao && <p className="text-sm text-base-content/80">{a.observacao}</p>}
        </Card>
        {s && (
          <Card title="Situação reprodutiva" subtitle="Calculada a partir dos eventos de reprodução">
            <div className="flex flex-wrap gap-2">
              <Badge tone={s.lactando ? 'success' : 'neutral'}>{s.descricao}</Badge>
              {s.diagnosticoPendente && <Badge tone="warning">Diagnóstico de gestação pendente</Badge>}
            </div>
            <dl className="grid grid-cols-2 gap-4">
              <Item label="Último parto">{formatData(s.ultimoParto)}</Item>
              <Item label="Fim da lactação">{formatData(s.fimLactacao)}</Item>
              <Item label="Dias em lactação (DEL)">{s.del !== null ? String(s.del) : ''}</Item>
              <Item label="Inseminação">{formatData(s.inseminacao)}</Item>
              <Item label="Parto previsto">{formatData(s.partoPrevisto)}</Item>
              <Item label="Secagem prevista">{formatData(s.secagemPrevista)}</Item>
              <Item label="Diagnóstico a partir de">{formatData(s.diagnosticoPendente?.de)}</Item>
            </dl>
          </Card>
        )}
      </div>
      {farmId && <EstadoDeCarencia farmId={farmId} animalId={a.id} />}
      {f.retidos.length > 0 && (
        <p role="note" className="rounded-box bg-base-200 p-4 text-base-content">
          Situação reprodutiva, produção de leite e eventos reprodutivos:{' '}
          {textoRetido({ modulos: f.retidos[0].modulos.flatMap((m) => MODULOS.filter((x) => x === m)) })}
        </p>
      )}
      {f.producao && f.resumo && (
        <Card title="Produção de leite" subtitle="Litros por dia nos últimos 12 meses">
          <div className="grid grid-cols-2 gap-3">
            <StatCard
              label="Média dos últimos 7 dias"
              value={
                f.resumo.mediaUltimos7Dias === null
                  ? MSG_SANIDADE.semDados
                  : `${formatNumero(f.resumo.mediaUltimos7Dias, 1)} L/dia`
              }
            />
            <StatCard
              label="Lactação atual"
              value={
                !f.resumo.lactacaoAtual
                  ? 'Fora de lactação'
                  : f.resumo.lactacaoAtual.total === null
                    ? 'sem dados'
                    : `${formatNumero(f.resumo.lactacaoAtual.total, 1)} L`
              }
              hint={textoDoTotal(f.resumo.lactacaoAtual?.registrado ?? null) ?? undefined}
            />
          </div>
          {f.producao.length === 0 ? (
            <p className="text-base-content/70">Nenhuma produção registrada.</p>
          ) : (
            <GraficoRegistro
              data={graficoAnimal(f.producao)}
              label={`Gráfico da produção diária do animal ${a.identificacao}`}
            />
          )}
        </Card>
      )}
      {f.producao && farmId && a.sexo === 'F' && (
        <LactacoesDaVaca farmId={farmId} animalId={a.id} identificacao={a.identificacao} />
      )}
      {farmId && a.sexo === 'F' && <CcsDoAnimal farmId={farmId} animalId={a.id} />}
      {f.eventos && (
        <Card title="Eventos reprodutivos">
          {f.eventos.length === 0 ? (
            <p className="text-base-content/70">Nenhum evento registrado.</p>
          ) : (
            <ScrollTable label={'Eventos reprodutivos'}>
              <table className="table">
                <caption className="sr-only">Eventos reprodutivos</caption>
                <thead>
                  <tr>
                    <th scope="col">Data</th>
                    <th scope="col">Evento</th>
                    <th scope="col">Observação</th>
                  </tr>
                </thead>
                <tbody>
                  {f.eventos.map((e) => (
                    <tr key={e.id}>
                      <td>{formatData(e.data)}</td>
                      <td>{e.resultado ? `${e.evento} (${e.resultado})` : e.evento}</td>
                      <td>{e.observacao}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </Card>
      )}
      {farmId && <HistoricoSanitario farmId={farmId} animalId={a.id} />}
    </div>
  );
}
