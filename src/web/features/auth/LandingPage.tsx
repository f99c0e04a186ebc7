import { Link } from 'wouter';
import { Icon, type IconName } from '../../components/icons.tsx';

const CARDS: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Inventário',
    text: 'Animais, terras, instalações e máquinas com valor total, remuneração e depreciação.',
    icon: 'box',
  },
  {
    title: 'Financeiro',
    text: 'Contas a pagar e a receber, receitas, despesas e fornecedores da fazenda.',
    icon: 'wallet',
  },
  {
    title: 'Apontamentos',
    text: 'Produção de leite por ordenha, qualidade do leite e eventos reprodutivos.',
    icon: 'clipboard',
  },
  {
    title: 'Relatórios',
    text: 'Relatórios diários, mensais e anuais para acompanhar e decidir melhor.',
    icon: 'chart',
  },
];

/** Public landing (docs/PRODUTO.md §Telas): title, four cards, 'Entrar' and 'Começar' to /login. */
export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <header className="sticky top-0 z-10 border-b border-base-300 bg-base-100/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <span className="flex items-center gap-2 text-lg font-bold text-primary">
            <img src="/icon.svg" alt="" className="size-8" />
            Gestão Leiteira
          </span>
          <Link href="/login" className="btn btn-ghost min-h-11">
            Entrar
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <section className="bg-gradient-to-b from-primary/10 via-base-100 to-base-100">
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
            <span className="badge badge-primary badge-soft badge-lg">Gestão rural para o produtor de leite</span>
            <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Sistema de Gestão para Produção Leiteira
            </h1>
            <p className="max-w-2xl text-lg text-base-content/70">
              Inventário, finanças, apontamentos de produção e relatórios da sua fazenda em um só lugar — no computador
              ou no celular, mesmo com internet fraca.
            </p>
            <Link href="/login" className="btn btn-primary btn-lg min-h-12 px-8">
              Começar
              <Icon name="chevronRight" />
            </Link>
          </div>
        </section>
        <section className="mx-auto max-w-6xl px-4 pb-16" aria-label="Módulos">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {CARDS.map((c) => (
              <li key={c.title} className="card border border-base-300 bg-base-100 shadow-sm">
                <div className="card-body gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={c.icon} className="size-6" />
                  </span>
                  <h2 className="card-title">{c.title}</h2>
                  <p className="text-sm text-base-content/70">{c.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-base-300 py-6 text-center text-sm text-base-content/60">
        Gestão Leiteira — sistema de gestão para produção leiteira
      </footer>
    </div>
  );
}
