import { useState } from 'react';
import { MSG_RELATORIO } from '../../domain/relatorios/schemas.ts';
import { baixarArquivo } from '../api/client.ts';
import { apiErrorOf } from './form.tsx';
import { Icon } from './icons.tsx';
import { toast } from './toast.tsx';

export const ROTULO_FORMATO = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' } as const;
export type FormatoArquivo = keyof typeof ROTULO_FORMATO;

/**
 * 'Exportar CSV', 'Exportar Excel', 'Exportar PDF': the file the server makes, saved by the browser under the name
 * it gives; 'Exportando...' while it comes, the toast of docs/PRODUTO.md §Relatórios after ('Relatório exportado em PDF
 * com sucesso!', or `sucesso`). `recusa`: why nothing can be exported yet (said instead of asking the server).
 */
export function BotoesExportar({
  formatos,
  arquivo,
  recusa,
  sucesso = MSG_RELATORIO.exportado,
}: {
  formatos: readonly FormatoArquivo[];
  arquivo(formato: FormatoArquivo): Promise<Response>;
  recusa?: string | null;
  sucesso?(rotulo: string): string;
}) {
  const [baixando, setBaixando] = useState<FormatoArquivo | null>(null);
  async function baixar(formato: FormatoArquivo) {
    if (recusa) return void toast.error(recusa);
    setBaixando(formato);
    try {
      await baixarArquivo(arquivo(formato));
      toast.success(sucesso(ROTULO_FORMATO[formato]));
    } catch (e) {
      toast.error(apiErrorOf(e).message);
    } finally {
      setBaixando(null);
    }
  }
  return formatos.map((f) => (
    <button
      key={f}
      type="button"
      className="btn btn-outline min-h-11"
      onClick={() => baixar(f)}
      disabled={baixando !== null}
    >
      <Icon name="download" />
      {baixando === f ? 'Exportando...' : `Exportar ${ROTULO_FORMATO[f]}`}
    </button>
  ));
}
