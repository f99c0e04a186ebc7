import { Link } from 'wouter';
import { Icon } from '../components/icons.tsx';

/**
 * Any unknown path (docs/PRODUTO.md §Telas): the app's own, and a module's unknown sub-path (`dentroDoApp`: inside the
 * signed-in frame, whose <main> it already is in, so a section).
 */
export default function NotFound({ dentroDoApp = false }: { dentroDoApp?: boolean }) {
  const Quadro = dentroDoApp ? 'section' : 'main';
  return (
    <Quadro className="flex min-h-[70vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="text-7xl font-extrabold text-primary">404</span>
      <h1 className="text-2xl font-bold sm:text-3xl">Oops! Página não encontrada</h1>
      <p className="max-w-md text-base-content/70">
        A página que você está procurando pode ter sido removida, teve seu nome alterado ou está temporariamente
        indisponível.
      </p>
      <Link href="~/dashboard" className="btn btn-primary min-h-11">
        <Icon name="home" />
        Voltar ao Painel
      </Link>
    </Quadro>
  );
}
