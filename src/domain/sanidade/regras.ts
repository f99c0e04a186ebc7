/**
 * What a health record can be, judged with what only the database knows (the animal, the medicine): one function for
 * the kernel's check, its bulk check and the CSV import, so form, API, batch, file and offline replay say the same.
 */
import { MSG_APONT } from '../apontamentos/messages.ts';
import type { Recusa } from '../apontamentos/plausivel.ts';
import { MSG_SANIDADE } from './messages.ts';
import { VACINAS_BRUCELOSE, type Vacina } from './schemas.ts';

export interface AnimalSanitario {
  sexo: string;
  dataNascimento: string | null;
}

export interface MedicamentoDoEvento {
  nome: string;
  carenciaLeite: number | null;
  carenciaCarneDias: number | null;
}

/**
 * Why an animal cannot have this health record on `data`, or null: an animal of the farm, not before its birth;
 * a mastitis, a test-day result and the brucellosis vaccine are of females (PNCEBT, IN SDA 10/2017 art. 13: no male is
 * vaccinated); a medicine of the farm, whose label withdrawals were typed for a dose course (never assumed).
 */
export function fatoSanitarioImpossivel(
  animal: AnimalSanitario | undefined,
  registro: {
    data: string;
    tipo?: string;
    vacina?: Vacina | string | null;
    medicamentoId?: string | null;
    dias?: number | null;
  },
  medicamento: (id: string) => MedicamentoDoEvento | undefined,
): Recusa | null {
  if (!animal) return { campo: 'animalId', mensagem: MSG_APONT.animalDesconhecido };
  if (animal.dataNascimento && registro.data < animal.dataNascimento)
    return { campo: 'data', mensagem: MSG_APONT.antesDoNascimento(animal.dataNascimento) };
  const deFemea =
    registro.tipo === undefined ||
    registro.tipo === 'Mastite clínica' ||
    (registro.tipo === 'Vacinação' && VACINAS_BRUCELOSE.includes(registro.vacina as Vacina));
  if (deFemea && animal.sexo !== 'F') return { campo: 'animalId', mensagem: MSG_SANIDADE.somenteFemeas };
  if (registro.medicamentoId) {
    const m = medicamento(registro.medicamentoId);
    if (!m) return { campo: 'medicamentoId', mensagem: MSG_SANIDADE.medicamentoDesconhecido };
    if (registro.dias && (m.carenciaLeite === null || m.carenciaCarneDias === null))
      return { campo: 'medicamentoId', mensagem: MSG_SANIDADE.carenciaNaoInformada(m.nome) };
  }
  return null;
}
