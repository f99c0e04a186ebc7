import { formatData, formatNumero } from '../../../domain/format.ts';
import { LIMIAR_CCS_MIL } from '../../../domain/sanidade/ccs.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { useResource } from '../../api/use-resource.ts';
import { FormError } from '../../components/form.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { useCan } from '../../session/session.ts';
import { Card } from '../apontamentos/parts.tsx';
import { consultasSanidade } from './queries.ts';
import { detalheDoEvento, primeiraMaiuscula } from './textos.ts';

/**
 * Sanidade's sections of the ficha técnica (FichaTecnica.tsx inserts each with one line): one read per animal
 * (`GET …/sanidade/animais/:id`, shared by the three through its key), shown only to a user with the health module.
 */
interface Props {
  farmId: string;
  animalId: string;
}

function useSanidade({ farmId, animalId }: Props) {
  const pode = useCan('health');
  return { pode, r: useResource(pode ? consultasSanidade.doAnimal(farmId, animalId) : null) };
}

/** 'em carência de leite até 03/12 (manhã)' and of meat, or that she is free of any withdrawal today. */
export function EstadoDeCarencia(p: Props) {
  const { pode, r } = useSanidade(p);
  if (!pode) return null;
  const s = r.data;
  return (
    <Card title="Carência" subtitle="Leite e carne, pelos tratamentos e pelo colostro">
      {r.error && !s ? (
        <FormError message={r.error.message} />
      ) : !s ? (
        <p className="text-base-content/70">Carregando...</p>
      ) : !s.leite && !s.carne ? (
        <p>Sem carência hoje.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {s.leite && <Badge tone="warning">{primeiraMaiuscula(s.leite.texto)}</Badge>}
          {s.carne && <Badge tone="warning">{primeiraMaiuscula(s.carne.texto)}</Badge>}
        </div>
      )}
    </Card>
  );
}

/** The animal's health events in her history, newest first. */
export function HistoricoSanitario(p: Props) {
  const { pode, r } = useSanidade(p);
  if (!pode) return null;
  const eventos = r.data?.eventos;
  return (
    <Card title="Eventos sanitários">
      {r.error && !eventos ? (
        <FormError message={r.error.message} />
      ) : !eventos ? (
        <p className="text-base-content/70">Carregando...</p>
      ) : eventos.length === 0 ? (
        <p className="text-base-content/70">{MSG_SANIDADE.semEventos}</p>
      ) : (
        <ScrollTable label="Eventos sanitários">
          <table className="table">
            <caption className="sr-only">Eventos sanitários</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Tipo</th>
                <th scope="col">Detalhe</th>
                <th scope="col">Medicamento</th>
                <th scope="col">Responsável</th>
              </tr>
            </thead>
            <tbody>
              {eventos.map((e) => (
                <tr key={e.id}>
                  <td>{formatData(e.data)}</td>
                  <td>{e.tipo}</td>
                  <td>{detalheDoEvento(e)}</td>
                  <td>
                    {e.medicamento
                      ? `${e.medicamento}${e.dose !== null ? `, ${formatNumero(e.dose, 0)}` : ''}${e.dias ? ` × ${e.dias} dia(s)` : ''}`
                      : '—'}
                  </td>
                  <td>{e.responsavel || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </Card>
  );
}

/** The cow's CCS history from the lab's test days, with the linear score; above 200 000 cells/mL marked in words. */
export function CcsDoAnimal(p: Props) {
  const { pode, r } = useSanidade(p);
  if (!pode) return null;
  const controles = r.data?.controles;
  return (
    <Card title="CCS do controle leiteiro" subtitle={`Acima de ${LIMIAR_CCS_MIL} mil células/mL em destaque`}>
      {r.error && !controles ? (
        <FormError message={r.error.message} />
      ) : !controles ? (
        <p className="text-base-content/70">Carregando...</p>
      ) : controles.length === 0 ? (
        <p className="text-base-content/70">{MSG_SANIDADE.semControles}</p>
      ) : (
        <ScrollTable label="CCS do controle leiteiro">
          <table className="table">
            <caption className="sr-only">CCS do controle leiteiro</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Leite (L)</th>
                <th scope="col">CCS (mil/mL)</th>
                <th scope="col">Escore linear</th>
              </tr>
            </thead>
            <tbody>
              {controles.map((c) => (
                <tr key={c.id}>
                  <td>{formatData(c.data)}</td>
                  <td>{c.leite === null ? MSG_SANIDADE.semDados : formatNumero(c.leite, 1)}</td>
                  <td>
                    {c.ccs === null ? (
                      MSG_SANIDADE.semDados
                    ) : c.ccs > LIMIAR_CCS_MIL ? (
                      <Badge tone="warning">{`${formatNumero(c.ccs, 0)} (acima de ${LIMIAR_CCS_MIL})`}</Badge>
                    ) : (
                      formatNumero(c.ccs, 0)
                    )}
                  </td>
                  <td>{c.escore === null ? MSG_SANIDADE.semDados : formatNumero(c.escore, 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </Card>
  );
}
