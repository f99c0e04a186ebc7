import type { z } from 'zod';
import { MSG_INVENTARIO } from '../../../domain/inventario/constants.ts';
import { TIPOS_DE_CADASTRO } from '../../../domain/schemas/cadastros.ts';
import { PageHeader } from '../../components/page.tsx';
import { useFazendaAtual, useSession } from '../../session/session.ts';
import { type RegistroItem, registrosApi, useRegistro } from './api.ts';
import type { Cadastro } from './cadastros.ts';
import { type Edicao, texto } from './campos.tsx';
import { editarTexto, NovoItem, TelaDeItens } from './tela-de-itens.tsx';

/** One inventory registry (técnicos, tipos de …): heading, add form, inline-editable table, confirm delete. */
export default function CadastroPage({ cadastro }: { cadastro: Cadastro }) {
  const farm = useFazendaAtual();
  return (
    <>
      <PageHeader title={cadastro.titulo} subtitle={cadastro.subtitulo} back="/paez/cadastros" />
      {farm ? <Registro farmId={farm.id} cadastro={cadastro} /> : null}
    </>
  );
}

function Registro({ farmId, cadastro }: { farmId: string; cadastro: Cadastro }) {
  const { data, error, loading } = useRegistro(farmId, cadastro.tipo);
  const session = useSession();
  // Reading needs only the farm; changing needs a module that owns the registry (the server's same rule).
  const podeEscrever = TIPOS_DE_CADASTRO[cadastro.tipo].escrita.some((m) => session?.modules.includes(m));
  // The registry's schema, the one its route checks with (every registry is a record of texts).
  const regras: z.ZodType<Record<string, string>, Record<string, unknown>> = TIPOS_DE_CADASTRO[cadastro.tipo].schema;
  const edicao: Edicao<string> = Object.fromEntries(cadastro.campos.map((c) => [c.campo, texto]));
  const { tipo, singular } = cadastro;
  return (
    <TelaDeItens<RegistroItem, string>
      tela={{ data, itens: data ?? [], loading, error }}
      resumo={null}
      novo={
        podeEscrever && (
          <NovoItem
            rascunho={[farmId, `inventario:${tipo}`]}
            titulo={`Adicionar ${singular.rotulo}`}
            botao="Adicionar"
            colunas={4}
            campos={cadastro.campos.map((c) => ({ ...c, tipo: 'texto' }))}
            regras={regras}
            criar={(body) => registrosApi.criar(farmId, tipo, body)}
            sucesso={MSG_INVENTARIO.registroAdicionado(singular.rotulo)}
          />
        )
      }
      lista={{
        titulo: `${cadastro.titulo} cadastrados`,
        csv: tipo,
        vazio: 'Nenhum registro encontrado',
        rowLabel: (i) => i.nome,
        editavel: podeEscrever,
        edicao,
        regras,
        salvar: (i, corpo) => registrosApi.salvar(farmId, tipo, i.id, corpo),
        sucesso: MSG_INVENTARIO.registroAtualizado(singular.rotulo),
        colunas: cadastro.campos.map((c) => ({
          key: c.campo,
          header: c.rotulo,
          render: (i: RegistroItem) => i[c.campo] || (c.campo === 'nome' ? '' : '—'),
          edit: editarTexto(c.campo),
        })),
      }}
      excluir={{
        titulo: 'Confirmar exclusão',
        mensagem: `Tem certeza que deseja excluir ${singular.artigo} ${singular.nome}? Esta ação não pode ser desfeita.`,
        sucesso: MSG_INVENTARIO.registroRemovido(singular.rotulo),
        comSenha: false,
        excluir: (i) => registrosApi.excluir(farmId, tipo, i.id),
      }}
    />
  );
}
