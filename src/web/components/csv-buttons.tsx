import { useState } from 'react';
import { type Answer, requisicao } from '../../domain/api/contrato.ts';
import { csv } from '../../domain/api/csv.ts';
import { entidadeCsv, podeCsv } from '../../domain/csv/entidades.ts';
import { LeitorCsvBytes } from '../../domain/csv/leitor.ts';
import { MSG_CSV } from '../../domain/csv/messages.ts';
import { call } from '../api/client.ts';
import { describe, mutate } from '../api/mutate.ts';
import { enviarPedido } from '../api/pedir.ts';
import { useFazendaAtual, useSession } from '../session/session.ts';
import { Modal } from './dialog.tsx';
import { BotoesExportar } from './exportar.tsx';
import { Icon } from './icons.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { toast } from './toast.tsx';

/** The list screens' CSV: which entity (a name of src/domain/csv/entidades.ts) and what to reload after an import. */
export interface CsvConfig {
  entidade: string;
  after?(): unknown;
}

type Resultado = Awaited<ReturnType<typeof enviar>>;

/** A request larger than this would be refused by the server (16 MB); the CLI takes any size. */
const MAX_JSON = 15 * 1024 * 1024;
/** An import of a large file takes longer than a form's save. */
const IMPORT_TIMEOUT_MS = 120_000;

/** The file → records, a chunk at a time, with the share read so far (the progress bar). */
async function lerArquivo(file: File, progresso: (p: number) => void) {
  const leitor = new LeitorCsvBytes();
  const registros: string[][] = [];
  const reader = file.stream().getReader();
  let lidos = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    lidos += value.length;
    for (const r of leitor.ler(value)) registros.push(r);
    progresso(file.size ? lidos / file.size : 1);
  }
  registros.push(...leitor.fim());
  return { registros, separador: leitor.separador ?? ';' };
}

async function enviar(
  farmId: string,
  entidade: string,
  arquivo: Awaited<ReturnType<typeof lerArquivo>>,
  simular: boolean,
) {
  // the declared import (src/domain/api/csv.ts), with a longer wait than a form's save
  const { url, init } = requisicao(csv.importar, {
    params: { farmId, entidade },
    json: { ...arquivo, simular },
  });
  return call<Answer<typeof csv.importar>>(mutate(describe(url, init), { timeoutMs: IMPORT_TIMEOUT_MS }));
}

/**
 * 'Exportar CSV' and 'Importar CSV' of a list screen, shown by the session's modules (the server's same rule):
 * export with the list's modules, import with the form's. Import opens a dialog: choose the file → preview (counts
 * of new, updated and unchanged rows, and the error table) → 'Importar'.
 */
export function CsvButtons({ entidade, after }: CsvConfig) {
  const e = entidadeCsv(entidade);
  const farm = useFazendaAtual();
  const session = useSession();
  const [aberto, setAberto] = useState(false);
  if (!e || !farm || !session) return null;
  const podeExportar = podeCsv(e, 'leitura', session.modules);
  // a read-only copy of another installation's farm takes no import (the server refuses it anyway)
  const podeImportar = podeCsv(e, 'escrita', session.modules) && !farm.copiaEm;
  if (!podeExportar) return null;

  return (
    <div className="flex flex-wrap gap-2">
      <BotoesExportar
        formatos={['csv']}
        arquivo={() => enviarPedido(csv.exportar, { params: { farmId: farm.id, entidade: e.nome } })}
        sucesso={() => MSG_CSV.exportado}
      />
      {podeImportar && (
        <button type="button" className="btn btn-outline min-h-11" onClick={() => setAberto(true)}>
          <Icon name="upload" />
          Importar CSV
        </button>
      )}
      {aberto && (
        <ImportDialog
          farmId={farm.id}
          entidade={e.nome}
          titulo={e.titulo}
          onClose={() => setAberto(false)}
          after={after}
        />
      )}
    </div>
  );
}

function ImportDialog({
  farmId,
  entidade,
  titulo,
  onClose,
  after,
}: {
  farmId: string;
  entidade: string;
  titulo: string;
  onClose(): void;
  after?(): unknown;
}) {
  const [arquivo, setArquivo] = useState<Awaited<ReturnType<typeof lerArquivo>> | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [previa, setPrevia] = useState<Resultado | null>(null);
  const [fase, setFase] = useState<'livre' | 'lendo' | 'conferindo' | 'importando'>('livre');
  const [erro, setErro] = useState<string | null>(null);
  const [nomeArquivo, setNomeArquivo] = useState('');

  async function escolher(file: File | undefined) {
    setNomeArquivo(file?.name ?? '');
    setPrevia(null);
    setArquivo(null);
    setErro(null);
    if (!file) return;
    try {
      setFase('lendo');
      setProgresso(0);
      const lido = await lerArquivo(file, setProgresso);
      if (JSON.stringify(lido.registros).length > MAX_JSON) throw new Error(MSG_CSV.arquivoGrande);
      setArquivo(lido);
      setFase('conferindo');
      setProgresso(null);
      setPrevia(await enviar(farmId, entidade, lido, true));
    } catch (err) {
      setErro((err as Error).message);
    } finally {
      setFase('livre');
      setProgresso(null);
    }
  }

  async function importar() {
    if (!arquivo) return;
    setFase('importando');
    setErro(null);
    try {
      const r = await enviar(farmId, entidade, arquivo, false);
      if (r.totalErros) {
        setPrevia(r);
        return;
      }
      toast.success(`${titulo}: ${MSG_CSV.resumo(r)}.`);
      await after?.();
      onClose();
    } catch (err) {
      setErro((err as Error).message);
    } finally {
      setFase('livre');
    }
  }

  const ocupado = fase !== 'livre';
  const podeImportar = previa && !previa.totalErros && previa.linhas > 0 && !ocupado;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`Importar CSV — ${titulo}`}
      description="Planilha CSV com ; ou , (a primeira linha com os nomes das colunas, como na exportação). Nada é gravado se alguma linha tiver erro."
      actions={
        <>
          <button type="button" className="btn btn-ghost min-h-11" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary min-h-11" disabled={!podeImportar} onClick={importar}>
            {fase === 'importando' ? 'Importando...' : 'Importar'}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {/* The browser's own file button speaks its language ('Choose File'): ours is Portuguese on any browser. */}
        <label className="flex flex-col gap-1 rounded-field has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-primary">
          <span className="text-sm font-medium">Arquivo CSV</span>
          <span className="flex min-h-11 w-full items-center gap-3 rounded-field border border-base-300 px-2">
            <span className="btn btn-sm btn-outline pointer-events-none">{MSG_CSV.escolherArquivo}</span>
            <span className="min-w-0 truncate text-sm">{nomeArquivo || MSG_CSV.nenhumArquivo}</span>
          </span>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            disabled={ocupado}
            onChange={(ev) => escolher(ev.target.files?.[0])}
          />
        </label>
        {ocupado && (
          <div className="flex flex-col gap-1" aria-live="polite">
            <span className="text-sm">
              {fase === 'lendo'
                ? 'Lendo o arquivo...'
                : fase === 'conferindo'
                  ? 'Conferindo as linhas...'
                  : 'Importando...'}
            </span>
            <progress
              className="progress progress-primary w-full"
              aria-label="Progresso da importação"
              value={progresso === null ? undefined : Math.round(progresso * 100)}
              max={100}
            />
          </div>
        )}
        {erro && (
          <div role="alert" className="alert alert-error">
            {erro}
          </div>
        )}
        {previa && <Previa r={previa} />}
      </div>
    </Modal>
  );
}

function Previa({ r }: { r: Resultado }) {
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(
          [
            ['Linhas', r.linhas],
            ['Novas', r.novos],
            ['Atualizadas', r.atualizados],
            ['Sem alteração', r.inalterados],
          ] as const
        ).map(([rotulo, n]) => (
          <div key={rotulo} className="rounded-box border border-base-300 p-2 text-center">
            <dt className="text-xs text-base-content/70">{rotulo}</dt>
            <dd className="text-lg font-semibold">
              {r.totalErros && rotulo !== 'Linhas' ? '—' : n.toLocaleString('pt-BR')}
            </dd>
          </div>
        ))}
      </dl>
      {r.colunasIgnoradas.length > 0 && (
        <p className="text-sm text-base-content/70">Colunas ignoradas: {r.colunasIgnoradas.join(', ')}.</p>
      )}
      {r.totalErros > 0 ? (
        <>
          <div role="alert" className="alert alert-error">
            {MSG_CSV.erros(r.totalErros)}. {MSG_CSV.nadaGravado}
          </div>
          <ScrollTable label="Erros da importação" className="max-h-72">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>Linha</th>
                  <th>Coluna</th>
                  <th>Valor</th>
                  <th>Mensagem</th>
                </tr>
              </thead>
              <tbody>
                {r.erros.map((x) => (
                  <tr key={`${x.linha}-${x.coluna}-${x.mensagem}`}>
                    <td>{x.linha}</td>
                    <td>{x.coluna}</td>
                    <td className="max-w-40 truncate">{x.valor}</td>
                    <td>{x.mensagem}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          {r.totalErros > r.erros.length && (
            <p className="text-sm">{MSG_CSV.errosDemais(r.totalErros - r.erros.length)}</p>
          )}
        </>
      ) : (
        <p className="text-sm">Confira os números e clique em Importar.</p>
      )}
    </div>
  );
}
